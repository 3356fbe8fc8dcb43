// Package volunteers serves the volunteer profile wizard and the volunteer
// profile editor.
//
// Each wizard step has its own route and is saved whole or not at all: the
// lists (educations, experiences, skills, awards, social links) are replaced
// in the same transaction as the profile. The editor posts to the same
// routes, so a later edit of an earlier step never moves the volunteer back
// in the wizard: the step only ever rises.
package volunteers

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/wizard"
)

// The wizard steps. users.profile_step holds the next step the volunteer
// has to complete (see docs/architecture.md, "The wizard step").
const (
	StepMotivation  = wizard.VolunteerMotivation
	StepBasic       = wizard.VolunteerBasic
	StepEducation   = wizard.VolunteerEducation
	StepExperience  = wizard.VolunteerExperience
	StepAchievement = wizard.VolunteerAchievement
	StepAspiration  = wizard.VolunteerAspiration
	StepDone        = wizard.VolunteerDone
)

// Register binds the wizard and editor routes.
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/volunteer")
		g.Bind(auth.RequireRole(auth.RoleVolunteer), auth.RequireVerified())
		g.GET("/profile", getProfile)
		g.POST("/motivation", postMotivation)
		g.POST("/basic-profile", postBasicProfile)
		g.POST("/education", postEducation)
		g.POST("/experience", postExperience)
		g.POST("/achievement", postAchievement)
		g.POST("/aspiration", postAspiration)
		g.POST("/contact-sharing", postContactSharing)
		return se.Next()
	})
}

// FindProfile returns the volunteer profile of the user.
func FindProfile(app core.App, userID string) (*core.Record, error) {
	return app.FindFirstRecordByData("volunteer_profiles", "user", userID)
}

// CurrentStep is the next step the volunteer has to complete, between
// StepMotivation and StepDone.
func CurrentStep(user *core.Record) int {
	return min(max(user.GetInt("profile_step"), StepMotivation), StepDone)
}

// Finished reports whether the volunteer completed the wizard; only then is
// the profile public.
func Finished(user, profile *core.Record) bool {
	return profile != nil && CurrentStep(user) >= StepDone
}

// profileForStep loads the signed-in volunteer and their profile (a new,
// unsaved one when none exists yet) and refuses a step that is not unlocked
// yet: the wizard unlocks steps one at a time.
func profileForStep(e *core.RequestEvent, step int) (user, profile *core.Record, err error) {
	user, err = e.App.FindRecordById("users", e.Auth.Id)
	if err != nil {
		return nil, nil, e.UnauthorizedError("Please sign in to continue.", nil)
	}
	profile, err = FindProfile(e.App, user.Id)
	if err != nil {
		collection, cerr := e.App.FindCollectionByNameOrId("volunteer_profiles")
		if cerr != nil {
			return nil, nil, formx.Failed(e, "", "finding the volunteer profiles collection failed", cerr)
		}
		profile = core.NewRecord(collection)
		profile.Set("user", user.Id)
	}
	if CurrentStep(user) < step {
		return nil, nil, e.BadRequestError(formx.MsgStepsInOrder, nil)
	}
	return user, profile, nil
}

// readStep is profileForStep followed by the step's JSON body, read into
// req and checked by validate.
func readStep(e *core.RequestEvent, step int, req any, validate func() error) (user, profile *core.Record, err error) {
	user, profile, err = profileForStep(e, step)
	if err != nil {
		return nil, nil, err
	}
	if err := formx.ReadJSON(e, req, validate); err != nil {
		return nil, nil, err
	}
	return user, profile, nil
}

// saveStep stores a validated step: the profile, whatever lists replace
// does, and the user's step raised to at least step+1, all in one
// transaction; it answers with the whole profile.
func saveStep(e *core.RequestEvent, user, profile *core.Record, step int, replace func(tx core.App) error) error {
	next := max(CurrentStep(user), step+1)
	err := formx.SaveStep(e, "saving a volunteer wizard step failed", step, func(tx core.App) error {
		if err := tx.Save(profile); err != nil {
			return err
		}
		if replace != nil {
			if err := replace(tx); err != nil {
				return err
			}
		}
		if user.GetInt("profile_step") == next {
			return nil
		}
		user.Set("profile_step", next)
		return tx.Save(user)
	})
	if err != nil {
		return err
	}
	return respondProfile(e, user, profile)
}

// MsgNotYourProfile refuses the editor of another volunteer's profile.
const MsgNotYourProfile = "You can only edit your own profile."

// getProfile answers GET /api/volunteer/profile. The editor at
// /volunteer/{username}/edit passes ?username=: anyone but that volunteer
// is refused with 403.
func getProfile(e *core.RequestEvent) error {
	user, err := e.App.FindRecordById("users", e.Auth.Id)
	if err != nil {
		return e.UnauthorizedError("Please sign in to continue.", nil)
	}
	if u := strings.TrimSpace(e.Request.URL.Query().Get("username")); u != "" && !strings.EqualFold(u, user.GetString("username")) {
		return e.ForbiddenError(MsgNotYourProfile, nil)
	}
	profile, err := FindProfile(e.App, user.Id)
	if err != nil {
		profile = nil
	}
	return respondProfile(e, user, profile)
}

func respondProfile(e *core.RequestEvent, user, profile *core.Record) error {
	own, err := buildOwnProfile(e.App, user, profile)
	if err != nil {
		return formx.Failed(e, "", "reading the volunteer profile failed", err, "user", user.Id)
	}
	return e.JSON(http.StatusOK, own)
}
