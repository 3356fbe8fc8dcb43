package opportunities_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

// withProfiles: vera has a city, a photo and skills; acme has a logo and
// its open opportunity a country; vera saved acme's open opportunity.
func withProfiles(t testing.TB, app *tests.TestApp) {
	p := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	photo, _ := filesystem.NewFileFromBytes(testutil.PNGBytes(8, false), "vera.png")
	p.Set("city", "Leeds")
	p.Set("photo", photo)
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	for i, s := range []string{"react", "Figma", "Cobol"} {
		testutil.AddEntry(t, app, "skills", testutil.VolunteerProfileID, map[string]any{"name": s, "level": "Advanced", "sort": i})
	}
	cp, err := app.FindRecordById("company_profiles", testutil.CompanyProfileID)
	if err != nil {
		t.Fatal(err)
	}
	logo, _ := filesystem.NewFileFromBytes(testutil.PNGBytes(8, false), "acme.png")
	cp.Set("logo", logo)
	if err := app.Save(cp); err != nil {
		t.Fatal(err)
	}
	o := testutil.Opportunity(t, app, oppOpen)
	o.Set("country", testutil.Lookup(t, app, "country", "GB"))
	if err := app.Save(o); err != nil {
		t.Fatal(err)
	}
	withApplicants(t, app)
}

func TestEnrich(t *testing.T) {
	tok := testutil.UserTokens(t)
	viewed := map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1}
	listed := func(n int) map[string]int {
		return map[string]int{"*": 0, "OnRecordsListRequest": 1, "OnRecordEnrich": n}
	}
	view := func(name, url, token string, want, notWant []string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: url, Headers: testutil.Auth(token), ExpectedStatus: 200,
			ExpectedContent: want, NotExpectedContent: notWant, ExpectedEvents: viewed}
	}
	opp := oppURL + "/" + oppOpen
	app := appURL + "/" + appVera
	public := []string{`"company_name":"Acme Ltd"`, `"company_username":"acme"`, `"company_logo":"/api/files/company_profiles/` + testutil.CompanyProfileID + `/acme`,
		`"category_name":"`, `"country_name":"United Kingdom`}
	applicant := []string{`"applicant":{"id":"` + testutil.VolunteerID + `","username":"vera","name":"First vera Last","city":"Leeds","country_name":"United Kingdom`,
		`"photo":"/api/files/volunteer_profiles/` + testutil.VolunteerProfileID + `/vera`, `"skills":["react","Figma","Cobol"]`, `"opportunity_status":"open"`}
	private := []string{"vera@example.com", "acme@example.com", `"email"`}
	testutil.Run(t, with(withProfiles), []tests.ApiScenario{
		view("a guest sees the public extras only", opp, "", public, append([]string{`"application"`, `"favorite"`}, private...)),
		view("vera sees her application and favourite", opp, tok.Volunteer,
			append([]string{`"application":{"id":"` + appVera + `","stage":"applied"}`, `"favorite":"` + favoriteVera + `"`}, public...), private),
		view("victor sees his own application", opp, tok.OtherVolunteer,
			[]string{`"application":{"id":"` + appVictor + `","stage":"interview"}`, `"favorite":""`}, private),
		view("a volunteer who has not applied", oppURL+"/"+oppGlobex, tok.Volunteer,
			[]string{`"application":null`, `"favorite":""`, `"company_name":"Globex Ltd"`, `"company_logo":""`, `"country_name":""`}, private),
		view("the company sees no volunteer extras", opp, tok.Company, public, []string{`"application"`, `"favorite"`}),
		view("the company sees the applicant", app, tok.Company, applicant, private),
		view("a superadmin sees the applicant", app, tok.Superadmin, applicant, private),
		view("vera sees herself and the opportunity's status", app, tok.Volunteer, applicant, private),
		{Name: "a guest sees no applications", Method: http.MethodGet, URL: appURL, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{"applicant", "Leeds"},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordsListRequest": 1}},
		{Name: "a guest cannot view one", Method: http.MethodGet, URL: app, ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}, ExpectedEvents: testutil.NoEvents},
		{Name: "another company cannot view one", Method: http.MethodGet, URL: app, Headers: testutil.Auth(tok.OtherCompany), ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}, ExpectedEvents: testutil.NoEvents},
		{Name: "the company lists its applicants", Method: http.MethodGet, URL: appURL + "?filter=" + "opportunity%3D%22" + oppOpen + "%22",
			Headers: testutil.Auth(tok.Company), ExpectedStatus: 200, ExpectedEvents: listed(3),
			ExpectedContent: []string{`"totalItems":3`, `"username":"victor"`, `"username":"vera"`}, NotExpectedContent: private},
		{Name: "a guest lists public opportunities with their extras", Method: http.MethodGet, URL: oppURL + "?sort=-created",
			ExpectedStatus: 200, ExpectedEvents: listed(2), ExpectedContent: append([]string{`"totalItems":2`}, public...),
			NotExpectedContent: []string{"Secret draft", "Too late", "On hold", "All done"}},
	})
}

