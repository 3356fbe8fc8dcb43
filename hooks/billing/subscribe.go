package billing

import (
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/companies"
	"voluntech/hooks/formx"
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

// subscribeRequest is the body of a subscribe: {plan, interval}.
type subscribeRequest struct {
	Plan     formx.Value[string] `json:"plan"`
	Interval formx.Value[string] `json:"interval"`
}

// validate accepts a plan of the catalogue and a billing interval; a value
// of another type reads as no choice.
func (r *subscribeRequest) validate() error {
	errs := formx.Errors{}
	errs.Check("plan", r.Plan.V, validation.By(func(any) error {
		if _, ok := PlanByID(r.Plan.V); !ok {
			return validation.NewError("validation_invalid_value", MsgChoosePlan)
		}
		return nil
	}))
	choose := validation.NewError("validation_invalid_value", MsgChooseInterval)
	errs.Check("interval", r.Interval.V, validation.Required.ErrorObject(choose),
		validation.In(IntervalMonth, IntervalYear).ErrorObject(choose))
	return errs.Err()
}

// postSubscribe starts or changes the company's plan: {plan, interval}.
func (s *service) postSubscribe(e *core.RequestEvent) error {
	var req subscribeRequest
	if err := formx.ReadJSON(e, &req, req.validate); err != nil {
		return err
	}
	plan, interval := req.Plan.V, req.Interval.V
	if _, err := companies.FindProfile(e.App, e.Auth.Id); err != nil {
		return e.NotFoundError(companies.MsgNoProfile, nil)
	}
	if companies.CurrentStep(e.Auth) < companies.StepPlan {
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
		return formx.Failed(e, MsgSaveFailed, "activating a free plan failed", err)
	}
	return e.JSON(http.StatusOK, subscribeResponse{Status: StatusFree, Plan: plan, Interval: interval})
}

// saveTx saves the record (and advances the onboarding) in a transaction.
func saveTx(e *core.RequestEvent, r *core.Record) error {
	err := e.App.RunInTransaction(func(tx core.App) error { return saveRecord(tx, r) })
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "saving a subscription failed", err)
	}
	return nil
}
