// Package companies serves the company onboarding wizard and the company
// profile editor (spec 000 §2 screen 8, spec 001 "Company profile editor").
//
// Each wizard step has its own route and is saved whole or not at all. The
// profile editor posts to the same routes, so a later edit of an earlier step
// never moves the company back in the wizard: the step only ever rises.
package companies

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// The onboarding steps. company_profiles.onboarding_step holds the next step
// the company has to complete; users.profile_step mirrors it.
const (
	StepBackground = 1
	StepDetails    = 2
	StepPlan       = 3
	StepBusiness   = 4
	StepDone       = 5
)

// Messages shared by the step routes.
const (
	MsgFixFields    = formx.MsgFixFields
	MsgInvalidBody  = formx.MsgInvalidBody
	MsgNoProfile    = "Your company profile was not found."
	MsgStepsInOrder = formx.MsgStepsInOrder
	MsgSaveFailed   = formx.MsgSaveFailed
)

// Register binds the onboarding routes.
func Register(app core.App, _ config.Config) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/company/onboarding")
		g.Bind(auth.RequireRole(auth.RoleCompany), auth.RequireVerified())
		g.GET("", getOnboarding)
		g.POST("/background", postBackground)
		g.POST("/details", postDetails)
		g.POST("/business", postBusiness)
		return se.Next()
	})
}

// FindProfile returns the company profile of the user.
func FindProfile(app core.App, userID string) (*core.Record, error) {
	return app.FindFirstRecordByData("company_profiles", "user", userID)
}

// CurrentStep is the next step the company has to complete (1 for a profile
// saved before the wizard existed).
func CurrentStep(profile *core.Record) int {
	if s := profile.GetInt("onboarding_step"); s >= StepBackground {
		return s
	}
	return StepBackground
}

// raiseStep sets the profile's step to at least step, never lower.
func raiseStep(profile *core.Record, step int) {
	if CurrentStep(profile) < step {
		profile.Set("onboarding_step", step)
	} else if profile.GetInt("onboarding_step") < StepBackground {
		profile.Set("onboarding_step", StepBackground)
	}
}

// mirrorStep copies the profile's step onto users.profile_step of the
// owner and every member, which the UI reads from the auth record to route
// a returning company.
func mirrorStep(app core.App, profile *core.Record) error {
	owner := profile.GetString("user")
	team, err := app.FindRecordsByFilter("users", "id = {:o} || team = {:o}", "", 0, 0, dbx.Params{"o": owner})
	if err != nil {
		return err
	}
	for _, user := range team {
		if user.GetInt("profile_step") == CurrentStep(profile) {
			continue
		}
		user.Set("profile_step", CurrentStep(profile))
		if err := app.Save(user); err != nil {
			return err
		}
	}
	return nil
}

// AdvanceCompany raises the company's onboarding step to at least step (the
// billing package calls it when a plan becomes active). Call it inside the
// caller's transaction.
func AdvanceCompany(app core.App, userID string, step int) error {
	profile, err := FindProfile(app, userID)
	if err != nil {
		return nil // no profile, nothing to advance
	}
	if CurrentStep(profile) >= step {
		return nil
	}
	raiseStep(profile, step)
	if err := app.Save(profile); err != nil {
		return err
	}
	return mirrorStep(app, profile)
}

// saveStep stores a validated step: the profile with its step raised to at
// least step, the social links when links is not nil (replacing the saved
// ones) and the step's mirror on the user, all in one transaction; it
// answers with the new draft.
func saveStep(e *core.RequestEvent, profile *core.Record, step int, links []SocialLink) error {
	raiseStep(profile, step)
	err := formx.SaveStep(e, "saving an onboarding step failed", step, func(tx core.App) error {
		if err := tx.Save(profile); err != nil {
			return err
		}
		if links != nil {
			if err := formx.ReplaceSocialLinks(tx, profile.GetString("user"), links); err != nil {
				return err
			}
		}
		return mirrorStep(tx, profile)
	})
	if err != nil {
		return err
	}
	return respondDraft(e, profile)
}

// profileForStep loads the signed-in company's profile and refuses a step
// that is not unlocked yet (the wizard unlocks steps one at a time).
func profileForStep(e *core.RequestEvent, step int) (*core.Record, error) {
	profile, err := FindProfile(e.App, auth.CompanyIDOf(e.Auth))
	if err != nil {
		return nil, e.NotFoundError(MsgNoProfile, nil)
	}
	if CurrentStep(profile) < step {
		return nil, e.BadRequestError(MsgStepsInOrder, nil)
	}
	return profile, nil
}

// jsonStep opens a JSON step: the company's profile, as profileForStep
// loads it, and the body.
func jsonStep(e *core.RequestEvent, step int) (profile *core.Record, body map[string]any, err error) {
	if profile, err = profileForStep(e, step); err != nil {
		return nil, nil, err
	}
	if body, err = formx.ReadStepJSON(e); err != nil {
		return nil, nil, err
	}
	return profile, body, nil
}

func getOnboarding(e *core.RequestEvent) error {
	profile, err := FindProfile(e.App, auth.CompanyIDOf(e.Auth))
	if err != nil {
		return e.NotFoundError(MsgNoProfile, nil)
	}
	return respondDraft(e, profile)
}

func respondDraft(e *core.RequestEvent, profile *core.Record) error {
	owner, err := auth.CompanyUser(e.App, e.Auth)
	if err != nil {
		e.App.Logger().Error("reading the company's owner failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError("", nil)
	}
	draft, err := buildDraft(e.App, owner, profile)
	if err != nil {
		e.App.Logger().Error("reading the onboarding draft failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError("", nil)
	}
	return e.JSON(http.StatusOK, draft)
}
