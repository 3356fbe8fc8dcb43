package commands

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/engagements"
	"voluntech/hooks/reviews"
)

// What happens after the match, so a newcomer sees every feature on the
// first run: conversations, a completed engagement with approved hours, its
// certificate, reviews both ways and the notifications all of it sends.
// Every record is written through the app's own hooks and functions
// (message counters and notices, engagement on acceptance, certificate
// issuing, review publishing), and each step is skipped when its records
// exist, so a second run adds nothing.

// demoVideoURL is sam.designs' video pitch: a public YouTube video
// ("Big Buck Bunny", Blender Foundation, CC BY 3.0), so the profile shows
// the embedded player.
const demoVideoURL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ"

// demoOldVideoURL is what earlier demo runs stored (no video behind it).
const demoOldVideoURL = "https://www.youtube.com/watch?v=demo-sam"

// demoMessage is one message; FromCompany says which side sends it,
// Attachment names a generated PNG sent with it.
type demoMessage struct {
	FromCompany bool
	Body        string
	Attachment  string
}

// demoConversations: the company side is written by Sender (the owner or
// a team member).
var demoConversations = []struct {
	Company, Sender, Volunteer, Title string
	Messages                          []demoMessage
}{
	{"greenbyte", "greenbyte", "lina.dev", "Frontend developer for the energy dashboard", []demoMessage{
		{true, "Hi Lina, thanks for applying! Could you show us how you would lay out the energy charts?", ""},
		{false, "Of course. Here is a first sketch: the daily total on top, one bar per room below.", "chart-sketch.png"},
		{true, "That is exactly the clarity our café owners need. Are you free for a short call on Thursday?", ""},
	}},
	{"medisync", "noor.medisync", "lina.dev", "Backend developer for calendar sharing", []demoMessage{
		{true, "Welcome aboard, Lina! The repository invite is on its way.", ""},
		{false, "Thank you, Noor. I have the invite and will start with the booking conflicts.", ""},
		{true, "Great work on the sync service. We have confirmed your hours and the certificate is yours.", ""},
		{false, "Thank you both, it was a pleasure. I would gladly help again.", ""},
	}},
}

// demoEngagement is the completed engagement: the accepted application of
// Volunteer to Title, the approved hours logged on it and both reviews.
var demoEngagement = struct {
	Volunteer, Company, Title string
	DaysAgo                   int // accepted this many days ago
	Hours                     []struct {
		Day   int // days after acceptance
		Hours float64
		Text  string
	}
	VolunteerRating, CompanyRating int
	VolunteerText, CompanyText     string
}{
	Volunteer: "lina.dev", Company: "medisync", Title: "Backend developer for calendar sharing", DaysAgo: 40,
	Hours: []struct {
		Day   int
		Hours float64
		Text  string
	}{
		{2, 3, "Read the booking code and wrote tests for double bookings."},
		{9, 4, "Built the calendar sync service between two clinics."},
		{16, 3.5, "Handled time zones and daylight saving in the sync."},
		{23, 2.5, "Documented the service and handed it over to the team."},
	},
	VolunteerRating: 5, VolunteerText: "A kind, organised team with a clear goal. Noor answered every question within a day.",
	CompanyRating: 5, CompanyText: "Lina shipped a reliable sync service and documented it so well we could take it over at once.",
}

// seedDemoActivity adds the conversations, the engagement and its reviews,
// and gives the video pitch of an earlier run a real video.
func seedDemoActivity(tx core.App) error {
	if sam := demoUserNamed(tx, "sam.designs", "volunteer"); sam != nil {
		if p, err := tx.FindFirstRecordByData("volunteer_profiles", "user", sam.Id); err == nil && p.GetString("video_url") == demoOldVideoURL {
			p.Set("video_url", demoVideoURL)
			if err := tx.Save(p); err != nil {
				return err
			}
		}
	}
	if err := seedDemoConversations(tx); err != nil {
		return err
	}
	if err := seedDemoSavedSearch(tx); err != nil {
		return err
	}
	return seedDemoEngagement(tx)
}

