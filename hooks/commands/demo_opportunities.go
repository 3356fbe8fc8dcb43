package commands

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/billing"
	"voluntech/hooks/opportunities"
)

// demoOpportunity is one opportunity a demo company posts.
type demoOpportunity struct {
	Company, Title, Category, Status string
	Hours, Months                    int
	Remote                           bool
	City, Country                    string
	Experience, Qualification        string
	Description                      string
	Skills                           []string
}

var demoOpportunities = []demoOpportunity{
	{Company: "greenbyte", Title: "Frontend developer for the energy dashboard", Category: "Web Development", Status: "open",
		Hours: 3, Months: 3, Remote: true, Experience: "A year of React", Qualification: "None required",
		Description: "Help us rebuild the charts of our energy dashboard in React so café owners see at a glance where power is wasted.",
		Skills:      []string{"React", "TypeScript", "Accessibility"}},
	{Company: "greenbyte", Title: "Data analyst for pilot results", Category: "Data and Analytics", Status: "open",
		Hours: 2, Months: 2, City: "London", Country: "GB", Experience: "Some SQL and Python",
		Description: "Turn six months of sensor readings from our pilot sites into a clear report on the savings each site made.",
		Skills:      []string{"Python", "SQL", "Power BI"}},
	{Company: "greenbyte", Title: "UX researcher for the self-install kit", Category: "UI/UX Design", Status: "draft",
		Hours: 2, Months: 1, Remote: true,
		Description: "Interview a handful of shop owners while they install our kit and tell us where they get stuck.",
		Skills:      []string{"User research", "Prototyping"}},
	{Company: "medisync", Title: "Product designer for appointment reminders", Category: "UI/UX Design", Status: "open",
		Hours: 4, Months: 2, Remote: true, Experience: "A portfolio of mobile flows",
		Description: "Design the screens clinics use to set up text reminders, in Arabic and English.",
		Skills:      []string{"Figma", "Prototyping", "User research"}},
	{Company: "medisync", Title: "Backend developer for calendar sharing", Category: "Software Development", Status: "open",
		Hours: 3, Months: 4, City: "Amman", Country: "JO", Experience: "Node.js or Go APIs",
		Description: "Build the service that keeps the calendars of several clinics in step without double bookings.",
		Skills:      []string{"Node.js", "SQL", "TypeScript"}},
}

// demoApplications are the demo volunteers' applications: who applied to
// which company's opportunity (by title) and the stages it went through.
var demoApplications = []struct {
	Volunteer, Company, Title, Note string
	Stages                          []string
}{
	{"lina.dev", "greenbyte", "Frontend developer for the energy dashboard", "I build accessible React dashboards and would love to help.",
		[]string{opportunities.StageApplied, opportunities.StageInReview}},
	{"marta.data", "greenbyte", "Data analyst for pilot results", "Reports like this are what I do every day; happy to help on weekends.",
		[]string{opportunities.StageApplied}},
	{"sam.designs", "medisync", "Product designer for appointment reminders", "I designed reminder flows for a dental chain last year.",
		[]string{opportunities.StageApplied}},
	// Accepted, so it becomes the demo engagement (demo_activity.go).
	{"lina.dev", "medisync", "Backend developer for calendar sharing", "I have built booking APIs in Node.js and Go and can start next week.",
		[]string{opportunities.StageApplied, opportunities.StageInReview, opportunities.StageAccepted}},
}

// seedDemoOpportunities posts the demo companies' opportunities that do not
// exist yet (an open one becomes a draft when the plan has no room left)
// and the demo volunteers' applications that do not exist yet.
func seedDemoOpportunities(tx core.App) error {
	for _, d := range demoOpportunities {
		company := demoUserNamed(tx, d.Company, "company")
		if company == nil {
			continue
		}
		if n, _ := tx.CountRecords("opportunities", dbx.HashExp{"company": company.Id, "title": d.Title}); n > 0 {
			continue
		}
		category, err := demoLookup(tx, "volunteer_category", d.Category)
		if err != nil {
			return err
		}
		status := d.Status
		if status == opportunities.StatusOpen {
			limit, _, err := billing.LiveOpportunityLimit(tx, company.Id)
			if err != nil {
				return err
			}
			if live, err := opportunities.LiveCount(tx, company.Id, ""); err != nil || live >= limit {
				status = opportunities.StatusDraft
			}
		}
		fields := map[string]any{
			"company": company.Id, "title": d.Title, "category": category, "status": status,
			"hours_per_day": d.Hours, "duration_months": d.Months, "remote": d.Remote, "city": d.City,
			"experience": d.Experience, "qualification": d.Qualification, "description": d.Description,
			"skills": d.Skills, "expires_at": time.Now().UTC().AddDate(0, 2, 0),
		}
		if d.Country != "" {
			if fields["country"], err = demoLookup(tx, "country", d.Country); err != nil {
				return err
			}
		}
		if err := saveDemoRecord(tx, "opportunities", fields); err != nil {
			return fmt.Errorf("demo opportunity %q: %w", d.Title, err)
		}
	}
	return seedDemoApplications(tx)
}

func seedDemoApplications(tx core.App) error {
	c, err := tx.FindCollectionByNameOrId("applications")
	if err != nil {
		return err
	}
	for _, d := range demoApplications {
		volunteer, company := demoUserNamed(tx, d.Volunteer, "volunteer"), demoUserNamed(tx, d.Company, "company")
		if volunteer == nil || company == nil {
			continue
		}
		opp, err := tx.FindFirstRecordByFilter("opportunities", "company = {:c} && title = {:t}", dbx.Params{"c": company.Id, "t": d.Title})
		if err != nil || opp.GetString("status") != opportunities.StatusOpen {
			continue
		}
		var n int
		if _ = opportunities.AppliedQuery(tx, opp.Id, volunteer.Id).Row(&n); n > 0 {
			continue
		}
		var companyName string
		_ = tx.DB().Select("company_name").From("company_profiles").
			Where(dbx.HashExp{"user": opp.GetString("company")}).Row(&companyName)
		r := core.NewRecord(c)
		r.Set("opportunity", opp.Id)
		r.Set("volunteer", volunteer.Id)
		r.Set("company", opp.GetString("company"))
		r.Set("opportunity_title", opp.GetString("title"))
		r.Set("company_name", companyName)
		r.Set("note", d.Note)
		// One save per stage: the application hooks keep the history.
		for _, stage := range d.Stages {
			r.Set("stage", stage)
			if err := tx.Save(r); err != nil {
				return fmt.Errorf("demo application of %s: %w", d.Volunteer, err)
			}
		}
	}
	return nil
}

// demoUserNamed is the demo user with that username and role (nil when the
// demo address belongs to a real user or to nobody).
func demoUserNamed(tx core.App, username, role string) *core.Record {
	for _, d := range demoUsers {
		if d.Username != username {
			continue
		}
		return demoUserAt(tx, d.Email, username, role)
	}
	return nil
}
