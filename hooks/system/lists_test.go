package system_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// get is a superadmin GET scenario on the world.
func get(t *testing.T, name, url string, status int, want []string, notWant ...string) tests.ApiScenario {
	return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: url, Headers: admin(t),
		ExpectedStatus: status, ExpectedContent: want, NotExpectedContent: notWant}
}

func TestListVolunteers(t *testing.T) {
	const url = "/api/system/volunteers"
	// An unverified volunteer, and accounts closed this month (2) and last
	// month (1), plus a company closed this month that does not count.
	more := testutil.Then(world, func(t testing.TB, app *tests.TestApp) {
		testutil.CreateUnverifiedVolunteer(t, app)
		c, err := app.FindCollectionByNameOrId("account_deletions")
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now().UTC()
		lastMonth := time.Date(now.Year(), now.Month(), 1, 12, 0, 0, 0, time.UTC).AddDate(0, -1, 0)
		for _, d := range []struct {
			role string
			at   time.Time
		}{{"volunteer", now}, {"volunteer", now}, {"volunteer", lastMonth}, {"company", now}} {
			r := core.NewRecord(c)
			r.Set("role", d.role)
			if err := app.Save(r); err != nil {
				t.Fatal(err)
			}
			// created is an autodate: set it afterwards.
			if _, err := app.DB().Update("account_deletions", dbx.Params{"created": d.at.Format("2006-01-02 15:04:05.000Z")},
				dbx.HashExp{"id": r.Id}).Execute(); err != nil {
				t.Fatal(err)
			}
		}
	})
	swDev := testutil.LookupOf(t, "volunteer_category", "Software Development")
	s := []tests.ApiScenario{
		get(t, "summary and list", url, 200, []string{
			`"summary":{"total":3,"partners":1,"unverified":1,"cancelled_this_month":2,"cancelled_last_month":1,"cancelled_change_percent":100}`,
			`"page":1,"perPage":10,"totalItems":3,"totalPages":1`,
			`{"id":"volunteer000001","username":"vera","name":"First vera Last","email":"vera@example.com","category_name":"Software Development","area":"Quantum Basket Weaving","city":"Leeds","status":"Active","created":"`,
			`"username":"victor","name":"First victor Last","email":"victor@example.com","category_name":"Software Development","area":"","city":"","status":"Incomplete"`,
			`"username":"ursula"`, `"status":"Unverified"`}, `"acme"`, `"sally"`),
		get(t, "search by city", url+"?q=leeds", 200, []string{`"totalItems":1`, `"username":"vera"`}, `"victor"`),
		get(t, "category filter", url+"?category="+swDev+"&q=vic", 200, []string{`"totalItems":1`, `"username":"victor"`}),
		get(t, "another category", url+"?category=nosuchcategory0", 200, []string{`"totalItems":0`, `"items":[]`}),
		get(t, "bad page", url+"?page=-1", 400, []string{`"page":{"code":"validation_invalid_value"`}),
	}
	for i := range s {
		s[i].TestAppFactory = more
	}
	run(t, s)
	run(t, []tests.ApiScenario{get(t, "no closed accounts last month: no change to report", url, 200,
		[]string{`"cancelled_this_month":0,"cancelled_last_month":0,"cancelled_change_percent":null`})})
}

func TestListCompanies(t *testing.T) {
	const url = "/api/system/companies"
	run(t, []tests.ApiScenario{
		get(t, "plan, status and live opportunities", url, 200, []string{`"totalItems":2`,
			`{"id":"company00000001","username":"acme","company_name":"Acme Ltd","email":"acme@example.com","plan":"starter","interval":"month","subscription_status":"active","live_opportunities":1,"team_members":1,"created":"`,
			// globex's only open opportunity has expired.
			`{"id":"company00000002","username":"globex","company_name":"Globex Ltd","email":"globex@example.com","plan":"essential","interval":"year","subscription_status":"past_due","live_opportunities":0,"team_members":1,"created":"`},
			`"vera"`),
		get(t, "search by company name", url+"?q=GLOBEX%20l", 200, []string{`"totalItems":1`, `"username":"globex"`}, `"acme"`),
		get(t, "perPage 0", url+"?perPage=0", 400, []string{`"perPage":{"code":"validation_invalid_value"`}),
	})
}