// seedDemoSavedSearch gives lina.dev a saved search of React
// opportunities (her recommendations come from her skills and tags).
func seedDemoSavedSearch(tx core.App) error {
	lina := demoUserNamed(tx, "lina.dev", "volunteer")
	if lina == nil {
		return nil
	}
	if n, err := tx.CountRecords("saved_searches", dbx.HashExp{"user": lina.Id}); err != nil || n > 0 {
		return err
	}
	_, err := newDemoRecord(tx, "saved_searches", map[string]any{"user": lina.Id, "kind": "opportunities",
		"name": "React, remote", "query": map[string]any{"q": "react", "remote": true}, "frequency": "daily",
		"checked_until": time.Now().UTC()})
	return err
}

func seedDemoConversations(tx core.App) error {
	for _, d := range demoConversations {
		company, volunteer := demoUserNamed(tx, d.Company, "company"), demoUserNamed(tx, d.Volunteer, "volunteer")
		sender := demoUserNamed(tx, d.Sender, "company")
		if company == nil || volunteer == nil || sender == nil {
			continue
		}
		if n, _ := tx.CountRecords("conversations", dbx.HashExp{"company": company.Id, "volunteer": volunteer.Id}); n > 0 {
			continue
		}
		fields := map[string]any{"company": company.Id, "volunteer": volunteer.Id, "started_by": sender.Id}
		if opp, err := tx.FindFirstRecordByFilter("opportunities", "company = {:c} && title = {:t}",
			dbx.Params{"c": company.Id, "t": d.Title}); err == nil {
			fields["opportunity"], fields["opportunity_title"] = opp.Id, opp.GetString("title")
		}
		conv, err := newDemoRecord(tx, "conversations", fields)
		if err != nil {
			return fmt.Errorf("demo conversation %s–%s: %w", d.Company, d.Volunteer, err)
		}
		// The messages' own hooks keep the conversation's preview, unread
		// counts and the recipients' notifications.
		start := time.Now().UTC().Add(-time.Duration(len(d.Messages)) * 3 * time.Hour)
		for i, m := range d.Messages {
			from := volunteer.Id
			if m.FromCompany {
				from = sender.Id
			}
			msg := map[string]any{"conversation": conv.Id, "sender": from, "body": m.Body}
			if m.Attachment != "" {
				f, err := filesystem.NewFileFromBytes(demoChartSketch(), m.Attachment)
				if err != nil {
					return err
				}
				msg["attachment"] = f
			}
			r, err := newDemoRecord(tx, "messages", msg)
			if err != nil {
				return fmt.Errorf("demo message of %s–%s: %w", d.Company, d.Volunteer, err)
			}
			// Spread the thread over the last hours (created is set on save).
			at, _ := types.ParseDateTime(start.Add(time.Duration(i) * 3 * time.Hour))
			if _, err := tx.DB().Update("messages", dbx.Params{"created": at.String()}, dbx.HashExp{"id": r.Id}).Execute(); err != nil {
				return err
			}
		}
	}
	return nil
}

// seedDemoEngagement completes the demo engagement with its approved hours
// (the certificate is issued as the company's confirmation issues it) and
// publishes a review from each side.
func seedDemoEngagement(tx core.App) error {
	d := demoEngagement
	volunteer, company := demoUserNamed(tx, d.Volunteer, "volunteer"), demoUserNamed(tx, d.Company, "company")
	if volunteer == nil || company == nil {
		return nil
	}
	eng, err := tx.FindFirstRecordByFilter("engagements", "company = {:c} && volunteer = {:v} && opportunity_title = {:t}",
		dbx.Params{"c": company.Id, "v": volunteer.Id, "t": d.Title})
	if err != nil {
		return nil // the application was not accepted (a real user's data)
	}
	if eng.GetString("status") != engagements.StatusCompleted {
		accepted := time.Now().UTC().AddDate(0, 0, -d.DaysAgo)
		eng.Set("accepted_at", accepted)
		if err := tx.Save(eng); err != nil {
			return err
		}
		if _, err := tx.DB().Delete("hour_entries", dbx.HashExp{"engagement": eng.Id}).Execute(); err != nil {
			return err
		}
		for _, h := range d.Hours {
			day := accepted.AddDate(0, 0, h.Day)
			if err := saveDemoRecord(tx, "hour_entries", map[string]any{
				"engagement": eng.Id, "volunteer": volunteer.Id, "company": company.Id,
				"date": day.Format(time.DateOnly), "hours": h.Hours, "description": h.Text,
				"status": engagements.EntryApproved, "decided_at": day.AddDate(0, 0, 1),
			}); err != nil {
				return fmt.Errorf("demo hours: %w", err)
			}
		}
		if err := seedDemoScope(tx, eng, company, accepted); err != nil {
			return fmt.Errorf("demo scope: %w", err)
		}
		if _, err := engagements.CompleteRecord(tx, eng); err != nil {
			return fmt.Errorf("demo engagement: %w", err)
		}
		if eng, err = tx.FindRecordById("engagements", eng.Id); err != nil {
			return err
		}
	}
	if n, _ := tx.CountRecords("reviews", dbx.HashExp{"engagement": eng.Id}); n > 0 {
		return nil
	}
	for _, r := range []struct {
		side, author string
		rating       int
		text         string
	}{
		{"volunteer", volunteer.Id, d.VolunteerRating, d.VolunteerText},
		{"company", company.Id, d.CompanyRating, d.CompanyText},
	} {
		if err := saveDemoRecord(tx, "reviews", map[string]any{
			"engagement": eng.Id, "author_side": r.side, "author": r.author,
			"volunteer": volunteer.Id, "company": company.Id,
			"volunteer_name": eng.GetString("volunteer_name"), "company_name": eng.GetString("company_name"),
			"opportunity_title": eng.GetString("opportunity_title"), "rating": r.rating, "text": r.text,
		}); err != nil {
			return fmt.Errorf("demo review: %w", err)
		}
	}
	_, err = reviews.Publish(tx, eng)
	return err
}

