package companies_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// ids are lookup ids from the migrated template, the same in every test app.
type ids struct {
	Seed, SixToTen, Revenue, SearchEngine, FromPartner, Incubator string
	English, French, SaaS                                         string
}

func readIDs(t *testing.T) ids {
	t.Helper()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	l := func(kind, name string) string { return testutil.Lookup(t, app, kind, name) }
	return ids{
		Seed: l("company_stage", "Seed"), SixToTen: l("member_range", "6-10"), Revenue: l("fund_type", "Revenue"),
		SearchEngine: l("source", "Search engine"), FromPartner: l("source", "From partner"),
		Incubator: l("company_partner", "University incubator"),
		English:   l("language", "en"), French: l("language", "fr"), SaaS: l("company_category", "SaaS"),
	}
}

// atStep returns a factory of apps with the standard cast, the unverified
// company, and acme's wizard at step.
func atStep(step int) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithUsers(t)
		testutil.CreateUnverifiedCompany(t, app)
		testutil.SetOnboardingStep(t, app, testutil.CompanyID, step)
		return app
	}
}

// jsonBody encodes v.
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

// upload is a file part of a multipart body.
type upload struct {
	Field, Name string
	Data        []byte
}

// multipartBody encodes values ([]string for a repeated field) and files;
// it returns the body and its content type header.
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

// pngBytes is a real PNG image of the given side length; noisy makes it
// incompressible, to reach a file size.
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

// headers merges header maps.
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

// profileOf reads acme's (or another company's) profile.
func profileOf(t testing.TB, app core.App, userID string) *core.Record {
	t.Helper()
	p, err := app.FindFirstRecordByData("company_profiles", "user", userID)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// expectStep checks the wizard step on the profile and its mirror on the user.
func expectStep(t testing.TB, app core.App, userID string, want int) {
	t.Helper()
	if got := profileOf(t, app, userID).GetInt("onboarding_step"); got != want {
		t.Errorf("onboarding_step = %d, want %d", got, want)
	}
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		t.Fatal(err)
	}
	if got := u.GetInt("profile_step"); got != want {
		t.Errorf("users.profile_step = %d, want %d", got, want)
	}
}

// unchanged asserts a refused step saved nothing: acme's profile has none of
// the wizard answers, no links, and the step stayed at step.
func unchanged(step int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		p := profileOf(t, app, testutil.CompanyID)
		for _, f := range []string{"company_stage", "team_structure", "city", "phone", "logo", "description", "tags"} {
			if v := p.GetString(f); v != "" && v != "null" && v != "[]" {
				t.Errorf("%s = %q, want it unsaved", f, v)
			}
		}
		if n, _ := app.CountRecords("social_links", dbx.HashExp{"owner": testutil.CompanyID}); n != 0 {
			t.Errorf("social links = %d, want 0", n)
		}
		expectStep(t, app, testutil.CompanyID, step)
	}
}

func contains(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