func TestListApplicationsAndPayments(t *testing.T) {
	run(t, []tests.ApiScenario{
		get(t, "applications with their stage", "/api/system/applications", 200, []string{`"totalItems":1`,
			`{"id":"application0001","stage":"applied","opportunity_id":"opportunity0001","opportunity_title":"Build a website","company_name":"Acme Ltd","volunteer_username":"vera","volunteer_name":"First vera Last","created":"`}),
		get(t, "applications by stage", "/api/system/applications?stage=accepted", 200, []string{`"totalItems":0`}),
		get(t, "applications by volunteer name", "/api/system/applications?q=vera%20last", 200, []string{`"totalItems":1`}),
		get(t, "unknown stage", "/api/system/applications?stage=hired", 400, []string{`"stage":{"code":"validation_invalid_value"`}),
		get(t, "payments: failed first, amounts in pounds", "/api/system/payments", 200, []string{`"totalItems":2`,
			`"items":[{"id":"subscription002","company_id":"company00000002","company_username":"globex","company_name":"Globex Ltd","plan":"essential","interval":"year","status":"past_due","amount":990,"currency":"GBP","current_period_end":"","cancel_at_period_end":false,"updated":"`,
			`{"id":"subscription001","company_id":"company00000001","company_username":"acme","company_name":"Acme Ltd","plan":"starter","interval":"month","status":"active","amount":49,"currency":"GBP"`}),
		get(t, "payments page 2 of 1 per page", "/api/system/payments?perPage=1&page=2", 200, []string{`"totalPages":2`, `"id":"subscription001"`}, `"subscription002"`),
		get(t, "payments bad page", "/api/system/payments?page=1.5", 400, []string{`"page":{`}),
	})
}

func TestOpportunities(t *testing.T) {
	const url = "/api/system/opportunities"
	closeURL := url + "/" + OpenOppID + "/close"
	post := func(name, url string, body any, status int, want ...string) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: http.MethodPost, URL: url, Headers: admin(t), Body: testutil.JSONBody(body),
			ExpectedStatus: status, ExpectedContent: want}
		if status != 200 {
			s.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if o, _ := app.FindRecordById("opportunities", OpenOppID); o == nil || o.GetString("status") != "open" || o.GetString("closed_reason") != "" {
					t.Error("the opportunity changed")
				}
				if testutil.FlushMail(t, app) != 0 {
					t.Error("mail sent")
				}
			}
		}
		return s
	}
	closed := post("a superadmin closes an opportunity and its company is told why", closeURL, map[string]any{"reason": "  Asks for payment from volunteers.  "}, 200,
		`"id":"opportunity0001","title":"Build a website","status":"closed","company_id":"company00000001","company_username":"acme","company_name":"Acme Ltd","applicants":1`,
		`"closed_reason":"Asks for payment from volunteers."`)
	// The opportunity and the owner's notification.
	closed.ExpectedEvents = testutil.RequestEvents(1, 1)
	closed.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		o, _ := app.FindRecordById("opportunities", OpenOppID)
		if o.GetString("status") != "closed" || o.GetString("closed_reason") != "Asks for payment from volunteers." {
			t.Errorf("opportunity %v", o.FieldsData())
		}
		if n := testutil.FlushMail(t, app); n != 1 {
			t.Fatalf("mails = %d", n)
		}
		msg := app.TestMailer.LastMessage()
		if msg.To[0].Address != "acme@example.com" || !strings.Contains(msg.Subject, "Build a website") ||
			!strings.Contains(msg.Text, "Reason: Asks for payment from volunteers.") ||
			!strings.Contains(msg.Text, testutil.TestAppURL+"/company/opportunities?id="+OpenOppID) {
			t.Errorf("mail to %v %q:\n%s", msg.To, msg.Subject, msg.Text)
		}
	}
	alreadyClosed := post("an opportunity closed already", url+"/"+DraftOppID+"/close", map[string]any{"reason": "x"}, 400, "This opportunity is already closed.")
	alreadyClosed.TestAppFactory = testutil.Then(world, func(t testing.TB, app *tests.TestApp) {
		o, _ := app.FindRecordById("opportunities", DraftOppID)
		o.Set("status", "closed")
		if err := app.Save(o); err != nil {
			t.Fatal(err)
		}
	})

	run(t, []tests.ApiScenario{
		get(t, "every opportunity with its company", url, 200, []string{`"totalItems":3`,
			`{"id":"opportunity0001","title":"Build a website","status":"open","company_id":"company00000001","company_username":"acme","company_name":"Acme Ltd","applicants":1,"interviews":0,"expires_at":"`,
			`"title":"Old task","status":"open","company_id":"company00000002"`, `"title":"Write docs","status":"draft"`}),
		get(t, "by status and company", url+"?status=draft&q=acme", 200, []string{`"totalItems":1`, `"title":"Write docs"`}),
		get(t, "unknown status", url+"?status=live", 400, []string{`"status":{"code":"validation_invalid_value"`}),
		closed, alreadyClosed,
		post("no reason", closeURL, map[string]any{}, 400, `"reason":{"code":"validation_required","message":"Please give the reason for closing it."}`),
		post("reason too long", closeURL, map[string]any{"reason": strings.Repeat("r", 501)}, 400, `"reason":{"code":"validation_length_too_long"`),
		post("reason not text", closeURL, map[string]any{"reason": 5}, 400, `"reason":{"code":"validation_invalid_type"`),
		post("unknown opportunity", url+"/nosuchopportuni/close", map[string]any{"reason": "x"}, 404, `"status":404`),
	})
}
