package web_test

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/directory"
	"voluntech/hooks/testutil"
	"voluntech/hooks/web"
)

// viteIndex is shaped like the built index.html: a title and a description
// of its own, which a profile page replaces.
const viteIndex = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta
  name="description"
  content="Voluntech brings skilled volunteers and cash-starved tech founders together."
/>
<title>Voluntech</title></head><body><div id="root"></div></body></html>`

// metaApp is main.go's wiring with the profile metadata: vera has finished
// her wizard (an about text that needs escaping, a photo), victor has not;
// acme finished onboarding without a logo.
func metaApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	p := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	p.Set("about", `I build <fast> & "accessible" web apps.`)
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("UPDATE volunteer_profiles SET photo = 'vera_a1b2c3.png' WHERE id = {:id}").
		Bind(map[string]any{"id": p.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 6)
	c := testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
	c.Set("description", "Climate dashboards for councils.")
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	web.ServeUI(app, fstest.MapFS{"index.html": {Data: []byte(viteIndex)}}, web.WithMeta(testutil.TestAppURL, directory.PageMeta))
	return app
}

func TestProfilePageMeta(t *testing.T) {
	plain := []string{`<title>Voluntech</title>`, `content="Voluntech brings skilled volunteers`, `<div id="root"></div>`}
	noProfile := []string{`og:`, `canonical`}
	scenarios := []tests.ApiScenario{
		{Name: "a volunteer's page names them", URL: "/volunteer/vera", ExpectedContent: []string{
			`<title>First vera Last – Volunteer on Voluntech</title>`,
			`<meta name="description" content="I build &lt;fast&gt; &amp; &#34;accessible&#34; web apps." />`,
			`<meta property="og:title" content="First vera Last – Volunteer on Voluntech" />`,
			`<meta property="og:description" content="I build &lt;fast&gt; &amp; &#34;accessible&#34; web apps." />`,
			`<meta property="og:type" content="profile" />`,
			`<meta property="og:url" content="http://voluntech.test/volunteer/vera" />`,
			`<meta property="og:image" content="http://voluntech.test/api/files/volunteer_profiles/` + testutil.VolunteerProfileID + `/vera_a1b2c3.png" />`,
			`<link rel="canonical" href="http://voluntech.test/volunteer/vera" />`,
			`<div id="root"></div>`},
			NotExpectedContent: []string{`<fast>`, `<title>Voluntech</title>`, `cash-starved`, `vera@example.com`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
					t.Errorf("Content-Type = %q", ct)
				}
				if cc := res.Header.Get("Cache-Control"); cc != "no-cache" {
					t.Errorf("Cache-Control = %q", cc)
				}
			}},
		{Name: "the username without case gives the canonical address", URL: "/volunteer/VERA",
			ExpectedContent: []string{`<meta property="og:url" content="http://voluntech.test/volunteer/vera" />`}},
		{Name: "a company's page", URL: "/company/acme", ExpectedContent: []string{
			`<title>Acme Ltd – Company on Voluntech</title>`,
			`<meta name="description" content="Climate dashboards for councils." />`,
			`<meta property="og:type" content="profile" />`,
			`<meta property="og:url" content="http://voluntech.test/company/acme" />`},
			NotExpectedContent: []string{`og:image`, `acme@example.com`}},
		{Name: "an unfinished volunteer is the plain app", URL: "/volunteer/victor", ExpectedContent: plain, NotExpectedContent: noProfile},
		{Name: "an unknown profile is the plain app", URL: "/volunteer/nobody", ExpectedContent: plain, NotExpectedContent: noProfile},
		{Name: "a company's name under /volunteer is the plain app", URL: "/volunteer/acme", ExpectedContent: plain, NotExpectedContent: noProfile},
		{Name: "a company before the details step is the plain app", URL: "/company/globex", ExpectedContent: plain, NotExpectedContent: noProfile},
		{Name: "a deeper path is the plain app", URL: "/volunteer/vera/edit", ExpectedContent: plain, NotExpectedContent: noProfile},
		{Name: "other pages are the plain app", URL: "/volunteers?q=vera", ExpectedContent: plain, NotExpectedContent: noProfile},
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.ExpectedStatus = 200
		s.ExpectedEvents = testutil.NoEvents
		s.TestAppFactory = metaApp
		s.Test(t)
	}
}
