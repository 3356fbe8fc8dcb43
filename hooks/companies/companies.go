// Package companies serves the company onboarding wizard and the company
// profile editor.
//
// Each wizard step has its own route and is saved whole or not at all. The
// profile editor posts to the same routes, so a later edit of an earlier step
// never moves the company back in the wizard: the step only ever rises.
package companies

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
	"voluntech/hooks/wizard"
)

// The onboarding steps. users.profile_step holds the next step the company
// has to complete (see docs/architecture.md, "The wizard step").
const (
	StepBackground = wizard.CompanyBackground
	StepDetails    = wizard.CompanyDetails
	StepPlan       = wizard.CompanyPlan
	StepBusiness   = wizard.CompanyBusiness
	StepDone       = wizard.CompanyDone
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
		g.POST("/contact", postContact)
		registerGallery(se)
		return se.Next()
	})
}

// FindProfile returns the company profile of the user.
func FindProfile(app core.App, userID string) (*core.Record, error) {
	return app.FindFirstRecordByData("company_profiles", "user", userID)
}

// CurrentStep is the next step the company has to complete, between
// StepBackground and StepDone.
func CurrentStep(user *core.Record) int {
	return min(max(user.GetInt("profile_step"), StepBackground), StepDone)
}

// AdvanceCompany raises the company's onboarding step to at least step (the
// billing package calls it when a plan becomes active), never lower. Call
// it inside the caller's transaction.
func AdvanceCompany(app core.App, userID string, step int) error {
	// The owner's step is the company's; every member carries it too, as the
	// browser routes each of them by their own auth record.
	var team []*core.Record
	if err := app.RecordQuery("users").Where(auth.TeamOf(userID)).All(&team); err != nil {
		return err
	}
	for _, user := range team {
		if user.GetString("role") != auth.RoleCompany || user.GetInt("profile_step") >= step {
			continue
		}
		user.Set("profile_step", step)
		if err := app.Save(user); err != nil {
			return err
		}
	}
	return nil
}

// saveStep stores a validated step: the profile, the social links when
// links is not nil (replacing the saved ones) and the user's step raised to
// at least step, all in one transaction; it answers with the new draft.
func saveStep(e *core.RequestEvent, profile *core.Record, step int, links []SocialLink) error {
	err := formx.SaveStep(e, "saving an onboarding step failed", step, func(tx core.App) error {
		if err := tx.Save(profile); err != nil {
			return err
		}
		if links != nil {
			if err := formx.ReplaceSocialLinks(tx, profile.GetString("user"), links); err != nil {
				return err
			}
		}
		return AdvanceCompany(tx, profile.GetString("user"), step)
	})
	if err != nil {
		return err
	}
	return respondDraft(e, profile)
}

// readStep is profileForStep followed by the step's JSON body, read into
// req and checked by validate.
func readStep(e *core.RequestEvent, step int, req any, validate func() error) (*core.Record, error) {
	profile, err := profileForStep(e, step)
	if err != nil {
		return nil, err
	}
	if err := formx.ReadJSON(e, req, validate); err != nil {
		return nil, err
	}
	return profile, nil
}

// profileForStep loads the signed-in company's profile and refuses a step
// that is not unlocked yet (the wizard unlocks steps one at a time).
func profileForStep(e *core.RequestEvent, step int) (*core.Record, error) {
	profile, err := FindProfile(e.App, auth.CompanyIDOf(e.Auth))
	if err != nil {
		return nil, e.NotFoundError(MsgNoProfile, nil)
	}
	if CurrentStep(e.Auth) < step {
		return nil, e.BadRequestError(MsgStepsInOrder, nil)
	}
	return profile, nil
}

func getOnboarding(e *core.RequestEvent) error {
	profile, err := FindProfile(e.App, auth.CompanyIDOf(e.Auth))
	if err != nil {
		return e.NotFoundError(MsgNoProfile, nil)
	}
	return respondDraft(e, profile)
}

func respondDraft(e *core.RequestEvent, profile *core.Record) error {
	// The owner holds the company's step; read afresh, as a step was just
	// saved on another copy of the record than e.Auth.
	owner, err := e.App.FindRecordById("users", auth.CompanyIDOf(e.Auth))
	if err != nil {
		return formx.Failed(e, "", "reading the company's owner failed", err)
	}
	draft, err := buildDraft(e.App, owner, profile)
	if err != nil {
		return formx.Failed(e, "", "reading the onboarding draft failed", err)
	}
	return e.JSON(http.StatusOK, draft)
}
