package opportunities

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// deleteOpportunity removes an opportunity (the delete rule admits only
// its company). Its applications stay with the volunteers, withdrawn by the
// company, with the title and company name they were copied at apply time;
// all in one transaction, the emails after it commits.
func (s *service) deleteOpportunity(e *core.RecordRequestEvent) error {
	var notices []notice
	orig := e.App
	defer func() { e.App = orig }()
	err := orig.RunInTransaction(func(tx core.App) error {
		e.App = tx
		moved, err := WithdrawApplications(tx, e.Record.Id)
		if err != nil {
			tx.Logger().Error("withdrawing the applications of a deleted opportunity failed",
				"opportunity", e.Record.Id, "error", err)
			return e.InternalServerError(MsgSaveFailed, nil)
		}
		for _, a := range moved {
			notices = append(notices, s.stageNotice(tx, a))
		}
		return e.Next()
	})
	if err != nil {
		return err
	}
	send(orig, notices...)
	return nil
}

// WithdrawApplications marks every application to the opportunity that is
// not withdrawn yet as withdrawn by the company and detaches all of them from
// it (the relation would be emptied by the delete anyway). It returns the
// applications it withdrew. Run it in the transaction of the delete.
func WithdrawApplications(tx core.App, opportunityID string) ([]*core.Record, error) {
	apps, err := tx.FindAllRecords("applications", dbx.HashExp{"opportunity": opportunityID})
	if err != nil {
		return nil, err
	}
	var moved []*core.Record
	for _, a := range apps {
		if a.GetString("stage") != StageWithdrawn {
			a.Set("stage", StageWithdrawn)
			a.Set("withdrawn_by", "company")
			moved = append(moved, a)
		}
		a.Set("opportunity", "")
		if err := tx.Save(a); err != nil {
			return nil, err
		}
	}
	return moved, nil
}
