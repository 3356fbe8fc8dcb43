package directory_test

import (
	"net/http"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// listedVolunteer describes a volunteer of the list fixture.
type listedVolunteer struct {
	id, username, first, category, country, city, about string
	tags, skills, languages                             []string
	experience                                          [][2]string // role, company
	available                                           bool
	step                                                int
	created                                             time.Time
}

var fixtureStart = time.Date(2024, 1, 1, 10, 0, 0, 0, time.UTC)

// listFixture is the list's known data set, oldest first. victor has not
// finished the wizard; every other volunteer is listed.
var listFixture = []listedVolunteer{
	{id: testutil.VolunteerID, username: "vera", first: "Vera", category: "Software Development", country: "GB", city: "London",
		about: "I build accessible web apps.", tags: []string{"Frontend", "Climate"}, skills: []string{"Go", "React"},
		languages: []string{"en", "fr"}, experience: [][2]string{{"Frontend developer", "Globex"}}, available: true, step: 7},
	{id: testutil.OtherVolunteerID, username: "victor", first: "Victor", category: "Software Development", country: "GB",
		about: "Developer.", skills: []string{"Go"}, languages: []string{"en"}, step: 6},
	{id: "volunteer000010", username: "dana", first: "Dana", category: "Data and Analytics", country: "JO", city: "Amman",
		about: "Data analyst who loves dashboards.", tags: []string{"Data"}, skills: []string{"Python", "SQL"},
		languages: []string{"ar", "en"}, experience: [][2]string{{"Analyst", "Petra Bank"}}, step: 7},
	{id: "volunteer000011", username: "devon", first: "Devon", category: "Software Development", country: "JO", city: "Irbid",
		about: "Backend developer.", tags: []string{"Backend", "Climate"}, skills: []string{"Go"}, languages: []string{"en"},
		available: true, step: 7},
	{id: "volunteer000012", username: "nora", first: "Nora", category: "Web Development", country: "GB", city: "Leeds",
		about: "I make websites fast.", tags: []string{"Frontend"}, skills: []string{"React"}, languages: []string{"en"}, step: 7},
}

// listApp saves the fixture (plus the standard cast); the company acme
// saved vera as a favourite.
func listApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	for i, v := range listFixture {
		v.created = fixtureStart.Add(time.Duration(i) * time.Hour)
		addListedVolunteer(t, app, v)
	}
	favorite(t, app, testutil.CompanyID, "volunteer", testutil.VolunteerID)
	return app
}

// addListedVolunteer saves v's user (when new), profile and entries, the
// profile last so the index sees the finished wizard.
func addListedVolunteer(t testing.TB, app core.App, v listedVolunteer) {
	t.Helper()
	l := func(kind, name string) string { return testutil.Lookup(t, app, kind, name) }
	u, err := app.FindRecordById("users", v.id)
	if err != nil {
		u = testutil.CreateUser(t, app, testutil.UserOpts{Id: v.id, Username: v.username, Role: "volunteer"})
	}
	u.Set("first_name", v.first)
	u.Set("category", l("volunteer_category", v.category))
	u.Set("country", l("country", v.country))
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	// The creation time orders the list; the test sets it.
	if _, err := app.DB().NewQuery("UPDATE users SET created = {:c} WHERE id = {:id}").
		Bind(map[string]any{"c": v.created.Format("2006-01-02 15:04:05.000Z"), "id": v.id}).Execute(); err != nil {
		t.Fatal(err)
	}
	p := testutil.SetVolunteerStep(t, app, v.id, 1)
	for _, s := range v.skills {
		testutil.AddEntry(t, app, "skills", p.Id, map[string]any{"name": s, "level": "Advanced"})
	}
	for _, e := range v.experience {
		testutil.AddEntry(t, app, "experiences", p.Id, map[string]any{"role": e[0], "company": e[1], "start_year": 2020})
	}
	langs := make([]string, 0, len(v.languages))
	for _, code := range v.languages {
		langs = append(langs, l("language", code))
	}
	p.Set("city", v.city)
	p.Set("phone", "07911123456")
	p.Set("country_code", "44")
	p.Set("languages", langs)
	p.Set("tags", v.tags)
	p.Set("about", v.about)
	p.Set("available", v.available)
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	testutil.SetVolunteerStep(t, app, v.id, v.step)
}

// favorite saves target (a user id) as the user's favourite of kind
// volunteer or company.
func favorite(t testing.TB, app core.App, userID, kind, target string) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId("favorites")
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	r.Set("user", userID)
	r.Set(kind, target)
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r
}

// listBody is the part of a list answer the tests read.
type listBody struct {
	Page       int   `json:"page"`
	PerPage    int   `json:"perPage"`
	TotalItems int64 `json:"totalItems"`
	TotalPages int64 `json:"totalPages"`
	Items      []struct {
		Username  string `json:"username"`
		Favorited bool   `json:"favorited"`
	} `json:"items"`
	Facets map[string][]struct {
		Value string `json:"value"`
		Label string `json:"label"`
		Count int64  `json:"count"`
	} `json:"facets"`
}

// readList decodes the answer and leaves the body readable again.
func readList(t testing.TB, res *http.Response) listBody {
	t.Helper()
	var b listBody
	testutil.DecodeResponse(t, res, &b)
	return b
}

// expectList checks the usernames in order and the totals.
func expectList(total int64, usernames ...string) testutil.AfterFunc {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		b := readList(t, res)
		got := []string{}
		for _, it := range b.Items {
			got = append(got, it.Username)
		}
		if !slices.Equal(got, usernames) || b.TotalItems != total {
			t.Errorf("items %v total %d, want %v total %d", got, b.TotalItems, usernames, total)
		}
	}
}

// expectFacet checks the options of one facet as "label:count" in order.
func expectFacet(facet string, want ...string) testutil.AfterFunc {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		b := readList(t, res)
		got := []string{}
		for _, o := range b.Facets[facet] {
			got = append(got, o.Label+":"+strconv.FormatInt(o.Count, 10))
		}
		if !slices.Equal(got, want) {
			t.Errorf("facet %s = %v, want %v", facet, got, want)
		}
	}
}
