package security_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"voluntech/hooks/formx"
	"voluntech/hooks/security"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

func TestSettingsCarryNameAndURL(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	m := app.Settings().Meta
	if m.AppName != security.AppName || m.AppURL != testutil.TestAppURL || m.SenderName != security.AppName {
		t.Errorf("settings meta = %+v, want %s at %s", m, security.AppName, testutil.TestAppURL)
	}
	// Saved, not only in memory: a restart reads the same.
	next := testutil.NextApp(t, app)
	defer next.Cleanup()
	if err := next.ReloadSettings(); err != nil {
		t.Fatal(err)
	}
	if got := next.Settings().Meta.AppName; got != security.AppName {
		t.Errorf("reloaded app name = %q", got)
	}
}

func TestCORS(t *testing.T) {
	h := testutil.Serve(t, testutil.NewApp)
	for origin, want := range map[string]string{
		testutil.TestAppURL:    testutil.TestAppURL,
		"https://evil.example": "",
	} {
		res := testutil.Do(h, "GET", "/api/footer", nil, map[string]string{"Origin": origin})
		if got := res.Header().Get("Access-Control-Allow-Origin"); got != want {
			t.Errorf("Origin %s: Access-Control-Allow-Origin = %q, want %q", origin, got, want)
		}
	}
}

func TestGuestBodyCap(t *testing.T) {
	big := []byte(`{"email":"` + strings.Repeat("a", int(security.MaxGuestBody)) + `"}`)
	scenarios := []tests.ApiScenario{
		{
			Name: "a guest's 1 MB+ JSON body is refused", Method: http.MethodPost,
			URL: "/api/collections/users/records", Body: bytes.NewReader(big),
			ExpectedStatus: http.StatusRequestEntityTooLarge, ExpectedContent: []string{`"status":413`},
			ExpectedEvents: testutil.NoEvents, TestAppFactory: testutil.NewApp,
		},
		{
			Name: "a guest's small body still works", Method: http.MethodPost,
			URL: "/api/collections/users/request-password-reset", Body: strings.NewReader(`{"email":"nobody@example.com"}`),
			ExpectedStatus: http.StatusNoContent, ExpectedEvents: map[string]int{"*": 0},
			TestAppFactory: testutil.NewApp,
		},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

// TestImageBomb: a 5,000 px PNG is tiny in bytes but refused on every path
// that stores an image, with the field's error.
func TestImageBomb(t *testing.T) {
	bomb := testutil.PNGBytes(5000, false)
	if len(bomb) > formx.MaxImageBytes {
		t.Fatalf("the bomb is %d bytes; it must pass the bytes limit to test the pixels", len(bomb))
	}
	tok := testutil.UserTokens(t)
	body, headers := testutil.MultipartBody(map[string]any{}, testutil.Upload{Field: "photo", Name: "me.png", Data: bomb})
	s := tests.ApiScenario{
		Name: "the volunteer photo step", Method: http.MethodPost, URL: "/api/volunteer/basic-profile",
		Body: body, Headers: testutil.Headers(headers, testutil.Auth(tok.Volunteer)),
		ExpectedStatus:     http.StatusBadRequest,
		ExpectedContent:    []string{`"photo":{"code":"validation_image_too_large","message":"` + formx.MsgImageSide + `"`},
		NotExpectedContent: []string{`"photo":{"code":"validation_invalid_mime_type"`},
		ExpectedEvents:     testutil.NoEvents,
		TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := testutil.NewAppWithUsers(t)
			testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 2)
			return app
		},
	}
	s.Test(t)
}

// TestImageBombRecordSave covers every other path (records API, dashboard,
// any future file field): the save itself refuses the picture.
func TestImageBombRecordSave(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	p := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 2)
	for side, wantErr := range map[int]bool{5000: true, formx.MaxImageSide: false} {
		f, err := filesystemFile(testutil.PNGBytes(side, false))
		if err != nil {
			t.Fatal(err)
		}
		p.Set("photo", f)
		err = app.Save(p)
		if wantErr != (err != nil && strings.Contains(err.Error(), "photo")) {
			t.Errorf("%d px: save error = %v, want error: %v", side, err, wantErr)
		}
	}
}

func TestAvatarFieldRemoved(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	if users.Fields.GetByName("avatar") != nil {
		t.Error("users still has the avatar field")
	}
	if users.AuthToken.Duration != pb_migrations.AuthTokenSeconds {
		t.Errorf("auth token duration = %d, want %d", users.AuthToken.Duration, pb_migrations.AuthTokenSeconds)
	}
}

func filesystemFile(b []byte) (*filesystem.File, error) {
	return filesystem.NewFileFromBytes(b, "picture.png")
}
