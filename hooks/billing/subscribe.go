package billing

import (
	"encoding/json"
	"io"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/companies"
)

// subscribeResponse is the answer of POST /api/billing/subscribe. With
// status "incomplete" the browser mounts the Payment Element with
// clientSecret; any other status needs no payment step.
type subscribeResponse struct {
	Status         string  `json:"status"`
	Plan           string  `json:"plan"`
	Interval       string  `json:"interval"`
	ClientSecret   *string `json:"clientSecret,omitempty"`
	PublishableKey string  `json:"publishableKey,omitempty"`
	SubscriptionID string  `json:"subscriptionId,omitempty"`
}

// postSubscribe starts or changes the company's plan: {plan, interval}.
func (s *service) postSubscribe(e *core.RequestEvent) error {
	var body struct {
		Plan     any `json:"plan"`
		Interval any `json:"interval"`
	}
	if err := json.NewDecoder(io.LimitReader(e.Request.Body, 4096)).Decode(&body); err != nil && err != io.EOF {
		return e.BadRequestError(companies.MsgInvalidBody, nil)
	}
	plan, _ := body.Plan.(string)
	interval, _ := body.Interval.(string)
	errs := validation.Errors{}
	if _, ok := PlanByID(plan); !ok {
		errs["plan"] = validation.NewError("validation_invalid_value", MsgChoosePlan)
	}
	if interval != IntervalMonth && interval != IntervalYear {
		errs["interval"] = validation.NewError("validation_invalid_value", MsgChooseInterval)
	}
	if len(errs) > 0 {
		return e.BadRequestError(companies.MsgFixFields, errs)
	}
	profile, err := companies.FindProfile(e.App, e.Auth.Id)
	if err != nil {
		return e.NotFoundError(companies.MsgNoProfile, nil)
	}
	if companies.CurrentStep(profile) < companies.StepPlan {
		return e.BadRequestError(companies.MsgStepsInOrder, nil)
	}
	if !s.configured() {
		return s.activateFree(e, plan, interval)
	}
	return s.subscribeWithStripe(e, plan, interval)
}

// activateFree gives the plan without charge: billing is not configured.
func (s *service) activateFree(e *core.RequestEvent, plan, interval string) error {
	err := e.App.RunInTransaction(func(tx core.App) error {
		r, err := findOrNewRecord(tx, e.Auth.Id)
		if err != nil {
			return err
		}
		r.Set("plan", plan)
		r.Set("interval", interval)
		r.Set("status", StatusFree)
		r.Set("cancel_at_period_end", false)
		r.Set("current_period_end", "")
		return saveRecord(tx, r)
	})
	if err != nil {
		e.App.Logger().Error("activating a free plan failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError(MsgSaveFailed, nil)
	}
	return e.JSON(http.StatusOK, subscribeResponse{Status: StatusFree, Plan: plan, Interval: interval})
}

// saveTx saves the record (and advances the onboarding) in a transaction.
func saveTx(e *core.RequestEvent, r *core.Record) error {
	err := e.App.RunInTransaction(func(tx core.App) error { return saveRecord(tx, r) })
	if err != nil {
		e.App.Logger().Error("saving a subscription failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError(MsgSaveFailed, nil)
	}
	return nil
}
