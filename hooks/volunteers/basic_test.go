package volunteers_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const basicURL = "/api/volunteer/basic-profile"

func validBasic(id ids) map[string]any {
	return map[string]any{
		"country_code": "+44", "phone": "07911123456", "city": " London ",
		"languages": []string{id.English, id.French, id.English}, "tags": []string{"Go", "React", "go"},
		"video_url":    "https://www.youtube.com/watch?v=abc",
		"social_links": `[{"network":"linkedin","url":"https://www.linkedin.com/in/vera"},{"network":"github","url":"https://github.com/vera"}]`,
	}
}

// withOldLinkAndPhoto gives vera a stored photo and a link a step replaces.
func withOldLinkAndPhoto(step int) func(testing.TB) *tests.TestApp {
	return testutil.Then(atStep(step), func(t testing.TB, app *tests.TestApp) {
		testutil.SaveRecord(t, app, "social_links", map[string]any{"owner": testutil.VolunteerID, "network": "facebook", "url": "https://www.facebook.com/vera.old"})
		p := profileOf(t, app, testutil.VolunteerID)
		p.Set("photo", "stored_photo.png")
		p.Set("city", "Leeds")
		if err := app.SaveNoValidate(p); err != nil {
			t.Fatal(err)
		}
	})
}

// basicUnchanged asserts a refused step saved nothing.
func basicUnchanged(t testing.TB, app *tests.TestApp, _ *http.Response) {
	p := profileOf(t, app, testutil.VolunteerID)
	if p.GetString("city") != "Leeds" || p.GetString("photo") != "stored_photo.png" || p.GetString("phone") != "" {
		t.Errorf("profile changed: city %q photo %q phone %q", p.GetString("city"), p.GetString("photo"), p.GetString("phone"))
	}
	if links, _ := app.FindAllRecords("social_links", dbx.HashExp{"owner": testutil.VolunteerID}); len(links) != 1 || links[0].GetString("network") != "facebook" {
		t.Errorf("links changed: %v", links)
	}
	testutil.ExpectStep(t, app, testutil.VolunteerID, 2)
}

