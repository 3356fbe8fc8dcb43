package reviews_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const reviewsURL = "/api/collections/reviews/records"

type role struct {
	who     string
	headers map[string]string
}

func roles(t *testing.T) []role {
	tok := testutil.UserTokens(t)
	return []role{
		{"guest", nil}, {"volunteer", testutil.Auth(tok.Volunteer)}, {"other volunteer", testutil.Auth(tok.OtherVolunteer)},
		{"company owner", testutil.Auth(tok.Company)}, {"team member", testutil.Auth(testutil.MemberToken(t))},
		{"other company", testutil.Auth(tok.OtherCompany)}, {"superadmin", testutil.Auth(tok.Superadmin)},
	}
}

// Who reads reviews through the records API (realtime follows the same
// rules): an unpublished review only its own side (never the reviewed side)
// and superadmins; a published one everyone; a hidden one its own side and
// superadmins. victor's published review of globex is always there.
func TestReviewReadRules(t *testing.T) {
	cases := []struct {
		state   string
		setup   []review
		id      string
		readers map[string]bool // who sees the review id
	}{
		{"vera's unpublished review", []review{veraReview, victorReview}, revVera,
			map[string]bool{"volunteer": true, "superadmin": true}},
		{"acme's unpublished review (by mia)", []review{acmeReview, victorReview}, revAcme,
			map[string]bool{"company owner": true, "team member": true, "superadmin": true}},
		{"published reviews", []review{published(veraReview), published(acmeReview), victorReview}, revVera,
			map[string]bool{"guest": true, "volunteer": true, "other volunteer": true, "company owner": true,
				"team member": true, "other company": true, "superadmin": true}},
		{"a hidden review", []review{hidden(acmeReview), victorReview}, revAcme,
			map[string]bool{"company owner": true, "team member": true, "superadmin": true}},
	}
	var sc []tests.ApiScenario
	for _, c := range cases {
		factory := with(addReviews(c.setup...))
		for _, r := range roles(t) {
			total := 1 // victor's published review
			for _, rv := range c.setup {
				if rv.id == revVictor {
					continue
				}
				if c.readers[r.who] || (rv.published && !rv.hidden) {
					total++
				}
			}
			sc = append(sc, tests.ApiScenario{Name: c.state + ": " + r.who + " lists", Method: http.MethodGet, URL: reviewsURL,
				Headers: r.headers, ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + strconv.Itoa(total)},
				ExpectedEvents: testutil.Listed(total), TestAppFactory: factory})
			if c.readers[r.who] {
				sc = append(sc, tests.ApiScenario{Name: c.state + ": " + r.who + " views", Method: http.MethodGet,
					URL: reviewsURL + "/" + c.id, Headers: r.headers, ExpectedStatus: 200,
					ExpectedContent: []string{`"id":"` + c.id + `"`}, ExpectedEvents: testutil.Viewed, TestAppFactory: factory})
			} else {
				sc = append(sc, tests.ApiScenario{Name: c.state + ": " + r.who + " cannot view", Method: http.MethodGet,
					URL: reviewsURL + "/" + c.id, Headers: r.headers, ExpectedStatus: 404, ExpectedContent: testutil.Status(404),
					ExpectedEvents: testutil.NoEvents, TestAppFactory: factory})
			}
		}
	}
	testutil.Run(t, base, sc)
}

// Nobody writes reviews or reports through the records API: the routes
// decide.
func TestReviewWriteRules(t *testing.T) {
	factory := with(addReviews(veraReview))
	var sc []tests.ApiScenario
	for _, r := range roles(t) {
		for _, w := range []struct{ method, url, body string }{
			{http.MethodPost, reviewsURL, `{"engagement":"` + testutil.EngVera + `","author_side":"company","volunteer":"` +
				testutil.VolunteerID + `","company":"` + testutil.CompanyID + `","rating":1}`},
			{http.MethodPatch, reviewsURL + "/" + revVera, `{"published":true}`},
			{http.MethodDelete, reviewsURL + "/" + revVera, ``},
			{http.MethodPost, "/api/collections/review_reports/records", `{"review":"` + revVera + `","reason":"x","status":"open"}`},
			{http.MethodGet, "/api/collections/review_reports/records", ``},
		} {
			sc = append(sc, tests.ApiScenario{Name: r.who + " " + w.method + " " + w.url, Method: w.method, URL: w.url,
				Headers: r.headers, Body: strings.NewReader(w.body), ExpectedStatus: 403, ExpectedContent: testutil.Status(403),
				ExpectedEvents: testutil.NoEvents, TestAppFactory: factory,
				AfterTestFunc: testutil.All(testutil.ExpectCount("reviews", nil, 1), expectReview(revVera, "published", false))})
		}
	}
	testutil.Run(t, base, sc)
}

// The team member who wrote a company's review reaches no client: the
// public pages show the company, so author (and replied_by) are hidden,
// from the answer and from filters alike.
func TestReviewAuthorHidden(t *testing.T) {
	factory := with(addReviews(published(acmeReview), victorReview))
	var sc []tests.ApiScenario
	for _, r := range roles(t) {
		sc = append(sc,
			tests.ApiScenario{Name: r.who + " lists without author", Method: http.MethodGet, URL: reviewsURL, Headers: r.headers,
				ExpectedStatus: 200, ExpectedContent: []string{`"id":"` + revAcme + `"`, `"author_side":"company"`},
				NotExpectedContent: []string{`"author":`, `"replied_by":`, testutil.MemberID},
				ExpectedEvents:     testutil.Listed(2), TestAppFactory: factory},
			tests.ApiScenario{Name: r.who + " views without author", Method: http.MethodGet, URL: reviewsURL + "/" + revAcme, Headers: r.headers,
				ExpectedStatus: 200, NotExpectedContent: []string{`"author":`, testutil.MemberID},
				ExpectedEvents: testutil.Viewed, TestAppFactory: factory},
			tests.ApiScenario{Name: r.who + " cannot filter by author", Method: http.MethodGet,
				URL: reviewsURL + "?filter=" + url.QueryEscape(`author="`+testutil.MemberID+`"`), Headers: r.headers,
				ExpectedStatus: 400, NotExpectedContent: []string{revAcme}, ExpectedEvents: testutil.NoEvents, TestAppFactory: factory},
		)
	}
	testutil.Run(t, base, sc)
}
