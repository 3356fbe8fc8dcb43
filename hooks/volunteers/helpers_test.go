package volunteers_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// ids are lookup ids from the migrated template, the same in every test app.
type ids struct {
	Bachelor, ThreeToFive, FirstJob, OtherMotivation string
	SearchEngine, FromPartner, Bootcamp, Incubator   string
	English, French, ComputerScience, SaaS           string
}

func readIDs(t *testing.T) ids {
	t.Helper()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	l := func(kind, name string) string { return testutil.Lookup(t, app, kind, name) }
	return ids{
		Bachelor: l("education_level", "Bachelor's degree"), ThreeToFive: l("experience_years", "3-5 years"),
		FirstJob: l("motivation", "Land the first job"), OtherMotivation: l("motivation", "Other"),
		SearchEngine: l("source", "Search engine"), FromPartner: l("source", "From partner"),
		Bootcamp: l("volunteer_partner", "Coding bootcamp"), Incubator: l("company_partner", "University incubator"),
		English: l("language", "en"), French: l("language", "fr"),
		ComputerScience: l("study_area", "Computer Science"), SaaS: l("company_category", "SaaS"),
	}
}

// atStep returns a factory of apps with the standard cast, the unverified
// volunteer, and vera's wizard at step (step 0: vera has saved nothing and
// has no profile yet).
func atStep(step int) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithUsers(t)
		testutil.CreateUnverifiedVolunteer(t, app)
		if step > 0 {
			testutil.SetVolunteerStep(t, app, testutil.VolunteerID, step)
		}
		return app
	}
}

// then chains a setup after a factory.
func then(factory func(testing.TB) *tests.TestApp, setup func(testing.TB, *tests.TestApp)) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := factory(t)
		setup(t, app)
		return app
	}
}

func jsonBody(v any) io.Reader {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return bytes.NewReader(raw)
}

// with copies body with changes; a nil value removes the key.
func with(body map[string]any, changes map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range body {
		out[k] = v
	}
	for k, v := range changes {
		if v == nil {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

type upload struct {
	Field, Name string
	Data        []byte
}

// multipartBody encodes values ([]string for a repeated field) and files.
func multipartBody(values map[string]any, files ...upload) (io.Reader, map[string]string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range values {
		switch t := v.(type) {
		case []string:
			for _, s := range t {
				_ = w.WriteField(k, s)
			}
		case string:
			_ = w.WriteField(k, t)
		}
	}
	for _, f := range files {
		part, _ := w.CreateFormFile(f.Field, f.Name)
		_, _ = part.Write(f.Data)
	}
	_ = w.Close()
	return &buf, map[string]string{"Content-Type": w.FormDataContentType()}
}

// pngBytes is a real PNG image; noisy makes it incompressible, to reach a
// file size (side 390 gives about 600 KB).
func pngBytes(side int, noisy bool) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, side, side))
	seed := uint32(1)
	for i := range img.Pix {
		if noisy {
			seed = seed*1664525 + 1013904223
			img.Pix[i] = byte(seed >> 24)
		} else {
			img.Pix[i] = 200
		}
	}
	img.Set(0, 0, color.Black)
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

func headers(maps ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range maps {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

// saved are the events of a step that updates records, creates and deletes
// others, all in one transaction.
func saved(updates, creates, deletes int) map[string]int {
	ev := map[string]int{"*": 0}
	add := func(n int, names ...string) {
		if n == 0 {
			return
		}
		for _, name := range names {
			ev[name] += n
		}
	}
	add(updates+creates, "OnModelValidate", "OnRecordValidate")
	add(updates, "OnModelUpdate", "OnModelUpdateExecute", "OnModelAfterUpdateSuccess",
		"OnRecordUpdate", "OnRecordUpdateExecute", "OnRecordAfterUpdateSuccess")
	add(creates, "OnModelCreate", "OnModelCreateExecute", "OnModelAfterCreateSuccess",
		"OnRecordCreate", "OnRecordCreateExecute", "OnRecordAfterCreateSuccess")
	add(deletes, "OnModelDelete", "OnModelDeleteExecute", "OnModelAfterDeleteSuccess",
		"OnRecordDelete", "OnRecordDeleteExecute", "OnRecordAfterDeleteSuccess")
	return ev
}

var noEvents = map[string]int{"*": 0}

// profileOf reads a volunteer's profile (nil without one).
func profileOf(t testing.TB, app core.App, userID string) *core.Record {
	t.Helper()
	p, err := app.FindFirstRecordByData("volunteer_profiles", "user", userID)
	if err != nil {
		return nil
	}
	return p
}

// expectStep checks the wizard step on the profile and its mirror on the user.
func expectStep(t testing.TB, app core.App, userID string, want int) {
	t.Helper()
	if p := profileOf(t, app, userID); p != nil && p.GetInt("wizard_step") != want {
		t.Errorf("wizard_step = %d, want %d", p.GetInt("wizard_step"), want)
	}
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		t.Fatal(err)
	}
	if got := u.GetInt("profile_step"); got != want {
		t.Errorf("users.profile_step = %d, want %d", got, want)
	}
}

// stepIs is expectStep for vera as an AfterTestFunc.
func stepIs(want int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		expectStep(t, app, testutil.VolunteerID, want)
	}
}

// count is the number of records of collection matching where.
func count(t testing.TB, app core.App, collection string, where dbx.Expression) int64 {
	t.Helper()
	n, err := app.CountRecords(collection, where)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// expectCounts checks the number of entries in each list of vera's profile.
func expectCounts(want map[string]int64) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		for collection, n := range want {
			if got := count(t, app, collection, dbx.HashExp{"profile": testutil.VolunteerProfileID}); got != n {
				t.Errorf("%s of vera = %d, want %d", collection, got, n)
			}
		}
	}
}

// all runs several AfterTestFuncs.
func all(fns ...func(testing.TB, *tests.TestApp, *http.Response)) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, res *http.Response) {
		for _, fn := range fns {
			fn(t, app, res)
		}
	}
}

// who are the callers every route refuses: guest, company, superadmin and
// the unverified volunteer.
func refusedCallers(t *testing.T) []struct {
	name, token string
	status      int
	want        string
} {
	tok := testutil.UserTokens(t)
	return []struct {
		name, token string
		status      int
		want        string
	}{
		{"guest", "", 401, `"status":401`},
		{"company", tok.Company, 403, `"status":403`},
		{"superadmin", tok.Superadmin, 403, `"status":403`},
		{"unverified volunteer", testutil.UnverifiedVolunteerToken(t), 403, "Please verify your email address first."},
	}
}