func TestBasicProfile(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	photo := testutil.Upload{Field: "photo", Name: "portrait.png", Data: testutil.PNGBytes(32, false)}
	send := func(changes map[string]any, files ...testutil.Upload) (io.Reader, map[string]string) {
		return testutil.MultipartBody(testutil.With(validBasic(id), changes), files...)
	}
	var scenarios []tests.ApiScenario
	for _, c := range testutil.RefusedCallers(t, "volunteer") {
		body, h := send(nil, photo)
		scenarios = append(scenarios, tests.ApiScenario{Name: c.Name, Body: body, Headers: testutil.Headers(h, testutil.Auth(c.Token)),
			ExpectedStatus: c.Status, ExpectedContent: []string{c.Want}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: basicUnchanged})
	}
	type badCase struct {
		name    string
		changes map[string]any
		files   []testutil.Upload
		want    []string
	}
	for _, b := range []badCase{
		{"4 tags", map[string]any{"tags": []string{"a", "b", "c", "d"}}, nil,
			[]string{`"tags":{"code":"validation_too_many","message":"Add at most 3 tags."}`}},
		{"a tag of 31 characters", map[string]any{"tags": []string{strings.Repeat("t", 31)}}, nil, []string{`"tags":{"code":"validation_length_too_long"`}},
		{"photo of 600 KB", nil, []testutil.Upload{{Field: "photo", Name: "big.png", Data: testutil.PNGBytes(390, true)}},
			[]string{`"photo":{"code":"validation_file_size_limit","message":"File size should be less than 500KB."}`}},
		{"text file named me.png", nil, []testutil.Upload{{Field: "photo", Name: "me.png", Data: []byte("just some text, not an image")}},
			[]string{`"photo":{"code":"validation_invalid_mime_type","message":"Please upload a JPEG, PNG, WebP or GIF image."}`}},
		{"an SVG photo", nil, []testutil.Upload{{Field: "photo", Name: "me.svg", Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)}},
			[]string{`"photo":{"code":"validation_invalid_mime_type"`}},
		{"two photos", nil, []testutil.Upload{photo, photo}, []string{`"photo":{"code":"validation_invalid_file"`}},
		{"base URL social link", map[string]any{"social_links": `[{"network":"github","url":"https://github.com/vera"},{"network":"linkedin","url":"https://www.linkedin.com/"}]`}, nil,
			[]string{`"social_links.1.url":{"code":"validation_invalid_url","message":"Please enter a valid URL."}`}},
		{"social link of an unknown network", map[string]any{"social_links": `[{"network":"myspace","url":"https://myspace.com/vera"}]`}, nil,
			[]string{`"social_links.0.network":{`}},
		{"social links that are no list", map[string]any{"social_links": `{"network":"github"}`}, nil, []string{`"social_links":{"code":"validation_invalid_format"`}},
		{"social link url of the wrong type", map[string]any{"social_links": `[{"network":"github","url":5}]`}, nil, []string{`"social_links.0.url":{`}},
		{"everything missing", map[string]any{"country_code": nil, "phone": nil, "city": nil, "languages": nil}, nil,
			[]string{`"country_code":{"code":"validation_required","message":"Please select a country code."}`,
				`"phone":{"code":"validation_required","message":"Please enter your phone number."}`,
				`"city":{"code":"validation_required","message":"Please enter your city."}`,
				`"languages":{"code":"validation_required","message":"Please select at least one language."}`}},
		{"unknown dial code", map[string]any{"country_code": "999"}, nil, []string{`"country_code":{`}},
		{"phone with letters", map[string]any{"phone": "07911abc"}, nil, []string{`"phone":{"code":"validation_invalid_phone"`}},
		{"phone of 16 digits", map[string]any{"phone": strings.Repeat("1", 16)}, nil, []string{`"phone":{"code":"validation_invalid_phone"`}},
		{"phone of 16 digits with spaces", map[string]any{"phone": "1234 5678 9012 3456"}, nil, []string{`"phone":{"code":"validation_invalid_phone"`}},
		{"phone of another country", map[string]any{"phone": "+33 6 12 34 56 78"}, nil,
			[]string{`"phone":{"code":"validation_phone_country","message":"This number starts with another country's code`}},
		{"city of 51 characters", map[string]any{"city": strings.Repeat("c", 51)}, nil, []string{`"city":{"code":"validation_length_too_long"`}},
		{"a language that is a category", map[string]any{"languages": []string{id.SaaS}}, nil, []string{`"languages":{"code":"validation_invalid_value"`}},
		{"a video URL that is no URL", map[string]any{"video_url": "javascript:alert(1)"}, nil, []string{`"video_url":{"code":"validation_invalid_url"`}},
		{"remove_photo of the wrong kind", map[string]any{"remove_photo": "perhaps"}, nil, []string{`"remove_photo":{"code":"validation_invalid_type"`}},
		{"remove_photo as a form's on", map[string]any{"remove_photo": "on"}, nil, []string{`"remove_photo":{"code":"validation_invalid_type","message":"Must be true or false."`}},
	} {
		body, h := send(b.changes, b.files...)
		scenarios = append(scenarios, tests.ApiScenario{Name: b.name, Body: body, Headers: testutil.Headers(h, testutil.Auth(tok.Volunteer)),
			ExpectedStatus: 400, ExpectedContent: b.want, ExpectedEvents: testutil.NoEvents, AfterTestFunc: basicUnchanged})
	}
	scenarios = append(scenarios, tests.ApiScenario{Name: "JSON instead of multipart", Body: testutil.JSONBody(validBasic(id)),
		Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 400, ExpectedContent: []string{"multipart/form-data"},
		ExpectedEvents: testutil.NoEvents, AfterTestFunc: basicUnchanged})

	body, h := send(nil, photo)
	scenarios = append(scenarios, tests.ApiScenario{Name: "volunteer saves step 2", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Volunteer)), ExpectedStatus: 200,
		// "07911123456" with +44: the national digits, without the trunk 0.
		ExpectedContent: []string{`"step":3`, `"country_code":"44"`, `"phone":"7911123456"`, `"city":"London"`,
			`"languages":["` + id.English + `","` + id.French + `"]`, `"tags":["Go","React"]`,
			`"photo":"/api/files/volunteer_profiles/` + testutil.VolunteerProfileID + `/portrait_`,
			`"video_url":"https://www.youtube.com/watch?v=abc"`,
			`"social_links":[{"network":"linkedin","url":"https://www.linkedin.com/in/vera"},{"network":"github","url":"https://github.com/vera"}]`},
		NotExpectedContent: []string{"facebook.com/vera.old", "stored_photo.png"},
		// The profile, the user's step, two new links, the old one deleted.
		ExpectedEvents: testutil.SavedEvents(2, 2, 1),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			testutil.ExpectStep(t, app, testutil.VolunteerID, 3)
			p := profileOf(t, app, testutil.VolunteerID)
			fsys, err := app.NewFilesystem()
			if err != nil {
				t.Fatal(err)
			}
			defer fsys.Close()
			if ok, _ := fsys.Exists(p.BaseFilesPath() + "/" + p.GetString("photo")); !ok {
				t.Errorf("photo file %q missing", p.GetString("photo"))
			}
		}})

	// A number pasted in its international form, spaces and dashes
	// included, is stored once as its national digits.
	for _, pasted := range []string{"+44 7700 900-123", "(+44) 07700 900123", "0044 7700 900123", "07700 900123"} {
		body, h := send(map[string]any{"phone": pasted})
		scenarios = append(scenarios, tests.ApiScenario{Name: "pasted phone " + pasted, Body: body,
			Headers: testutil.Headers(h, testutil.Auth(tok.Volunteer)), ExpectedStatus: 200,
			ExpectedContent: []string{`"country_code":"44"`, `"phone":"7700900123"`}, ExpectedEvents: testutil.SavedEvents(2, 2, 1)})
	}

	// Without a photo or social_links, the stored ones stay; optional
	// fields clear.
	body, h = send(map[string]any{"social_links": nil, "tags": nil, "video_url": ""})
	scenarios = append(scenarios, tests.ApiScenario{Name: "edit without photo and links keeps them", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Volunteer)), TestAppFactory: withOldLinkAndPhoto(7), ExpectedStatus: 200,
		ExpectedContent: []string{`"step":7`, `/stored_photo.png"`, `"tags":[]`, `"video_url":""`,
			`"social_links":[{"network":"facebook","url":"https://www.facebook.com/vera.old"}]`},
		ExpectedEvents: testutil.SavedEvents(1, 0, 0), AfterTestFunc: stepIs(7)})

	body, h = send(map[string]any{"social_links": "", "remove_photo": "true"})
	scenarios = append(scenarios, tests.ApiScenario{Name: "edit removes the photo and clears the links", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Volunteer)), TestAppFactory: withOldLinkAndPhoto(7), ExpectedStatus: 200,
		ExpectedContent: []string{`"step":7`, `"photo":""`, `"social_links":[]`},
		ExpectedEvents:  testutil.SavedEvents(1, 0, 1), AfterTestFunc: stepIs(7)})

	body, h = send(nil, photo)
	scenarios = append(scenarios, tests.ApiScenario{Name: "step 2 before step 1", Body: body,
		Headers: testutil.Headers(h, testutil.Auth(tok.Volunteer)), TestAppFactory: atStep(0), ExpectedStatus: 400,
		ExpectedContent: []string{"Please complete the previous steps first."}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: noProfile})

	testutil.RunRoute(t, http.MethodPost, basicURL, withOldLinkAndPhoto(2), scenarios)
}
