package opportunities

import (
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/billing"
	"voluntech/hooks/formx"
)

// CodePlanLimit is the error code of a refused live opportunity; the UI
// offers the upgrade when it sees it.
const CodePlanLimit = "validation_plan_limit"

// PlanLimitMessage is the refusal of one more live opportunity on plan
// (the plan's name) with its limit; a company without a plan (limit 0) is
// asked to choose one.
func PlanLimitMessage(plan string, limit int) string {
	if limit <= 0 {
		return MsgChoosePlan
	}
	return fmt.Sprintf("Your %s plan allows %d live opportunities. Upgrade your plan to publish more.", plan, limit)
}

// saveWithinLimit saves the opportunity of e. When the write makes it live
// (open and unexpired) and it was not live before, the company's other live
// opportunities are counted in the same transaction as the write, so two
// requests at once cannot both take the last place of the plan.
func saveWithinLimit(e *core.RecordRequestEvent, wasLive bool) error {
	if wasLive || !isLive(e.Record) {
		return e.Next()
	}
	orig := e.App
	defer func() { e.App = orig }()
	return orig.RunInTransaction(func(tx core.App) error {
		e.App = tx
		companyID := e.Record.GetString("company")
		limit, plan, err := billing.LiveOpportunityLimit(tx, companyID)
		if err != nil {
			return formx.Failed(e.RequestEvent, MsgSaveFailed, "reading the plan limit failed", err, "company", companyID)
		}
		live, err := LiveCount(tx, companyID, e.Record.Id)
		if err != nil {
			return formx.Failed(e.RequestEvent, MsgSaveFailed, "counting live opportunities failed", err, "company", companyID)
		}
		if live >= limit {
			msg := PlanLimitMessage(plan, limit)
			return e.BadRequestError(msg, formx.FieldError("status", CodePlanLimit, msg))
		}
		return e.Next()
	})
}

// LiveCount is the number of the company's open, unexpired opportunities
// other than exceptID.
func LiveCount(app core.App, companyID, exceptID string) (int, error) {
	n, err := app.CountRecords("opportunities", dbx.NewExp(
		"company = {:company} AND status = 'open' AND expires_at > {:now} AND id != {:id}",
		dbx.Params{"company": companyID, "now": types.NowDateTime().String(), "id": exceptID}))
	return int(n), err
}
