package projects_test

import (
	"bytes"
	"image"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"voluntech/hooks/testutil"
)

func milestoneURL(id, action string) string {
	return "/api/engagements/" + testutil.EngVera + "/milestones/" + id + "/" + action
}

func pngOf(t testing.TB, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The volunteer submits a milestone with a link and/or a file; everyone
// else and every bad input is refused with nothing saved.
func TestSubmitMilestone(t *testing.T) {
	as := testutil.SignedIn(t)
	open := expect("milestones", msOne, "status", "open")
	row := func(name string, h map[string]string, status int, want []string, parts ...part) tests.ApiScenario {
		body, ct := multipartBody(parts...)
		after := open
		if status == 200 {
			after = nil
		}
		s := tests.ApiScenario{Name: name, Headers: testutil.Headers(ct, h), Body: body, ExpectedStatus: status,
			ExpectedContent: want, AfterTestFunc: after}
		if status != 200 {
			s.ExpectedEvents = testutil.NoEvents
		}
		return s
	}
	note := part{field: "note", value: "The wireframes, reviewed with Mia."}
	link := part{field: "link", value: "https://example.org/wireframes"}
	url := milestoneURL(msOne, "submit")
	big := make([]byte, 10<<20+1)
	copy(big, []byte("PK\x03\x04"))
	testutil.RunRoute(t, http.MethodPost, url, agreed, []tests.ApiScenario{
		row("guest", nil, 401, testutil.Status(401), note, link),
		row("the company submits", as.Acme, 403, []string{`"milestone":{"code":"validation_volunteer_submits"`}, note, link),
		row("a team member submits", as.Mia, 403, []string{`"validation_volunteer_submits"`}, note, link),
		row("other volunteer on someone else's engagement", as.Victor, 404, testutil.Status(404), note, link),
		row("other company", as.Globex, 404, testutil.Status(404), note, link),
		row("superadmin", as.Sally, 403, testutil.Status(403), note, link),
		row("javascript: link", as.Vera, 400, []string{`"link":{"code":"validation_invalid_url"`}, note, part{field: "link", value: "javascript:alert(1)"}),
		row("data: link", as.Vera, 400, []string{`"link":{"code":"validation_invalid_url"`}, note, part{field: "link", value: "data:text/html,<b>x</b>"}),
		row("neither link nor file", as.Vera, 400, []string{`"link":{"code":"validation_required"`}, note),
		row("no note", as.Vera, 400, []string{`"note":{"code":"validation_required"`}, link),
		row("a PNG named .pdf", as.Vera, 400, []string{`"file":{"code":"validation_file_mismatch"`}, note, part{field: "file", name: "report.pdf", content: pngOf(t, 2, 2)}),
		row("a text named .zip", as.Vera, 400, []string{`"file":{"code":"validation_file_mismatch"`}, note, part{field: "file", name: "code.zip", content: []byte("hello there")}),
		row("an executable", as.Vera, 400, []string{`"file":{"code":"validation_invalid_mime_type"`}, note, part{field: "file", name: "setup.exe", content: pdf}),
		row("a ZIP over 10 MB", as.Vera, 400, []string{`"file":{"code":"validation_file_size_limit"`}, note, part{field: "file", name: "code.zip", content: big}),
		row("an image beyond the pixel limit", as.Vera, 400, []string{`"file":{"code":"validation_image_too_large"`}, note, part{field: "file", name: "huge.png", content: pngOf(t, 4097, 8)}),
		{Name: "JSON instead of multipart", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: testutil.JSONBody(map[string]any{"note": "x", "link": "https://a.b"}),
			ExpectedStatus: 400, ExpectedContent: testutil.Status(400), ExpectedEvents: testutil.NoEvents, AfterTestFunc: open},
		func() tests.ApiScenario {
			s := row("volunteer submits a link", as.Vera, 200, []string{`"status":"submitted"`, `"link":"https://example.org/wireframes"`}, note, link)
			s.AfterTestFunc = testutil.All(expect("milestones", msOne, "status", "submitted"),
				told(testutil.CompanyID, "milestone", "Milestone to review", 1), told(testutil.MemberID, "milestone", "Milestone to review", 1),
				mailed("Milestone to review", 2))
			return s
		}(),
		func() tests.ApiScenario {
			s := row("volunteer submits a PDF and a link", as.Vera, 200, []string{`"status":"submitted"`, `"file_url":"/api/engagements/` + testutil.EngVera + `/milestones/` + msOne + `/file"`},
				note, link, part{field: "file", name: "Wireframes.PDF", content: pdf})
			s.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				m := testutil.Record(t, app, "milestones", msOne)
				if !strings.HasSuffix(m.GetString("file"), ".pdf") && !strings.HasSuffix(m.GetString("file"), ".PDF") {
					t.Errorf("file %q", m.GetString("file"))
				}
			}
			return s
		}(),
	})
	waiting := row("already waiting for the company", as.Vera, 400, []string{`"milestone":{"code":"validation_submitted"`}, note, link)
	waiting.AfterTestFunc = expect("milestones", msOne, "note", "The wireframes.")
	testutil.RunRoute(t, http.MethodPost, url, submitted, []tests.ApiScenario{waiting})
	testutil.RunRoute(t, http.MethodPost, "/api/engagements/"+testutil.EngVera+"/milestones/"+msGlobex+"/submit", agreed, []tests.ApiScenario{
		row("another engagement's milestone", as.Vera, 404, testutil.Status(404), note, link),
	})
}

