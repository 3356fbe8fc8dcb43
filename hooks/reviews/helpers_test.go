package reviews_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/reviews"
	"voluntech/hooks/testutil"
)

// The fixture (testutil.EngagedApp): vera worked for acme (EngVera) and
// victor for globex (EngGlobex); both engagements completed 5 days ago.
// Reviews are added by each test's setup.
const (
	revVera   = "revvera00000001" // vera's review of acme
	revAcme   = "revacme00000001" // acme's review of vera
	revVictor = "revvictor000001" // victor's review of globex
)

// field is a 400 or 403 naming key.
func field(status, key, code string) []string {
	return []string{`"status":` + status, `"` + key + `":{"code":"` + code + `"`}
}

func dt(t testing.TB, at time.Time) string {
	t.Helper()
	d, err := types.ParseDateTime(at.UTC())
	if err != nil {
		t.Fatal(err)
	}
	return d.String()
}

// engage makes the accepted application's engagement with a fixed id,
// completed daysAgo days ago.
func engage(t testing.TB, app core.App, id, appID string, daysAgo int) {
	t.Helper()
	testutil.Engage(t, app, id, appID, dbx.Params{
		"status": "completed", "accepted_at": testutil.InDays(-daysAgo - 20).String(),
		"completed_at": testutil.InDays(-daysAgo).String(), "finish_requested_by": "company",
	})
}

// completedDaysAgo moves an engagement's completion daysAgo days back.
func completedDaysAgo(id string, daysAgo int) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		t.Helper()
		if _, err := app.DB().Update("engagements", dbx.Params{
			"completed_at": dt(t, time.Now().AddDate(0, 0, -daysAgo)),
		}, dbx.HashExp{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
}

// base is the fixture described above.
func base(t testing.TB) *tests.TestApp {
	app := testutil.EngagedApp(t, nil)
	engage(t, app, testutil.EngVera, testutil.AppVera, 5)
	engage(t, app, testutil.EngGlobex, testutil.AppGlobex, 5)
	return app
}

// review is one review a setup saves directly.
type review struct {
	id, engagement, side, author string
	rating                       int
	published, hidden            bool
	daysAgo                      int
}

func addReviews(rs ...review) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		t.Helper()
		c, _ := app.FindCollectionByNameOrId("reviews")
		for _, rv := range rs {
			eng, err := app.FindRecordById("engagements", rv.engagement)
			if err != nil {
				t.Fatal(err)
			}
			r := reviews.NewReview(c, eng, rv.side, rv.author, rv.rating, "Worked well together on "+rv.side+"'s side.")
			r.Id = rv.id
			r.Set("published", rv.published)
			r.Set("hidden", rv.hidden)
			if rv.published {
				r.Set("published_at", types.NowDateTime())
			}
			if err := app.Save(r); err != nil {
				t.Fatal(err)
			}
			if rv.daysAgo > 0 {
				if _, err := app.DB().Update("reviews", dbx.Params{"created": dt(t, time.Now().AddDate(0, 0, -rv.daysAgo))},
					dbx.HashExp{"id": rv.id}).Execute(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

var (
	veraReview   = review{id: revVera, engagement: testutil.EngVera, side: "volunteer", author: testutil.VolunteerID, rating: 4}
	acmeReview   = review{id: revAcme, engagement: testutil.EngVera, side: "company", author: testutil.MemberID, rating: 5}
	victorReview = review{id: revVictor, engagement: testutil.EngGlobex, side: "volunteer", author: testutil.OtherVolunteerID, rating: 2, published: true}
)

func published(r review) review {
	r.published = true
	return r
}

func hidden(r review) review {
	r.published, r.hidden = true, true
	return r
}

func with(setups ...func(testing.TB, *tests.TestApp)) func(testing.TB) *tests.TestApp {
	f := base
	for _, s := range setups {
		f = testutil.Then(f, s)
	}
	return f
}

func expectReview(id, fieldName string, want any) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		r, err := app.FindRecordById("reviews", id)
		if err != nil {
			t.Fatalf("review %s: %v", id, err)
		}
		if got := r.Get(fieldName); got != want {
			t.Errorf("review %s %s = %#v, want %#v", id, fieldName, got, want)
		}
	}
}

func newRecord(c *core.Collection, data map[string]any) *core.Record {
	r := core.NewRecord(c)
	for k, v := range data {
		r.Set(k, v)
	}
	return r
}
