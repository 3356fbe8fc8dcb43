package commands

import (
	"fmt"
	"image/color"

	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/billing"
	"voluntech/hooks/companies"
)

// demoCompany is the finished onboarding of a demo company.
type demoCompany struct {
	Username, Email                              string
	Stage, TeamSize, Structure, FundType, Source string
	Partner                                      string
	DialCode, Phone, City, Role                  string
	Languages, Tags                              []string
	Website                                      string
	Links                                        []companies.SocialLink
	Description, Progress, FuturePlan            string
	Plan                                         string
	PaidMonths                                   int // how long the plan has been paid for
	Logo                                         color.NRGBA
}

var demoCompanies = []demoCompany{
	{
		Username: "greenbyte", Email: "grace@greenbyte.demo.voluntech.local",
		Stage: "Seed", TeamSize: "6-10", FundType: "Angel investment", Source: "Event or meetup",
		Structure: "Two founders, three engineers and a part-time designer, working remotely across the UK.",
		DialCode:  "44", Phone: "7700900123", City: "London", Role: "Co-founder and CEO",
		Languages: []string{"en"}, Tags: []string{"Climate", "IoT", "Energy"},
		Website: "https://greenbyte.example.com",
		Links: []companies.SocialLink{
			{Network: "linkedin", URL: "https://www.linkedin.com/company/greenbyte-labs-demo"},
			{Network: "github", URL: "https://github.com/greenbyte-demo"},
		},
		Description: "GreenByte Labs builds low-cost sensors and a dashboard that show small businesses where they waste energy.",
		Progress:    "Pilots with 12 cafés and two schools in London; the sensors cut their energy bills by 14% on average.",
		FuturePlan:  "Launch a self-install kit, reach 300 paying sites and open a second pilot city.",
		Plan:        "starter", PaidMonths: 11,
		Logo: color.NRGBA{R: 46, G: 160, B: 67, A: 255},
	},
	{
		Username: "medisync", Email: "omar@medisync.demo.voluntech.local",
		Stage: "Pre-seed", TeamSize: "1-5", FundType: "Self-funded (bootstrapped)", Source: "From partner",
		Partner:   "University incubator",
		Structure: "A founder with a clinical background, one full-stack developer and volunteer advisers.",
		DialCode:  "962", Phone: "791234567", City: "Amman", Role: "Founder",
		Languages: []string{"ar", "en"}, Tags: []string{"Health", "Scheduling"},
		Website: "https://medisync.example.com",
		Links: []companies.SocialLink{
			{Network: "linkedin", URL: "https://www.linkedin.com/company/medisync-demo"},
		},
		Description: "MediSync lets small clinics share appointment calendars and send reminders by text message.",
		Progress:    "A working prototype used by three clinics; missed appointments fell by a fifth.",
		FuturePlan:  "Add Arabic voice reminders, sign 40 clinics and prepare a seed round.",
		Plan:        "essential", PaidMonths: 5,
		Logo: color.NRGBA{R: 25, G: 113, B: 194, A: 255},
	},
}

// completeDemoCompanies finishes the onboarding of demo companies that have
// not finished it, with a free plan; finished ones are left as they are.
func completeDemoCompanies(tx core.App) error {
	for _, d := range demoCompanies {
		user := demoUserAt(tx, d.Email, d.Username, "company")
		if user == nil {
			continue
		}
		profile, err := companies.FindProfile(tx, user.Id)
		if err != nil {
			return fmt.Errorf("demo company %s has no profile: %w", d.Email, err)
		}
		if companies.CurrentStep(user) < companies.StepDone {
			if err := fillDemoProfile(tx, user, profile, d); err != nil {
				return fmt.Errorf("demo company %s: %w", d.Email, err)
			}
		}
		if err := demoSubscription(tx, user, d); err != nil {
			return fmt.Errorf("demo company %s: %w", d.Email, err)
		}
	}
	return nil
}

// demoSubscription gives the company a monthly plan paid since PaidMonths
// ago, so /system's revenue chart has a history to draw. The Stripe ids
// are placeholders: without Stripe keys (the demo's case) no call is made
// with them. A free plan an earlier demo run left becomes this one; any
// other subscription is left as it is.
func demoSubscription(tx core.App, user *core.Record, d demoCompany) error {
	r, err := tx.FindFirstRecordByData("subscriptions", "company", user.Id)
	if err == nil && (r.GetString("status") != billing.StatusFree || r.GetString("stripe_subscription_id") != "" ||
		!r.GetDateTime("started_at").IsZero()) {
		return nil
	}
	if err != nil {
		c, err := tx.FindCollectionByNameOrId("subscriptions")
		if err != nil {
			return err
		}
		r = core.NewRecord(c)
		r.Set("company", user.Id)
	}
	now := time.Now().UTC()
	started := now.AddDate(0, -d.PaidMonths, 0)
	periodEnd := started
	for !periodEnd.After(now) {
		periodEnd = periodEnd.AddDate(0, 1, 0)
	}
	r.Set("plan", d.Plan)
	r.Set("interval", billing.IntervalMonth)
	r.Set("status", "active")
	r.Set("stripe_subscription_id", "sub_demo_"+d.Username)
	r.Set("started_at", started)
	r.Set("current_period_end", periodEnd)
	return tx.Save(r)
}

func fillDemoProfile(tx core.App, user, profile *core.Record, d demoCompany) error {
	lookups := map[string][2]string{
		"company_stage": {"company_stage", d.Stage}, "team_size": {"member_range", d.TeamSize},
		"fund_type": {"fund_type", d.FundType}, "source": {"source", d.Source},
		"partner": {"company_partner", d.Partner},
	}
	err := saveDemoProfile(tx, profile, demoProfile{
		lookups: lookups, languages: d.Languages, imageField: "logo", image: d.Logo,
		initials: demoInitials(profile.GetString("company_name")),
		fields: map[string]any{
			"team_structure": d.Structure, "country_code": d.DialCode, "phone": d.Phone, "city": d.City,
			"role_title": d.Role, "tags": d.Tags, "website": d.Website, "description": d.Description,
			"progress_description": d.Progress, "future_plan": d.FuturePlan,
		},
	})
	if err != nil {
		return err
	}
	return finishDemoWizard(tx, user, d.Links, companies.StepDone)
}
