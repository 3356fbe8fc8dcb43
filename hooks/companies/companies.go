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
	user, err := app.FindRecordById("users", userID)
	if err != nil || user.GetString("role") != auth.RoleCompany {
		return nil // no company, nothing to advance
	}
	if user.GetInt("profile_step") >= step {
		return nil
	}
	user.Set("profile_step", step)
	return app.Save(user)
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

// profileForStep loads the signed-in company's profile and refuses a step
// that is not unlocked yet (the wizard unlocks steps one at a time).
func profileForStep(e *core.RequestEvent, step int) (*core.Record, error) {
	profile, err := FindProfile(e.App, e.Auth.Id)
	if err != nil {
		return nil, e.NotFoundError(MsgNoProfile, nil)
	}
	if CurrentStep(e.Auth) < step {
		return nil, e.BadRequestError(MsgStepsInOrder, nil)
	}
	return profile, nil
}

func getOnboarding(e *core.RequestEvent) error {
	profile, err := FindProfile(e.App, e.Auth.Id)
	if err != nil {
		return e.NotFoundError(MsgNoProfile, nil)
	}
	return respondDraft(e, profile)
}

func respondDraft(e *core.RequestEvent, profile *core.Record) error {
	// The step was saved on a fresh copy of the user, not on e.Auth.
	user, err := e.App.FindRecordById("users", e.Auth.Id)
	if err != nil {
		return e.UnauthorizedError("Please sign in to continue.", nil)
	}
	draft, err := buildDraft(e.App, user, profile)
	if err != nil {
		e.App.Logger().Error("reading the onboarding draft failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError("", nil)
	}
	return e.JSON(http.StatusOK, draft)
}
