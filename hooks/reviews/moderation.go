package reviews

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/formx"
	"voluntech/hooks/queue"
)

// ReportedPerPage is the page size of the superadmin's queue.
const ReportedPerPage = 20

// QueueItem is one review in the superadmin's queue with its reports.
type QueueItem struct {
	ID               string        `json:"id"`
	AuthorSide       string        `json:"author_side"`
	Rating           int           `json:"rating"`
	Text             string        `json:"text"`
	Reply            string        `json:"reply"`
	VolunteerName    string        `json:"volunteer_name"`
	CompanyName      string        `json:"company_name"`
	OpportunityTitle string        `json:"opportunity_title"`
	Hidden           bool          `json:"hidden"`
	OpenReports      int           `json:"open_reports"`
	PublishedAt      string        `json:"published_at"`
	Reports          []QueueReport `json:"reports"`
}

// QueueReport is one report of a queued review.
type QueueReport struct {
	Reason   string `db:"reason" json:"reason"`
	Status   string `db:"status" json:"status"`
	Created  string `db:"created" json:"created"`
	Reporter string `db:"reporter_name" json:"reporter_name"`
}

// listReported answers GET /api/system/reviews?status=open|hidden&page=:
// reviews with open reports (default) or the hidden ones, newest first,
// each with its reports. Superadmins only.
func listReported(e *core.RequestEvent) error {
	req, err := queue.ReadRequest(e, "open", "hidden")
	if err != nil {
		return err
	}
	var where dbx.Expression = dbx.NewExp("open_reports > 0 AND hidden = FALSE")
	if req.Status == "hidden" {
		where = dbx.HashExp{"hidden": true}
	}
	res, err := queue.Records(e.App, "reviews", where, "updated", req.Page, ReportedPerPage, queueItem)
	if err != nil {
		return formx.Failed(e, "The reviews could not be loaded.", "listing reported reviews failed", err)
	}
	return e.JSON(http.StatusOK, res)
}

func queueItem(app core.App, r *core.Record) QueueItem {
	it := QueueItem{
		ID: r.Id, AuthorSide: r.GetString("author_side"), Rating: r.GetInt("rating"), Text: r.GetString("text"),
		Reply: r.GetString("reply"), VolunteerName: r.GetString("volunteer_name"), CompanyName: r.GetString("company_name"),
		OpportunityTitle: r.GetString("opportunity_title"), Hidden: r.GetBool("hidden"),
		OpenReports: r.GetInt("open_reports"), PublishedAt: r.GetDateTime("published_at").String(),
		Reports: []QueueReport{},
	}
	_ = app.DB().Select("rr.reason", "rr.status", "rr.created",
		"COALESCE(TRIM(u.first_name || ' ' || u.last_name), '') AS reporter_name").
		From("review_reports rr").LeftJoin("users u", dbx.NewExp("u.id = rr.reporter")).
		Where(dbx.HashExp{"rr.review": r.Id}).OrderBy("rr.created DESC").Limit(50).All(&it.Reports)
	for i := range it.Reports {
		if it.Reports[i].Reporter == "" {
			it.Reports[i].Reporter = "Deleted account"
		}
	}
	return it
}

// hide answers POST /api/system/reviews/{id}/hide: the review leaves the
// public pages and its open reports close as "hidden", in one
// transaction. 404 unknown, 400 (field "status") when already hidden.
func hide(e *core.RequestEvent) error {
	return moderate(e, true)
}

// restore answers POST /api/system/reviews/{id}/restore: a hidden review
// shows again, or a reported one stays; either way its open reports close
// as "dismissed". 400 (field "status") for a visible review without open
// reports.
func restore(e *core.RequestEvent) error {
	return moderate(e, false)
}

func moderate(e *core.RequestEvent, hideIt bool) error {
	r, err := e.App.FindRecordById("reviews", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgReviewNotFound, nil)
	}
	switch {
	case hideIt && r.GetBool("hidden"):
		return e.BadRequestError(MsgAlreadyHidden, formx.FieldError("status", "validation_hidden", MsgAlreadyHidden))
	case !hideIt && !r.GetBool("hidden") && r.GetInt("open_reports") == 0:
		return e.BadRequestError(MsgNothingToRestore, formx.FieldError("status", "validation_nothing_to_restore", MsgNothingToRestore))
	}
	closeAs := "dismissed"
	if hideIt {
		closeAs = "hidden"
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		open, err := tx.FindAllRecords("review_reports", dbx.HashExp{"review": r.Id, "status": "open"})
		if err != nil {
			return err
		}
		now := types.NowDateTime()
		for _, rep := range open {
			rep.Set("status", closeAs)
			rep.Set("resolved_by", e.Auth.Id)
			rep.Set("resolved_at", now)
			if err := tx.Save(rep); err != nil {
				return err
			}
		}
		fresh, err := tx.FindRecordById("reviews", r.Id)
		if err != nil {
			return err
		}
		fresh.Set("hidden", hideIt)
		if hideIt {
			fresh.Set("hidden_at", now)
		} else {
			fresh.Set("hidden_at", "")
		}
		fresh.Set("open_reports", 0)
		return tx.Save(fresh)
	})
	if err != nil {
		return formx.SaveFailed(e, err, "moderating a review failed")
	}
	id := r.Id
	r, err = e.App.FindRecordById("reviews", id)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "reading a moderated review failed", err, "review", id)
	}
	return e.JSON(http.StatusOK, queueItem(e.App, r))
}
