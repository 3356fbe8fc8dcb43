package companies_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const detailsURL = "/api/company/onboarding/details"

func validDetails(id ids) map[string]any {
	return map[string]any{
		"country_code": "44", "phone": "07911123456", "city": "London", "role_title": "Founder",
		"languages": []string{id.English, id.French, id.English}, "tags": []string{"AI", "Climate", "ai"},
		"website": "https://acme.example.com", "video_url": "https://www.youtube.com/watch?v=abc",
		"social_links": `[{"network":"linkedin","url":"https://www.linkedin.com/company/acme"},{"network":"github","url":"https://github.com/acme"}]`,
	}
}

// withOldLink gives acme a link the step must replace.
func withOldLink(step int) func(testing.TB) *tests.TestApp {
	return testutil.Then(atStep(step), func(t testing.TB, app *tests.TestApp) {
		testutil.SaveRecord(t, app, "social_links", map[string]any{"owner": testutil.CompanyID, "network": "facebook", "url": "https://www.facebook.com/old"})
	})
}

func TestDetails(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	logo := testutil.Upload{Field: "logo", Name: "logo.png", Data: testutil.PNGBytes(32, false)}
	send := func(changes map[string]any, files ...testutil.Upload) (io.Reader, map[string]string) {
		return testutil.MultipartBody(testutil.With(validDetails(id), changes), files...)
	}
	type sc struct {
		name    string
		token   string
		changes map[string]any
		files   []testutil.Upload
		status  int
		want    []string
	}
	refused := []sc{
		{"guest", "", nil, []testutil.Upload{logo}, 401, []string{`"status":401`}},
		{"volunteer", tok.Volunteer, nil, []testutil.Upload{logo}, 403, []string{`"status":403`}},
		{"unverified company", testutil.UnverifiedCompanyToken(t), nil, []testutil.Upload{logo}, 403, []string{"Please verify your email address first."}},
		{"logo missing", tok.Company, nil, nil, 400, []string{`"logo":{"code":"validation_required","message":"Please upload your company logo."}`}},
		{"logo of 600 KB", tok.Company, nil, []testutil.Upload{{Field: "logo", Name: "big.png", Data: testutil.PNGBytes(390, true)}}, 400,
			[]string{`"logo":{"code":"validation_file_size_limit","message":"File size should be less than 500KB."}`}},
		{"text file named logo.png", tok.Company, nil, []testutil.Upload{{Field: "logo", Name: "logo.png", Data: []byte("just some text, not an image")}}, 400,
			[]string{`"logo":{"code":"validation_invalid_mime_type"`}},
		{"an SVG logo", tok.Company, nil, []testutil.Upload{{Field: "logo", Name: "logo.svg", Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)}}, 400,
			[]string{`"logo":{"code":"validation_invalid_mime_type"`}},
		{"two logos", tok.Company, nil, []testutil.Upload{logo, logo}, 400, []string{`"logo":{`}},
		{"4 tags", tok.Company, map[string]any{"tags": []string{"a", "b", "c", "d"}}, []testutil.Upload{logo}, 400,
			[]string{`"tags":{"code":"validation_too_many","message":"Add at most 3 tags."}`}},
		{"a tag of 31 characters", tok.Company, map[string]any{"tags": []string{strings.Repeat("t", 31)}}, []testutil.Upload{logo}, 400, []string{`"tags":{"code":"validation_length_too_long"`}},
		{"base URL social link", tok.Company, map[string]any{"social_links": `[{"network":"github","url":"https://github.com/acme"},{"network":"linkedin","url":"http://linkedin.com/"}]`},
			[]testutil.Upload{logo}, 400, []string{`"social_links.1.url":{"code":"validation_invalid_url","message":"Please enter a valid URL."}`}},
		{"social link that is no URL", tok.Company, map[string]any{"social_links": `[{"network":"github","url":"github"}]`}, []testutil.Upload{logo}, 400, []string{`"social_links.0.url":{`}},
		{"social link of an unknown network", tok.Company, map[string]any{"social_links": `[{"network":"myspace","url":"https://myspace.com/acme"}]`}, []testutil.Upload{logo}, 400,
			[]string{`"social_links.0.network":{`}},
		{"social links of the wrong type", tok.Company, map[string]any{"social_links": `{"network":"github"}`}, []testutil.Upload{logo}, 400, []string{`"social_links":{`}},
		{"social link url of the wrong type", tok.Company, map[string]any{"social_links": `[{"network":"github","url":5}]`}, []testutil.Upload{logo}, 400, []string{`"social_links.0.url":{`}},
		{"15 social links", tok.Company, map[string]any{"social_links": "[" + strings.TrimSuffix(strings.Repeat(`{"network":"github","url":"https://github.com/a"},`, 15), ",") + "]"},
			[]testutil.Upload{logo}, 400, []string{`"social_links":{"code":"validation_too_many"`}},
		{"everything missing", tok.Company, map[string]any{"country_code": nil, "phone": nil, "city": nil, "role_title": nil, "languages": nil}, []testutil.Upload{logo}, 400,
			[]string{`"country_code":{`, `"phone":{`, `"city":{`, `"role_title":{"code":"validation_required","message":"Please enter your role."}`, `"languages":{`}},
		{"unknown dial code", tok.Company, map[string]any{"country_code": "999"}, []testutil.Upload{logo}, 400, []string{`"country_code":{`}},
		{"phone with letters", tok.Company, map[string]any{"phone": "07911abc"}, []testutil.Upload{logo}, 400, []string{`"phone":{"code":"validation_invalid_phone"`}},
		{"phone of 16 digits", tok.Company, map[string]any{"phone": strings.Repeat("1", 16)}, []testutil.Upload{logo}, 400, []string{`"phone":{`}},
		{"city too long", tok.Company, map[string]any{"city": strings.Repeat("c", 51)}, []testutil.Upload{logo}, 400, []string{`"city":{"code":"validation_length_too_long"`}},
		{"a language that is a country", tok.Company, map[string]any{"languages": []string{id.SaaS}}, []testutil.Upload{logo}, 400, []string{`"languages":{`}},
		{"bad website and video", tok.Company, map[string]any{"website": "javascript:alert(1)", "video_url": "not a url"}, []testutil.Upload{logo}, 400,
			[]string{`"website":{`, `"video_url":{`}},
		{"blank company name", tok.Company, map[string]any{"company_name": "  "}, []testutil.Upload{logo}, 400,
			[]string{`"company_name":{"code":"validation_required","message":"Company name is required."}`}},
		{"company name too long", tok.Company, map[string]any{"company_name": strings.Repeat("n", 101)}, []testutil.Upload{logo}, 400, []string{`"company_name":{`}},
		{"website too long", tok.Company, map[string]any{"website": "https://acme.example.com/" + strings.Repeat("a", 240)}, []testutil.Upload{logo}, 400, []string{`"website":{`}},
	}
	var scenarios []tests.ApiScenario
	for _, r := range refused {
		body, h := send(r.changes, r.files...)
		scenarios = append(scenarios, tests.ApiScenario{Name: r.name, Body: body, Headers: testutil.Headers(h, testutil.Auth(r.token)),
			ExpectedStatus: r.status, ExpectedContent: r.want, ExpectedEvents: testutil.NoEvents, TestAppFactory: atStep(2),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				unchanged(2)(t, app, nil)
				if _, err := app.FindFirstRecordByData("social_links", "url", "https://www.facebook.com/old"); err == nil {
					t.Error("the old link is still there, want a clean app")
				}
			}})
	}
	// A refused step keeps the old links.
	body, h := send(map[string]any{"tags": []string{"a", "b", "c", "d"}}, logo)
	scenarios = append(scenarios, tests.ApiScenario{Name: "refused step keeps the saved links", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Company)), ExpectedStatus: 400, ExpectedContent: []string{`"tags":{`},
		ExpectedEvents: testutil.NoEvents, TestAppFactory: withOldLink(2),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n, _ := app.CountRecords("social_links", dbx.HashExp{"owner": testutil.CompanyID}); n != 1 {
				t.Errorf("links = %d, want the 1 saved before", n)
			}
		}})

	body, h = send(nil, logo)
	scenarios = append(scenarios, tests.ApiScenario{Name: "company saves step 2", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Company)), TestAppFactory: withOldLink(2), ExpectedStatus: 200,
		// "07911123456" with +44 is stored as its national digits.
		ExpectedContent: []string{`"step":3`, `"company_name":"Acme Ltd"`, `"country_code":"44"`, `"phone":"7911123456"`,
			`"languages":["` + id.English + `","` + id.French + `"]`, `"tags":["AI","Climate"]`,
			`"logo":"/api/files/company_profiles/` + testutil.CompanyProfileID + `/logo_`,
			`"social_links":[{"network":"linkedin","url":"https://www.linkedin.com/company/acme"},{"network":"github","url":"https://github.com/acme"}]`},
		NotExpectedContent: []string{"facebook.com/old"},
		// The profile, the user's step, two new links, one old link deleted.
		ExpectedEvents: testutil.SavedEvents(2, 2, 1),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			testutil.ExpectStep(t, app, testutil.CompanyID, 3)
			p := profileOf(t, app, testutil.CompanyID)
			if !strings.HasPrefix(p.GetString("logo"), "logo_") || p.GetString("city") != "London" {
				t.Errorf("logo %q city %q", p.GetString("logo"), p.GetString("city"))
			}
			if n, _ := app.CountRecords("social_links", dbx.HashExp{"owner": testutil.OtherCompanyID}); n != 0 {
				t.Errorf("links of another company = %d", n)
			}
		}})

	// With a logo stored the step may leave it out; optional fields clear.
	body, h = send(map[string]any{"website": "", "video_url": "", "tags": nil, "social_links": nil, "company_name": " Acme Group "})
	scenarios = append(scenarios, tests.ApiScenario{Name: "edit keeps the stored logo", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Company)), ExpectedStatus: 200,
		TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := withOldLink(5)(t)
			p := profileOf(t, app, testutil.CompanyID)
			p.Set("logo", "stored_logo.png")
			p.Set("website", "https://old.example.com")
			if err := app.SaveNoValidate(p); err != nil {
				t.Fatal(err)
			}
			return app
		},
		ExpectedContent: []string{`"step":5`, `/stored_logo.png"`, `"website":""`, `"tags":[]`, `"social_links":[]`, `"company_name":"Acme Group"`},
		ExpectedEvents:  testutil.SavedEvents(1, 0, 1),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			testutil.ExpectStep(t, app, testutil.CompanyID, 5)
		}})

	// People type addresses without a scheme: it is added, not refused.
	body, h = send(map[string]any{"website": " acme.example.com/about "}, logo)
	scenarios = append(scenarios, tests.ApiScenario{Name: "website without a scheme gets https", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Company)), ExpectedStatus: 200, TestAppFactory: atStep(2),
		ExpectedContent: []string{`"website":"https://acme.example.com/about"`},
		// The profile and the user's step, with the two links of the default body.
		ExpectedEvents: testutil.SavedEvents(2, 2, 0)})

	body, h = send(nil, logo)
	scenarios = append(scenarios, tests.ApiScenario{Name: "details before background", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Company)), TestAppFactory: atStep(1), ExpectedStatus: 400,
		ExpectedContent: []string{"Please complete the previous steps first."}, ExpectedEvents: testutil.NoEvents,
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) { unchanged(1)(t, app, nil) }})

	scenarios = append(scenarios, tests.ApiScenario{Name: "JSON instead of multipart", Body: testutil.JSONBody(validDetails(id)),
		Headers: testutil.Auth(tok.Company), TestAppFactory: atStep(2), ExpectedStatus: 400,
		ExpectedContent: []string{"multipart/form-data"}, ExpectedEvents: testutil.NoEvents})

	testutil.RunRoute(t, http.MethodPost, detailsURL, nil, scenarios)
}