// TestListsEnrichAsViews: a list reads its cards' facts in bulk
// (opportunities.EnrichList, the records API's list hook); every card
// must carry the same facts as the opportunity's own page, which reads
// its own alone: company name, username and logo, category and country
// names and response time, across companies with and without a logo, a
// country, a profile name and a response time; for a signed-in volunteer
// also their application and favourite, read once for the list.
func TestListsEnrichAsViews(t *testing.T) {
	app := with(withProfiles)(t)
	defer app.Cleanup()
	for i, row := range []struct {
		company        string
		median, sample int
	}{{testutil.CompanyID, 7200, 6}, {testutil.OtherCompanyID, 600, 2}} {
		if _, err := app.NonconcurrentDB().NewQuery(`INSERT INTO company_response_times (id, company, median_seconds, sample, computed_at)
			VALUES ({:id}, {:c}, {:m}, {:s}, '2026-01-01 00:00:00.000Z')`).
			Bind(dbx.Params{"id": fmt.Sprintf("responsetime%03d", i), "c": row.company, "m": row.median, "s": row.sample}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	testutil.SetOnboardingStep(t, app, testutil.CompanyID, wizard.CompanyDone) // its public page lists its opportunities
	extra := testutil.CreateOpportunity(t, app, "oppextraaaaaaaa", testutil.CompanyID, map[string]any{"title": "Second at Acme"})
	extra.Set("country", testutil.Lookup(t, app, "country", "DE"))
	if err := app.Save(extra); err != nil {
		t.Fatal(err)
	}
	h := testutil.Handler(t, app)
	get := func(url, token string, v any) {
		t.Helper()
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, url, nil)
		if token != "" {
			req.Header.Set("Authorization", token)
		}
		h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			t.Fatalf("%s: %d %s", url, rec.Code, rec.Body)
		}
		testutil.DecodeResponse(t, rec.Result(), v)
	}
	// The volunteer's own facts on a card (their application and
	// favourite) are read for the whole list at once: one query on
	// favorites a list, not one a card.
	var mu sync.Mutex
	favoriteReads := 0
	for _, b := range []dbx.Builder{app.ConcurrentDB(), app.NonconcurrentDB()} {
		db := b.(*dbx.DB)
		prev := db.QueryLogFunc
		db.QueryLogFunc = func(_ context.Context, _ time.Duration, q string, _ *sql.Rows, _ error) {
			if strings.Contains(q, "favorites") {
				mu.Lock()
				favoriteReads++
				mu.Unlock()
			}
		}
		defer func() { db.QueryLogFunc = prev }()
	}
	facts := []string{"company_name", "company_username", "company_logo", "category_name", "country_name", "company_response"}
	lists := map[string]string{
		"records API":      oppURL + "?perPage=50",
		"search":           "/api/opportunities/search?perPage=50",
		"company showcase": "/api/directory/companies/acme/opportunities",
	}
	vera := testutil.TokenOf(t, app, testutil.VolunteerID)
	withResponse, without, applied, saved := 0, 0, 0, 0
	for _, reader := range []string{"", vera} {
		for name, url := range lists {
			var list struct{ Items []map[string]any }
			mu.Lock()
			favoriteReads = 0
			mu.Unlock()
			get(url, reader, &list)
			if len(list.Items) < 2 {
				t.Fatalf("%s lists %d opportunities", name, len(list.Items))
			}
			mu.Lock()
			if reader != "" && favoriteReads != 1 {
				t.Errorf("%s: %d reads of the volunteer's favourites for %d cards, want 1", name, favoriteReads, len(list.Items))
			}
			mu.Unlock()
			fields := facts
			if reader != "" {
				fields = append(slices.Clone(facts), "application", "favorite")
			}
			for _, item := range list.Items {
				var own map[string]any
				get(oppURL+"/"+item["id"].(string), reader, &own)
				for _, f := range fields {
					if !reflect.DeepEqual(item[f], own[f]) {
						t.Errorf("%s: %s of %s is %v, its page says %v", name, f, item["id"], item[f], own[f])
					}
				}
				if item["company_response"] != nil {
					withResponse++
				} else {
					without++
				}
				if item["application"] != nil {
					applied++
				}
				if fav, _ := item["favorite"].(string); fav != "" {
					saved++
				}
			}
		}
	}
	if withResponse == 0 || without == 0 {
		t.Errorf("%d cards with a response time, %d without; the data has both", withResponse, without)
	}
	if applied == 0 || saved == 0 {
		t.Errorf("%d cards with the volunteer's application, %d with their favourite; the data has both", applied, saved)
	}
}