// newDemoRecord is saveDemoRecord returning the record.
func newDemoRecord(tx core.App, collection string, fields map[string]any) (*core.Record, error) {
	c, err := tx.FindCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(c)
	for k, v := range fields {
		r.Set(k, v)
	}
	return r, tx.Save(r)
}

// demoScope is the demo engagement's agreed scope: its goal and two
// milestones, both signed off with a public deliverable the volunteer
// shows in her portfolio (so the certificate carries them as evidence).
var demoScope = struct {
	Goal       string
	Hours      float64
	Milestones []struct {
		Title, Done, Link, Note string
		Due                     int // days after acceptance
	}
}{
	Goal:  "Let two clinics share one booking calendar without double bookings, and hand the service over to the team.",
	Hours: 4,
	Milestones: []struct {
		Title, Done, Link, Note string
		Due                     int
	}{
		{"Calendar sync service", "Two test clinics see each other's bookings within a minute, without double bookings.",
			"https://example.com/medisync/calendar-sync", "The sync service with its tests; time zones and daylight saving handled.", 17},
		{"Handover documentation", "The team can run and change the service without help.",
			"https://example.com/medisync/calendar-sync/docs", "Runbook, architecture notes and a walkthrough recording.", 24},
	},
}

// seedDemoScope gives the demo engagement eng (accepted on accepted) its
// agreed scope and signed-off milestones, as the scope routes leave them.
func seedDemoScope(tx core.App, eng, company *core.Record, accepted time.Time) error {
	if n, _ := tx.CountRecords("scope_versions", dbx.HashExp{"engagement": eng.Id}); n > 0 {
		return nil
	}
	d := demoScope
	plan := make([]map[string]any, 0, len(d.Milestones))
	for i, m := range d.Milestones {
		due := accepted.AddDate(0, 0, m.Due)
		r, err := newDemoRecord(tx, "milestones", map[string]any{
			"engagement": eng.Id, "volunteer": eng.GetString("volunteer"), "company": company.Id, "position": i,
			"title": m.Title, "done_means": m.Done, "due": due.Format(time.DateOnly), "status": "signed_off",
			"link": m.Link, "note": m.Note, "publish": true, "submitted_at": due.AddDate(0, 0, -1),
			"signed_off_at": due, "signed_off_by": company.Id,
		})
		if err != nil {
			return err
		}
		plan = append(plan, map[string]any{"id": r.Id, "title": m.Title, "done_means": m.Done, "due": due.Format(time.DateOnly)})
	}
	return saveDemoRecord(tx, "scope_versions", map[string]any{
		"engagement": eng.Id, "version": 1, "status": "agreed", "goal": d.Goal, "hours_per_week": d.Hours,
		"milestones": plan, "proposed_side": "company", "proposed_by": company.Id,
		"answered_by": eng.GetString("volunteer"), "answered_at": accepted.AddDate(0, 0, 2),
	})
}
