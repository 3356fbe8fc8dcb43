package opportunities_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

const (
	oppBoth = "oppboth00000001" // asks for two of vera's skills
	oppNone = "oppnone00000001" // asks for nothing, the newest
)

// forDiscover: vera's skills are react, Figma and Cobol; besides base's
// oppOpen (Go, React) and oppGlobex (Figma), oppBoth asks for REACT, figma
// and Rust and oppNone for nothing. Creation times are spread so "newest"
// is well defined: oppOpen, oppGlobex, oppBoth, oppNone.
func forDiscover(t testing.TB, app *tests.TestApp) {
	withProfiles(t, app)
	testutil.CreateOpportunity(t, app, oppBoth, testutil.CompanyID, map[string]any{"title": "Both", "skills": []string{"REACT", "figma", "Rust"}})
	testutil.CreateOpportunity(t, app, oppNone, testutil.OtherCompanyID, map[string]any{"title": "Nothing asked"})
	t0 := time.Now().UTC().Add(-time.Hour)
	for i, id := range []string{oppOpen, oppGlobex, oppBoth, oppNone} {
		at := t0.Add(time.Duration(i) * time.Minute).Format("2006-01-02 15:04:05.000Z")
		if _, err := app.DB().Update("opportunities", dbx.Params{"created": at}, dbx.HashExp{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
}

// discovered checks the order of the items and each one's matching skills.
func discovered(want ...string) testutil.AfterFunc {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		t.Helper()
		var body struct {
			Items []struct {
				ID          string   `json:"id"`
				Matching    []string `json:"matching"`
				CompanyName string   `json:"company_name"`
			} `json:"items"`
		}
		testutil.DecodeResponse(t, res, &body)
		var got []string
		for _, it := range body.Items {
			got = append(got, it.ID+":"+strings.Join(it.Matching, ","))
			if it.CompanyName == "" || it.Matching == nil {
				t.Errorf("%s lacks its extras", it.ID)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("items = %v\nwant    %v", got, want)
		}
	}
}

func TestDiscover(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/volunteer/discover"
	get := func(name, query, token string, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: url + query, Headers: testutil.Auth(token),
			ExpectedStatus: status, ExpectedContent: want, ExpectedEvents: testutil.NoEvents}
	}
	enriched := func(s tests.ApiScenario, n int, check testutil.AfterFunc) tests.ApiScenario {
		s.ExpectedEvents = map[string]int{"*": 0, "OnRecordEnrich": n}
		s.AfterTestFunc = check
		return s
	}
	badLimit := []string{`"limit":{"code":"validation_out_of_range","message":"` + opportunities.MsgDiscoverMax + `"`}
	testutil.Run(t, with(forDiscover), []tests.ApiScenario{
		enriched(get("most matching skills first, then newest; unmatched ones last", "", tok.Volunteer, 200,
			`"matching":["react","Figma"]`, `"application":{"id":"`+appVera+`","stage":"applied"}`, `"favorite":"`+favoriteVera+`"`),
			4, discovered(oppBoth+":react,Figma", oppGlobex+":Figma", oppOpen+":react", oppNone+":")),
		enriched(get("limit", "?limit=2", tok.Volunteer, 200, `"items":[`), 2, discovered(oppBoth+":react,Figma", oppGlobex+":Figma")),
		enriched(get("a volunteer without skills sees the newest", "", tok.OtherVolunteer, 200, `"matching":[]`),
			4, discovered(oppNone+":", oppBoth+":", oppGlobex+":", oppOpen+":")),
		get("a limit of 0", "?limit=0", tok.Volunteer, 400, badLimit...),
		get("a limit over 20", "?limit=21", tok.Volunteer, 400, badLimit...),
		get("a limit that is no number", "?limit=six", tok.Volunteer, 400, badLimit...),
		get("a guest is asked to sign in", "", "", 401, `"status":401`),
		get("a company may not", "", tok.Company, 403, `"status":403`),
		get("nor a superadmin", "", tok.Superadmin, 403, `"status":403`),
		get("an unverified volunteer may not", "", testutil.UnverifiedVolunteerToken(t), 403, auth.MsgVerifyFirst),
	})
}

func TestMatching(t *testing.T) {
	got := opportunities.Matching([]string{"React", "go", "react", "SQL"}, []string{" GO ", "react", "Rust"})
	if !reflect.DeepEqual(got, []string{"React", "go"}) {
		t.Errorf("Matching = %v", got)
	}
	if got := opportunities.Matching(nil, []string{"Go"}); got == nil || len(got) != 0 {
		t.Errorf("Matching without skills = %#v, want an empty list", got)
	}
}
