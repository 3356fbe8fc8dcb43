package pb_migrations_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const (
	acmeLinkID = "acmelink0000001"
	acmeSubID  = "acmesub00000001"
	eventRecID = "stripeevent0001"
)

// appWithBilling adds a social link and a subscription for each company and
// one stored Stripe event.
func appWithBilling(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	saveRecord(t, app, "social_links", acmeLinkID, map[string]any{"owner": testutil.CompanyID, "network": "github", "url": "https://github.com/acme"})
	saveRecord(t, app, "social_links", "", map[string]any{"owner": testutil.OtherCompanyID, "network": "github", "url": "https://github.com/globex"})
	saveRecord(t, app, "subscriptions", acmeSubID, map[string]any{"company": testutil.CompanyID, "plan": "starter", "interval": "month", "status": "active", "stripe_customer_id": "cus_acme"})
	saveRecord(t, app, "subscriptions", "", map[string]any{"company": testutil.OtherCompanyID, "plan": "advanced", "interval": "year", "status": "free"})
	saveRecord(t, app, "stripe_events", eventRecID, map[string]any{"event_id": "evt_1", "type": "invoice.paid"})
	return app
}

func TestSocialLinksRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/social_links/records"
	one := list + "/" + acmeLinkID
	link := `{"owner":"` + testutil.CompanyID + `","network":"github","url":"https://github.com/new"}`
	run(t, appWithBilling, []tests.ApiScenario{
		{Name: "company lists its own links", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, "github.com/acme"}, NotExpectedContent: []string{"globex"}, ExpectedEvents: listed(1)},
		{Name: "guest lists links", Method: http.MethodGet, URL: list, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "another company views acme's link", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.OtherCompany), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "superadmin lists every link", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":2`}, ExpectedEvents: listed(2)},
		{Name: "company adds a link directly", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Company), Body: strings.NewReader(link),
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("social_links", 2)},
		{Name: "company edits its link directly", Method: http.MethodPatch, URL: one, Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`{"url":"https://github.com/x"}`),
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "company deletes its link directly", Method: http.MethodDelete, URL: one, Headers: testutil.Auth(tok.Company),
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("social_links", 2)},
	})
}

func TestSubscriptionsRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/subscriptions/records"
	one := list + "/" + acmeSubID
	run(t, appWithBilling, []tests.ApiScenario{
		{Name: "company views its subscription", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"plan":"starter"`, `"status":"active"`}, ExpectedEvents: viewed},
		{Name: "company lists only its own", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`}, NotExpectedContent: []string{"advanced"}, ExpectedEvents: listed(1)},
		{Name: "another company views it", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.OtherCompany), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "volunteer lists subscriptions", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "guest lists subscriptions", Method: http.MethodGet, URL: list, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "superadmin lists every subscription", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":2`}, ExpectedEvents: listed(2)},
		{Name: "company upgrades itself directly", Method: http.MethodPatch, URL: one, Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`{"plan":"advanced"}`),
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "company creates a subscription directly", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Company),
			Body: strings.NewReader(`{"company":"` + testutil.CompanyID + `","plan":"advanced","status":"active"}`), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("subscriptions", 2)},
		{Name: "superadmin edits through the records API", Method: http.MethodPatch, URL: one, Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(`{"plan":"advanced"}`),
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
	})
}

func TestStripeEventsRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/stripe_events/records"
	run(t, appWithBilling, []tests.ApiScenario{
		{Name: "company lists Stripe events", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "guest views a Stripe event", Method: http.MethodGet, URL: list + "/" + eventRecID, ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "superadmin lists Stripe events", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, `"event_id":"evt_1"`}, ExpectedEvents: listed(1)},
		{Name: "guest records an event", Method: http.MethodPost, URL: list, Body: strings.NewReader(`{"event_id":"evt_2"}`), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("stripe_events", 1)},
		{Name: "superadmin deletes an event", Method: http.MethodDelete, URL: list + "/" + eventRecID, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("stripe_events", 1)},
	})
}