// The company team signs off or asks for changes; the volunteer cannot
// sign off their own milestone.
func TestDecideMilestone(t *testing.T) {
	as := testutil.SignedIn(t)
	waiting := expect("milestones", msOne, "status", "submitted")
	refused := func(name, action string, h map[string]string, status int, want string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: milestoneURL(msOne, action), Headers: h,
			Body: testutil.JSONBody(map[string]any{"comment": "More contrast."}), ExpectedStatus: status,
			ExpectedContent: []string{want}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: waiting}
	}
	var sc []tests.ApiScenario
	for _, action := range []string{"signoff", "request-changes"} {
		sc = append(sc,
			refused("guest "+action, action, nil, 401, `"status":401`),
			refused("volunteer "+action+" of their own milestone", action, as.Vera, 403, `"milestone":{"code":"validation_company_decides"`),
			refused("other volunteer "+action, action, as.Victor, 404, `"status":404`),
			refused("other company "+action, action, as.Globex, 404, `"status":404`),
			refused("superadmin "+action, action, as.Sally, 403, `"status":403`),
		)
	}
	sc = append(sc,
		tests.ApiScenario{Name: "changes without a comment", Method: http.MethodPost, URL: milestoneURL(msOne, "request-changes"), Headers: as.Acme,
			Body: testutil.JSONBody(map[string]any{}), ExpectedStatus: 400, ExpectedContent: []string{`"comment":{"code":"validation_required"`},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: waiting},
		tests.ApiScenario{Name: "owner asks for changes", Method: http.MethodPost, URL: milestoneURL(msOne, "request-changes"), Headers: as.Acme,
			Body: testutil.JSONBody(map[string]any{"comment": "More contrast."}), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"changes_requested"`, `"comment":"More contrast."`},
			AfterTestFunc: testutil.All(expect("milestones", msOne, "status", "changes_requested"),
				told(testutil.VolunteerID, "milestone", "Changes asked to a milestone", 1), mailed("Changes asked to a milestone", 1))},
		tests.ApiScenario{Name: "member signs off, confidential", Method: http.MethodPost, URL: milestoneURL(msOne, "signoff"), Headers: as.Mia,
			Body: testutil.JSONBody(map[string]any{"confidential": true}), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"signed_off"`, `"confidential":true`},
			AfterTestFunc: testutil.All(expect("milestones", msOne, "status", "signed_off"), expect("milestones", msOne, "signed_off_by", testutil.MemberID),
				told(testutil.VolunteerID, "milestone", "Milestone signed off", 1))},
		tests.ApiScenario{Name: "an open milestone", Method: http.MethodPost, URL: milestoneURL(msTwo, "signoff"), Headers: as.Acme,
			ExpectedStatus: 400, ExpectedContent: []string{`"milestone":{"code":"validation_not_submitted"`}, ExpectedEvents: testutil.NoEvents},
	)
	testutil.Run(t, submitted, sc)
}

// Who sets which flag: confidential the company, publish the volunteer.
func TestFlagMilestone(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/engagements/" + testutil.EngVera + "/milestones/" + msOne
	testutil.RunRoute(t, http.MethodPatch, url, submitted, []tests.ApiScenario{
		{Name: "volunteer marks confidential", Headers: as.Vera, Body: testutil.JSONBody(map[string]any{"confidential": true}), ExpectedStatus: 403,
			ExpectedContent: []string{`"confidential":{"code":"validation_company_decides"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: expect("milestones", msOne, "confidential", "false")},
		{Name: "company publishes", Headers: as.Acme, Body: testutil.JSONBody(map[string]any{"publish": true}), ExpectedStatus: 403,
			ExpectedContent: []string{`"publish":{"code":"validation_volunteer_decides"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: expect("milestones", msOne, "publish", "false")},
		{Name: "other company", Headers: as.Globex, Body: testutil.JSONBody(map[string]any{"confidential": true}), ExpectedStatus: 404,
			ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "volunteer publishes", Headers: as.Vera, Body: testutil.JSONBody(map[string]any{"publish": true}), ExpectedStatus: 200,
			ExpectedContent: []string{`"publish":true`}, AfterTestFunc: expect("milestones", msOne, "publish", "true")},
		{Name: "member marks confidential", Headers: as.Mia, Body: testutil.JSONBody(map[string]any{"confidential": true}), ExpectedStatus: 200,
			ExpectedContent: []string{`"confidential":true`}, AfterTestFunc: expect("milestones", msOne, "confidential", "true")},
	})
}

// The deliverable's file reaches the parties only.
func TestMilestoneFile(t *testing.T) {
	as := testutil.SignedIn(t)
	withFile := testutil.Then(agreed, func(t testing.TB, app *tests.TestApp) {
		m := testutil.Record(t, app, "milestones", msOne)
		f, err := filesystem.NewFileFromBytes(pdf, "plan.pdf")
		if err != nil {
			t.Fatal(err)
		}
		m.Set("file", f)
		m.Set("status", "submitted")
		m.Set("note", "n")
		if err := app.Save(m); err != nil {
			t.Fatal(err)
		}
	})
	url := milestoneURL(msOne, "file")
	testutil.RunRoute(t, http.MethodGet, url, withFile, []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "other volunteer", Headers: as.Victor, ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "other company", Headers: as.Globex, ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "team member", Headers: as.Mia, ExpectedStatus: 200, ExpectedContent: []string{"%PDF-1.4"}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.ExpectHeader("Cache-Control", "private, no-store")},
		{Name: "volunteer", Headers: as.Vera, ExpectedStatus: 200, ExpectedContent: []string{"%PDF-1.4"}, ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, milestoneURL(msTwo, "file"), withFile, []tests.ApiScenario{
		{Name: "no file", Headers: as.Acme, ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
	})
}
