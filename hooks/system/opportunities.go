package system

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
	"voluntech/hooks/notify"
	"voluntech/hooks/opportunities"
)

// Messages of the opportunity routes.
const (
	MsgOpportunityNotFound = "This opportunity was not found."
	MsgAlreadyClosed       = "This opportunity is already closed."
	MsgReason              = "Please give the reason for closing it."
)

// ReasonMax is the longest reason for closing an opportunity.
const ReasonMax = 500

// OpportunityItem is an opportunity as the system area lists it.
type OpportunityItem struct {
	ID              string `db:"id" json:"id"`
	Title           string `db:"title" json:"title"`
	Status          string `db:"status" json:"status"`
	CompanyID       string `db:"company_id" json:"company_id"`
	CompanyUsername string `db:"company_username" json:"company_username"`
	CompanyName     string `db:"company_name" json:"company_name"`
	Applicants      int    `db:"applicants" json:"applicants"`
	Interviews      int    `db:"interviews" json:"interviews"`
	ExpiresAt       string `db:"expires_at" json:"expires_at"`
	Created         string `db:"created" json:"created"`
	ClosedReason    string `db:"closed_reason" json:"closed_reason"`
}

var opportunityCols = []string{
	"o.id AS id", "o.title AS title", "o.status AS status", "o.company AS company_id",
	"COALESCE(u.username, '') AS company_username", "COALESCE(cp.company_name, '') AS company_name",
	"COALESCE(o.applicants, 0) AS applicants", "COALESCE(o.interviews, 0) AS interviews",
	"o.expires_at AS expires_at", "o.created AS created", "o.closed_reason AS closed_reason",
}

func opportunityQuery(app core.App, cond dbx.Expression) *dbx.SelectQuery {
	return app.DB().Select().From("opportunities o").
		LeftJoin("users u", dbx.NewExp("u.id = o.company")).
		LeftJoin("company_profiles cp", dbx.NewExp("cp.user = o.company")).
		Where(cond)
}

// listOpportunities: GET /api/system/opportunities?q=&status=&page=&perPage=
func listOpportunities(e *core.RequestEvent) error {
	q := newQuery(e)
	p := q.paging()
	text := q.text("q")
	status := q.oneOf("status", opportunities.OpportunityStatuses...)
	if err := q.fail(e); err != nil {
		return err
	}
	cond := where(equalsExp("o.status", status), containsExp(text, "o.title", "COALESCE(u.username, '')", "COALESCE(cp.company_name, '')"))
	res, err := list[OpportunityItem](p, func() *dbx.SelectQuery { return opportunityQuery(e.App, cond) },
		opportunityCols, "o.created DESC", "o.id DESC")
	if err != nil {
		return routeFailed(e, "list opportunities", err)
	}
	return e.JSON(http.StatusOK, res)
}

// closeOpportunity: POST /api/system/opportunities/{id}/close {reason}. A
// superadmin closes an opportunity that breaks the rules; its company is
// told why by email.
func (s *service) closeOpportunity(e *core.RequestEvent) error {
	o, err := e.App.FindRecordById("opportunities", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgOpportunityNotFound, nil)
	}
	// The reason is what its company is told.
	reason, err := formx.ReadReason(e, formx.RequiredReason(MsgReason, ReasonMax))
	if err != nil {
		return err
	}
	if o.GetString("status") == "closed" {
		return e.BadRequestError(MsgAlreadyClosed, nil)
	}
	o.Set("status", "closed")
	o.Set("closed_reason", reason)
	// The company's mail is queued with the change, in one transaction.
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(o); err != nil {
			return err
		}
		team, err := notify.TeamOf(tx, o.GetString("company"))
		if err != nil {
			return err
		}
		title := o.GetString("title")
		intro := "A Voluntech administrator closed your opportunity \"" + title + "\". Reason: " + reason
		return notify.Notify(tx, team, notify.Notice{
			Kind:         notify.KindOpportunityClosed,
			Title:        "Your opportunity \"" + title + "\" was closed",
			Body:         intro,
			Link:         "/company/opportunities?id=" + o.Id,
			EmailSubject: "Your opportunity \"" + title + "\" was closed",
			EmailText:    intro,
			EmailAction:  "Open my opportunities",
			EmailOutro:   "If you have questions about this decision, please contact the Voluntech team.",
		})
	})
	if err != nil {
		if verr := formx.ValidationErrors(err); verr != nil {
			return e.BadRequestError(MsgFixFields, verr)
		}
		return routeFailed(e, "close opportunity", err)
	}
	var items []OpportunityItem
	if err := opportunityQuery(e.App, dbx.HashExp{"o.id": o.Id}).Select(opportunityCols...).All(&items); err != nil || len(items) == 0 {
		return routeFailed(e, "read closed opportunity", err)
	}
	return e.JSON(http.StatusOK, items[0])
}
