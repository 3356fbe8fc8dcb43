package projects

import (
	"net/http"
	"strconv"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/engagements"
	"voluntech/hooks/formx"
)

// Messages of the portfolio routes.
const (
	MsgNoVolunteer    = engagements.MsgNoVolunteer
	MsgNotInPortfolio = "This engagement is not one of your completed engagements."
	MsgListedTwice    = "This engagement is listed twice."
)

// PortfolioEntry is one completed engagement in a volunteer's portfolio:
// the company, the role, the dates, the approved hours, the certificate
// and the deliverables the volunteer chose to publish (signed off, not
// confidential: decision 19).
type PortfolioEntry struct {
	ID           string               `json:"id"`
	CompanyName  string               `json:"company_name"`
	Title        string               `json:"title"`
	Start        string               `json:"start"`
	End          string               `json:"end"`
	Hours        float64              `json:"hours"`
	Certificate  string               `json:"certificate"`
	Hidden       bool                 `json:"hidden"`
	Deliverables []PortfolioDelivered `json:"deliverables"`
}

// PortfolioDelivered is a published deliverable: its milestone's title,
// the note and the public link (files stay with the parties).
type PortfolioDelivered struct {
	Title string `json:"title" db:"title"`
	Note  string `json:"note" db:"note"`
	Link  string `json:"link" db:"link"`
}

// portfolioOf is the volunteer's completed engagements in their order
// (portfolio_position, then the newest first), the hidden ones only when
// withHidden.
func portfolioOf(app core.App, volunteerID string, withHidden bool) ([]PortfolioEntry, error) {
	var rows []struct {
		ID          string  `db:"id"`
		CompanyName string  `db:"company_name"`
		Title       string  `db:"opportunity_title"`
		Start       string  `db:"start"`
		End         string  `db:"end"`
		Hours       float64 `db:"approved_hours"`
		Hidden      bool    `db:"portfolio_hidden"`
		Certificate string  `db:"certificate"`
	}
	q := app.DB().NewQuery(`SELECT e.id, e.company_name, e.opportunity_title, substr(e.accepted_at, 1, 10) AS start,
			substr(e.completed_at, 1, 10) AS end, e.approved_hours, COALESCE(e.portfolio_hidden, FALSE) AS portfolio_hidden,
			COALESCE((SELECT c.id FROM certificates c WHERE c.engagement = e.id AND c.revoked = FALSE), '') AS certificate
		FROM engagements e WHERE e.volunteer = {:v} AND e.status = 'completed'
			AND ({:all} OR COALESCE(e.portfolio_hidden, FALSE) = FALSE)
		ORDER BY COALESCE(e.portfolio_position, 0), e.completed_at DESC, e.id`).
		Bind(dbx.Params{"v": volunteerID, "all": withHidden})
	if err := q.All(&rows); err != nil {
		return nil, err
	}
	out := make([]PortfolioEntry, 0, len(rows))
	for _, r := range rows {
		d := []PortfolioDelivered{}
		err := app.DB().Select("title", "note", "link").From("milestones").
			Where(dbx.HashExp{"engagement": r.ID, "status": MilestoneSignedOff, "confidential": false, "publish": true}).
			OrderBy("position", "id").All(&d)
		if err != nil {
			return nil, err
		}
		out = append(out, PortfolioEntry{ID: r.ID, CompanyName: r.CompanyName, Title: r.Title, Start: r.Start, End: r.End,
			Hours: r.Hours, Certificate: r.Certificate, Hidden: r.Hidden, Deliverables: d})
	}
	return out, nil
}

// publicPortfolio answers GET /api/volunteers/{username}/portfolio: the
// volunteer's portfolio without the entries they hid. Public, like their
// certificates; 404 for no volunteer.
func publicPortfolio(e *core.RequestEvent) error {
	userID, err := engagements.VolunteerInPath(e)
	if err != nil {
		return err
	}
	items, err := portfolioOf(e.App, userID, false)
	if err != nil {
		return formx.Failed(e, "The portfolio could not be loaded.", "listing a portfolio failed", err)
	}
	for i := range items {
		items[i].Hidden = false
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items})
}

// ownPortfolio answers GET /api/volunteer/portfolio to the signed-in
// volunteer: every completed engagement in their order, hidden ones
// flagged.
func ownPortfolio(e *core.RequestEvent) error {
	items, err := portfolioOf(e.App, e.Auth.Id, true)
	if err != nil {
		return formx.Failed(e, "The portfolio could not be loaded.", "listing a portfolio failed", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items})
}

type portfolioRequest struct {
	Entries formx.Value[[]formx.Value[struct {
		ID     formx.Value[string] `json:"id"`
		Hidden formx.Value[bool]   `json:"hidden"`
	}]] `json:"entries"`
}

// savePortfolio answers PUT /api/volunteer/portfolio {entries: [{id,
// hidden}]}: the signed-in volunteer's order of their completed
// engagements (first shown first) and which are hidden. An id that is not
// one of their completed engagements, or one listed twice, is a field
// error (entries.N.id); engagements left out keep their place after the
// listed ones. One transaction. Answers the portfolio as ownPortfolio.
func savePortfolio(e *core.RequestEvent) error {
	var req portfolioRequest
	type entry struct {
		id     string
		hidden bool
	}
	var entries []entry
	if err := formx.ReadJSON(e, &req, func() error {
		errs := formx.Errors{}
		items := formx.List(errs, "entries", "engagements", 500, req.Entries)
		seen := map[string]bool{}
		for i, it := range items {
			key := "entries." + strconv.Itoa(i) + ".id"
			id := errs.Text(key, it.ID)
			hidden := errs.Flag("entries."+strconv.Itoa(i)+".hidden", it.Hidden)
			n, _ := e.App.CountRecords("engagements", dbx.HashExp{"id": id, "volunteer": e.Auth.Id, "status": "completed"})
			switch {
			case n == 0:
				errs.Add(key, "validation_not_in_portfolio", MsgNotInPortfolio)
			case seen[id]:
				errs.Add(key, "validation_duplicate", MsgListedTwice)
			}
			seen[id] = true
			entries = append(entries, entry{id, hidden})
		}
		return errs.Err()
	}); err != nil {
		return err
	}
	err := e.App.RunInTransaction(func(tx core.App) error {
		for i, en := range entries {
			r, err := tx.FindRecordById("engagements", en.id)
			if err != nil {
				return err
			}
			r.Set("portfolio_position", i+1)
			r.Set("portfolio_hidden", en.hidden)
			if err := tx.Save(r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return formx.SaveFailed(e, err, "saving a portfolio failed")
	}
	return ownPortfolio(e)
}
