package system_test

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"voluntech/hooks/testutil"
)

// Ids of the world every system test starts from (on top of SeedUsers).
const (
	OpenOppID     = "opportunity0001" // acme, open, expires in 30 days
	DraftOppID    = "opportunity0002" // acme, draft
	ExpiredOppID  = "opportunity0003" // globex, open but expired
	ApplicationID = "application0001" // vera applied to OpenOppID
	VeraEduID     = "education000001"
	AcmeSubID     = "subscription001" // active starter monthly, Stripe
	GlobexSubID   = "subscription002" // past due essential yearly, Stripe
	FavoriteID    = "favorite0000001" // vera's favourite: OpenOppID
	PendingAreaID = "pendingarea0001" // a study area vera proposed
)

// world is an app with SeedUsers and a little of everything: vera's
// finished profile with a photo, an education and a skill, her pending
// study area, acme's and globex's opportunities and subscriptions, vera's
// application and favourite.
func world(t testing.TB) *tests.TestApp {
	t.Helper()
	app := testutil.NewAppWithUsers(t)
	save := func(collection, id string, fields map[string]any) *core.Record {
		t.Helper()
		if id != "" {
			fields = testutil.Merged(fields, map[string]any{"id": id})
		}
		return testutil.SaveRecord(t, app, collection, fields)
	}
	category := testutil.Lookup(t, app, "volunteer_category", "Software Development")
	profile := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	photo, err := filesystem.NewFileFromBytes(testutil.PNGBytes(8, false), "vera.png")
	if err != nil {
		t.Fatal(err)
	}
	profile.Set("photo", photo)
	profile.Set("city", "Leeds")
	profile.Set("partner", testutil.Lookup(t, app, "volunteer_partner", "Coding bootcamp"))
	if err := app.Save(profile); err != nil {
		t.Fatal(err)
	}
	save("lookups", PendingAreaID, map[string]any{"kind": "study_area", "name": "Quantum Basket Weaving",
		"status": "pending", "submitted_by": testutil.VolunteerID})
	save("educations", VeraEduID, map[string]any{"profile": profile.Id, "institution": "Open University", "course": "MBA",
		"area": testutil.Lookup(t, app, "study_area", "Computer Science"), "start_year": 2018, "end_year": 2021})
	save("educations", "", map[string]any{"profile": profile.Id, "institution": "edX", "area": PendingAreaID,
		"start_year": 2022, "current": true})
	save("skills", "", map[string]any{"profile": profile.Id, "name": "Go", "level": "Advanced"})

	opp := func(id, company, title, status string, expires time.Time) {
		save("opportunities", id, map[string]any{"company": company, "title": title, "category": category, "status": status,
			"hours_per_day": 2, "duration_months": 3, "remote": true, "description": "Help us.", "expires_at": expires})
	}
	opp(OpenOppID, testutil.CompanyID, "Build a website", "open", time.Now().AddDate(0, 0, 30))
	opp(DraftOppID, testutil.CompanyID, "Write docs", "draft", time.Now().AddDate(0, 0, 30))
	opp(ExpiredOppID, testutil.OtherCompanyID, "Old task", "open", time.Now().AddDate(0, 0, -1))
	save("applications", ApplicationID, map[string]any{"opportunity": OpenOppID, "volunteer": testutil.VolunteerID,
		"company": testutil.CompanyID, "opportunity_title": "Build a website", "company_name": "Acme Ltd", "stage": "applied"})
	save("favorites", FavoriteID, map[string]any{"user": testutil.VolunteerID, "opportunity": OpenOppID})

	now := time.Now().UTC()
	save("subscriptions", AcmeSubID, map[string]any{"company": testutil.CompanyID, "plan": "starter", "interval": "month",
		"status": "active", "stripe_customer_id": "cus_acme", "stripe_subscription_id": "sub_acme",
		"started_at": now.AddDate(0, -2, 0)})
	save("subscriptions", GlobexSubID, map[string]any{"company": testutil.OtherCompanyID, "plan": "essential", "interval": "year",
		"status": "past_due", "stripe_customer_id": "cus_globex", "stripe_subscription_id": "sub_globex",
		"started_at": now.AddDate(0, -5, 0)})
	return app
}

// caller is one refused caller of a system route.
type caller struct {
	name, token string
	status      int
}

// refused are the callers every system route turns away.
func refused(t testing.TB) []caller {
	tok := testutil.UserTokens(t)
	return []caller{{"guest", "", 401}, {"volunteer", tok.Volunteer, 403}, {"company", tok.Company, 403}}
}

// admin is the superadmin's auth header.
func admin(t testing.TB) map[string]string {
	return testutil.Auth(testutil.UserTokens(t).Superadmin)
}

// run runs the scenarios on fresh worlds (unless a scenario has its own
// factory) with no events expected unless the scenario says otherwise.
func run(t *testing.T, scenarios []tests.ApiScenario) {
	t.Helper()
	for _, s := range scenarios {
		if s.TestAppFactory == nil {
			s.TestAppFactory = world
		}
		if s.ExpectedEvents == nil {
			s.ExpectedEvents = testutil.NoEvents
		}
		s.Test(t)
	}
}

// count is the number of records of collection matching where.
func count(t testing.TB, app core.App, collection string, where dbx.Expression) int64 {
	return testutil.Count(t, app, collection, where)
}
