package opportunities

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// deleteOpportunity runs before every delete of an opportunity, by any
// path: its company through the records API, or the cascade of its
// company's account deletion (by the owner or a superadmin), which must
// behave exactly the same. Its applications stay with the volunteers,
// withdrawn by the company, with the title and company name they were
// copied at apply time, and each volunteer is emailed; the withdrawals, the
// queued emails and the delete are one transaction.
func (s *service) deleteOpportunity(e *core.RecordEvent) error {
	orig := e.App
	defer func() { e.App = orig }()
	return orig.RunInTransaction(func(tx core.App) error {
		e.App = tx
		moved, err := WithdrawApplications(tx, e.Record.Id)
		if err == nil {
			notices := make([]notice, 0, len(moved))
			for _, a := range moved {
				notices = append(notices, stageNotice(a))
			}
			err = queue(tx, notices...)
		}
		if err != nil {
			return formx.Fault(tx, MsgSaveFailed, "withdrawing the applications of a deleted opportunity failed", err,
				"opportunity", e.Record.Id)
		}
		return e.Next()
	})
}

// WithdrawApplications marks every application to the opportunity that is
// not withdrawn yet as withdrawn by the company and detaches all of them from
// it (the relation would be emptied by the delete anyway). It returns the
// applications it withdrew. Run it in the transaction of the delete.
func WithdrawApplications(tx core.App, opportunityID string) ([]*core.Record, error) {
	// `opportunity != ''`: the partial index idx_applications_once serves
	// it (without it, every application is read).
	apps, err := tx.FindAllRecords("applications", dbx.HashExp{"opportunity": opportunityID}, dbx.NewExp("opportunity != ''"))
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
