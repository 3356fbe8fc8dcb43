package reviews

import (
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/notify"
)

// PublishDue publishes, at now, the unpublished reviews of every
// engagement completed PublishAfter ago or earlier: the other side did not
// write in time, so what was written goes public alone (a later review
// publishes at once). Each engagement is published in its own transaction
// with its notifications; it returns how many reviews it published.
func PublishDue(app core.App, now time.Time) (int, error) {
	due, _ := types.ParseDateTime(now.Add(-PublishAfter))
	var ids []string
	err := app.DB().Select("r.engagement").Distinct(true).From("reviews r").
		InnerJoin("engagements e", dbx.NewExp("e.id = r.engagement")).
		Where(dbx.HashExp{"r.published": false}).
		AndWhere(dbx.NewExp("e.completed_at != '' AND e.completed_at <= {:due}", dbx.Params{"due": due.String()})).
		OrderBy("r.engagement").Column(&ids)
	if err != nil {
		return 0, err
	}
	at, _ := types.ParseDateTime(now)
	total := 0
	for _, id := range ids {
		err := app.RunInTransaction(func(tx core.App) error {
			eng, err := tx.FindRecordById("engagements", id)
			if err != nil {
				return err
			}
			n, err := publishEngagement(tx, eng, at)
			total += n
			return err
		})
		if err != nil {
			app.Logger().Error("publishing an engagement's reviews failed", "engagement", id, "error", err)
		}
	}
	return total, nil
}

// publishEngagement publishes the engagement's unpublished reviews at at
// in tx and notifies both sides. It returns how many it published.
func publishEngagement(tx core.App, eng *core.Record, at types.DateTime) (int, error) {
	rows, err := tx.FindAllRecords("reviews", dbx.HashExp{"engagement": eng.Id, "published": false})
	if err != nil || len(rows) == 0 {
		return 0, err
	}
	bySide := map[string]*core.Record{}
	for _, r := range rows {
		r.Set("published", true)
		r.Set("published_at", at)
		if err := tx.Save(r); err != nil {
			return 0, err
		}
		bySide[r.GetString("author_side")] = r
	}
	return len(rows), tellPublished(tx, eng, bySide)
}

// tellPublished tells each side what was published: the review about them
// (with the way to reply) and their own review going public.
func tellPublished(tx core.App, eng *core.Record, bySide map[string]*core.Record) error {
	title := eng.GetString("opportunity_title")
	company, volunteer := eng.GetString("company_name"), eng.GetString("volunteer_name")
	volunteerPage := publicPage(tx, eng.GetString("volunteer"), "/volunteer/")
	companyPage := publicPage(tx, eng.GetString("company"), "/company/")

	// The volunteer: the company's review of them, their own review.
	vText, vLink := "", "/volunteer/engagements/"+eng.Id
	if r := bySide[SideCompany]; r != nil {
		vText = company + " reviewed your work on \"" + title + "\": " + stars(r) + ". You can reply once on your public profile."
		if volunteerPage != "" {
			vLink = volunteerPage + "#reviews"
		}
	}
	if bySide[SideVolunteer] != nil {
		vText = join(vText, "Your review of "+company+" is now public.")
	}
	// The company team: the volunteer's review of them, their own review.
	cText, cLink := "", "/company/opportunities?id="+eng.GetString("opportunity")
	if r := bySide[SideVolunteer]; r != nil {
		cText = volunteer + " reviewed " + company + " for \"" + title + "\": " + stars(r) + ". You can reply once on your public page."
		if companyPage != "" {
			cLink = companyPage + "#reviews"
		}
	}
	if bySide[SideCompany] != nil {
		cText = join(cText, "Your review of "+volunteer+" is now public.")
	}

	subject := "Reviews published: " + title
	if err := notify.Notify(tx, []string{eng.GetString("volunteer")}, notify.Notice{
		Kind: notify.KindReviewPublished, Title: subject, Body: vText, Link: vLink,
		EmailSubject: subject, EmailText: vText, EmailAction: "See the reviews",
	}); err != nil {
		return err
	}
	team, err := notify.TeamOf(tx, eng.GetString("company"))
	if err != nil {
		return err
	}
	return notify.Notify(tx, team, notify.Notice{
		Kind: notify.KindReviewPublished, Title: subject, Body: cText, Link: cLink,
		EmailSubject: subject, EmailText: cText, EmailAction: "See the reviews",
	})
}

// publicPage is prefix + the user's username ("" when the account is gone).
func publicPage(app core.App, userID, prefix string) string {
	if userID == "" {
		return ""
	}
	var username string
	if err := app.DB().Select("username").From("users").Where(dbx.HashExp{"id": userID}).Row(&username); err != nil || username == "" {
		return ""
	}
	return prefix + username
}

// stars is "4 stars" / "1 star".
func stars(r *core.Record) string {
	n := r.GetInt("rating")
	if n == 1 {
		return "1 star"
	}
	return strconv.Itoa(n) + " stars"
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}

// Publish publishes the engagement's unpublished reviews now in tx and
// notifies both sides, as the second review or the publishing job does,
// for callers outside a request: the demo command.
func Publish(tx core.App, eng *core.Record) (int, error) {
	return publishEngagement(tx, eng, types.NowDateTime())
}
