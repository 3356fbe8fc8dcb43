package system_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/formx"
	"voluntech/hooks/system"
	"voluntech/hooks/testutil"
)

// refusedEverywhere adds the guest, volunteer and company refusals of
// method url to s.
func refusedEverywhere(t *testing.T, s []tests.ApiScenario, method, url, body string) []tests.ApiScenario {
	for _, c := range refused(t) {
		sc := tests.ApiScenario{Name: c.name + " cannot " + method + " " + url, Method: method, URL: url,
			Headers: testutil.Auth(c.token), ExpectedStatus: c.status, ExpectedContent: []string{`"status":`}}
		if body != "" {
			sc.Body = strings.NewReader(body)
		}
		s = append(s, sc)
	}
	return s
}

// logged checks that one activity entry of action by the superadmin exists
// and returns it to check.
func logged(action string, check func(testing.TB, *core.Record)) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		rows, err := app.FindAllRecords("activity_log", dbx.HashExp{"action": action})
		if err != nil || len(rows) != 1 {
			t.Fatalf("%s entries: %d (%v)", action, len(rows), err)
		}
		if rows[0].GetString("actor") != testutil.SuperadminID || rows[0].GetString("actor_name") == "" {
			t.Errorf("actor %q %q", rows[0].GetString("actor"), rows[0].GetString("actor_name"))
		}
		if check != nil {
			check(t, rows[0])
		}
	}
}

func TestSMTPSettings(t *testing.T) {
	withSMTP := func(t testing.TB) *tests.TestApp {
		cfg := testutil.Config()
		cfg.SMTPHost, cfg.SMTPPort, cfg.SMTPUsername, cfg.SMTPPassword, cfg.SMTPTLS = "smtp.example.org", 465, "mailer", "very-secret-pw", true
		app := testutil.NewAppWithConfig(t, cfg)
		testutil.SeedUsers(t, app)
		return app
	}
	var s []tests.ApiScenario
	s = refusedEverywhere(t, s, http.MethodGet, "/api/system/smtp", "")
	s = append(s,
		tests.ApiScenario{Name: "without SMTP the mails go to the log", Method: http.MethodGet, URL: "/api/system/smtp", Headers: admin(t),
			ExpectedStatus: 200, ExpectedContent: []string{`"transport":"log"`, `"from_address":"test@voluntech.test"`, `"from_name":"Voluntech"`, `"password_set":false`}},
		tests.ApiScenario{Name: "the SMTP settings as the transport uses them, never the password", Method: http.MethodGet, URL: "/api/system/smtp",
			Headers: admin(t), TestAppFactory: withSMTP, ExpectedStatus: 200,
			ExpectedContent:    []string{`"transport":"smtp"`, `"host":"smtp.example.org"`, `"port":465`, `"tls":true`, `"username":"mailer"`, `"password_set":true`},
			NotExpectedContent: []string{"very-secret-pw"}},
	)
	run(t, s)
}

func TestSMTPTestMail(t *testing.T) {
	const url = "/api/system/smtp/test"
	var s []tests.ApiScenario
	s = refusedEverywhere(t, s, http.MethodPost, url, `{"to":"a@example.com"}`)
	bad := func(name, body, want string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: url, Headers: admin(t), Body: strings.NewReader(body),
			ExpectedStatus: 400, ExpectedContent: []string{want}}
	}
	s = append(s,
		bad("a missing address is refused", `{}`, `"to":{"code":"validation_required","message":"`+system.MsgTestTo),
		bad("a malformed address is refused", `{"to":"not-an-address"}`, `"to":{"code":"validation_is_email"`),
		bad("an address of the wrong type is refused", `{"to":["a@example.com"]}`, `"to":{"code":"validation_invalid_type"`),
		bad("an address over 254 characters is refused", `{"to":"`+strings.Repeat("a", 250)+`@example.com"}`, `"to":{`),
		bad("a body that is no JSON object is refused", `"a@example.com"`, formx.MsgInvalidBody),
		tests.ApiScenario{Name: "a superadmin sends a test mail through the outbox, logged", Method: http.MethodPost, URL: url, Headers: admin(t),
			Body: strings.NewReader(`{"to":" grace@example.com "}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"to":"grace@example.com"`, `"status":"pending"`},
			ExpectedEvents:  testutil.SavedEvents(0, 1, 0), // the activity entry; the outbox row fires no hooks
			AfterTestFunc: testutil.All(logged("smtp.test", func(t testing.TB, r *core.Record) {
				if r.GetString("label") != "Test email to grace@example.com" {
					t.Errorf("label %q", r.GetString("label"))
				}
			}), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := testutil.FlushMail(t, app); n != 1 {
					t.Fatalf("sent %d", n)
				}
				m := app.TestMailer.LastMessage()
				if m.To[0].Address != "grace@example.com" || m.Subject != system.TestMailSubject || !strings.Contains(m.Text, "sally") {
					t.Errorf("mail %+v", m)
				}
			})},
	)
	run(t, s)

	// The status route follows the mail: sent, or the failed attempt's error.
	withTest := func(status, lastError string, attempts int, kind string) func(testing.TB) *tests.TestApp {
		return testutil.Then(world, func(t testing.TB, app *tests.TestApp) {
			if _, err := app.DB().Insert("mail_outbox", dbx.Params{"id": "testmail0000001", "recipients": `{"to":[{"Name":"","Address":"grace@example.com"}]}`,
				"headers": "null", "subject": system.TestMailSubject, "kind": kind, "status": status, "attempts": attempts,
				"last_error": lastError, "created": time.Now().UTC().Format("2006-01-02 15:04:05.000Z"),
				"updated": time.Now().UTC().Format("2006-01-02 15:04:05.000Z")}).Execute(); err != nil {
				t.Fatal(err)
			}
		})
	}
	one := url + "/testmail0000001"
	var g []tests.ApiScenario
	g = refusedEverywhere(t, g, http.MethodGet, one, "")
	g = append(g,
		tests.ApiScenario{Name: "a failed attempt shows its error", Method: http.MethodGet, URL: one, Headers: admin(t),
			TestAppFactory: withTest("pending", "dial tcp 127.0.0.1:2525: connection refused", 1, "smtp_test"), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"pending"`, `"attempts":1`, `"last_error":"dial tcp 127.0.0.1:2525: connection refused"`, `"to":"grace@example.com"`}},
		tests.ApiScenario{Name: "a delivered test mail says sent", Method: http.MethodGet, URL: one, Headers: admin(t),
			TestAppFactory: withTest("sent", "", 1, "smtp_test"), ExpectedStatus: 200, ExpectedContent: []string{`"status":"sent"`}},
		tests.ApiScenario{Name: "another kind of mail is not a test mail", Method: http.MethodGet, URL: one, Headers: admin(t),
			TestAppFactory: withTest("sent", "", 1, "verification"), ExpectedStatus: 404, ExpectedContent: []string{system.MsgTestNotFound}},
		tests.ApiScenario{Name: "an unknown test mail is 404", Method: http.MethodGet, URL: url + "/nope", Headers: admin(t),
			ExpectedStatus: 404, ExpectedContent: []string{system.MsgTestNotFound}},
	)
	run(t, g)
}

func TestAccess(t *testing.T) {
	const url = "/api/system/access"
	var s []tests.ApiScenario
	s = refusedEverywhere(t, s, http.MethodGet, url, "")
	s = append(s, tests.ApiScenario{Name: "a superadmin reads the rules and route guards as served", Method: http.MethodGet, URL: url,
		Headers: admin(t), ExpectedStatus: 200, ExpectedContent: []string{`"roles":[`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			var a system.Access
			if err := json.NewDecoder(res.Body).Decode(&a); err != nil {
				t.Fatal(err)
			}
			if len(a.Roles) != 5 {
				t.Errorf("roles %v", a.Roles)
			}
			// The collections' rules are the stored ones.
			found := false
			for _, c := range a.Collections {
				if strings.HasPrefix(c.Name, "_") {
					t.Errorf("system collection %s listed", c.Name)
				}
				if c.Name == "activity_log" {
					found = true
					stored, _ := app.FindCollectionByNameOrId("activity_log")
					if c.List.Rule == nil || *c.List.Rule != *stored.ListRule || c.List.Roles["guest"] != "when" ||
						c.Create.Rule != nil || c.Create.Roles["superadmin"] != "no" {
						t.Errorf("activity_log rules %+v", c)
					}
				}
			}
			if !found {
				t.Error("activity_log missing")
			}
			route := func(method, path string) system.RouteAccess {
				for _, r := range a.Routes {
					if r.Method == method && r.Path == path {
						return r
					}
				}
				t.Fatalf("route %s %s missing", method, path)
				return system.RouteAccess{}
			}
			want := map[string]map[string]string{
				"GET /api/system/access":                 {"guest": "no", "volunteer": "no", "company_owner": "no", "company_member": "no", "superadmin": "yes"},
				"GET /api/system/backups/{key}/download": {"guest": "no", "superadmin": "yes"},
				"POST /api/billing/subscribe":            {"guest": "no", "volunteer": "no", "company_owner": "verified", "company_member": "no", "superadmin": "no"},
				"POST /api/volunteer/motivation":         {"guest": "no", "volunteer": "verified", "company_owner": "no"},
				"GET /api/footer":                        {"guest": "yes", "volunteer": "yes", "company_member": "yes", "superadmin": "yes"},
			}
			for key, roles := range want {
				method, path, _ := strings.Cut(key, " ")
				r := route(method, path)
				for role, v := range roles {
					if r.Roles[role] != v {
						t.Errorf("%s: %s = %q, want %q (guards %v)", key, role, r.Roles[role], v, r.Guards)
					}
				}
			}
			// PocketBase's own routes are decided by the rules, not listed.
			for _, r := range a.Routes {
				if strings.HasPrefix(r.Path, "/api/collections/") {
					t.Errorf("built-in route %s %s listed", r.Method, r.Path)
				}
			}
		}})
	run(t, s)
}

// fileToken is a file token of the seeded superadmin (the same in every
// test app, whose users share their token keys).
func fileToken(t *testing.T, id string) string {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	return testutil.FileTokenOf(t, app, id)
}

// withBackup is the world with one backup, seed.zip.
func withBackup(t testing.TB) *tests.TestApp {
	app := world(t)
	if err := app.CreateBackup(context.Background(), "seed.zip"); err != nil {
		t.Fatal(err)
	}
	return app
}

func TestBackups(t *testing.T) {
	const url = "/api/system/backups"
	var s []tests.ApiScenario
	s = refusedEverywhere(t, s, http.MethodGet, url, "")
	s = refusedEverywhere(t, s, http.MethodPost, url, `{}`)
	s = refusedEverywhere(t, s, http.MethodPatch, url+"/schedule", `{"cron":"","max_keep":3}`)
	s = refusedEverywhere(t, s, http.MethodPost, url+"/seed.zip/restore", `{"confirm":"seed.zip"}`)
	created := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		var it system.BackupItem
		if err := json.NewDecoder(res.Body).Decode(&it); err != nil || it.Size <= 0 ||
			!strings.HasPrefix(it.Key, "voluntech_") || !strings.HasSuffix(it.Key, ".zip") {
			t.Fatalf("created %+v %v", it, err)
		}
	}
	bad := func(name, method, u, body string, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: method, URL: u, Headers: admin(t), Body: strings.NewReader(body),
			TestAppFactory: withBackup, ExpectedStatus: 400, ExpectedContent: want}
	}
	s = append(s,
		tests.ApiScenario{Name: "a superadmin lists the backups and the schedule", Method: http.MethodGet, URL: url, Headers: admin(t),
			TestAppFactory: withBackup, ExpectedStatus: 200,
			ExpectedContent: []string{`"key":"seed.zip"`, `"schedule":{"cron":"`, `"busy":false`}},
		tests.ApiScenario{Name: "no backups yet", Method: http.MethodGet, URL: url, Headers: admin(t), ExpectedStatus: 200,
			ExpectedContent: []string{`"items":[]`}},
		tests.ApiScenario{Name: "a superadmin creates a backup, logged", Method: http.MethodPost, URL: url, Headers: admin(t),
			Body: strings.NewReader(`{}`), ExpectedStatus: 200, ExpectedContent: []string{`"size":`},
			ExpectedEvents: testutil.MergeEvents(testutil.SavedEvents(0, 1, 0), map[string]int{"OnBackupCreate": 1}),
			AfterTestFunc:  testutil.All(created, logged("backups.create", nil))},
		tests.ApiScenario{Name: "a named backup", Method: http.MethodPost, URL: url, Headers: admin(t),
			Body: strings.NewReader(`{"name":"before-upgrade.zip"}`), ExpectedStatus: 200, ExpectedContent: []string{`"key":"before-upgrade.zip"`},
			ExpectedEvents: testutil.MergeEvents(testutil.SavedEvents(0, 1, 0), map[string]int{"OnBackupCreate": 1})},
		bad("a name out of the allowed letters is refused", http.MethodPost, url, `{"name":"../etc/passwd.zip"}`, `"name":{"code":"validation_invalid_name"`),
		bad("an existing name is refused", http.MethodPost, url, `{"name":"seed.zip"}`, `"name":{"code":"validation_backup_name_exists"`),
		bad("a name of the wrong type is refused", http.MethodPost, url, `{"name":7}`, `"name":{"code":"validation_invalid_type"`),
		bad("a restore needs the typed name", http.MethodPost, url+"/seed.zip/restore", `{"confirm":"seed"}`, `"confirm":{"code":"validation_confirm"`),
		bad("a restore without confirmation is refused", http.MethodPost, url+"/seed.zip/restore", `{}`, `"confirm":{`),
		tests.ApiScenario{Name: "restoring an unknown backup is 404", Method: http.MethodPost, URL: url + "/nope.zip/restore", Headers: admin(t),
			Body: strings.NewReader(`{"confirm":"nope.zip"}`), TestAppFactory: withBackup, ExpectedStatus: 404, ExpectedContent: []string{system.MsgBackupNotFound}},
		bad("a bad cron is refused", http.MethodPatch, url+"/schedule", `{"cron":"every day","max_keep":3}`, `"cron":{"code":"validation_invalid_cron"`),
		bad("max_keep out of range is refused", http.MethodPatch, url+"/schedule", `{"cron":"0 3 * * *","max_keep":0}`, `"max_keep":{`),
		bad("max_keep of the wrong type is refused", http.MethodPatch, url+"/schedule", `{"cron":"","max_keep":"3"}`, `"max_keep":{"code":"validation_invalid_type"`),
		tests.ApiScenario{Name: "a superadmin sets the schedule, logged with before and after", Method: http.MethodPatch, URL: url + "/schedule",
			Headers: admin(t), Body: strings.NewReader(`{"cron":"0 3 * * *","max_keep":7}`), ExpectedStatus: 200,
			ExpectedContent: []string{`{"cron":"0 3 * * *","max_keep":7}`},
			ExpectedEvents: testutil.MergeEvents(testutil.SavedEvents(0, 1, 0), map[string]int{"OnSettingsReload": 1, "OnModelValidate": 1,
				"OnModelUpdate": 1, "OnModelUpdateExecute": 1, "OnModelAfterUpdateSuccess": 1}),
			AfterTestFunc: testutil.All(logged("settings.backups", func(t testing.TB, r *core.Record) {
				if !strings.Contains(r.GetString("after"), `"cron":"0 3 * * *"`) || !strings.Contains(r.GetString("before"), `"cron":`) {
					t.Errorf("entry %s → %s", r.GetString("before"), r.GetString("after"))
				}
			}), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if b := app.Settings().Backups; b.Cron != "0 3 * * *" || b.CronMaxKeep != 7 {
					t.Errorf("settings %+v", b)
				}
			})},
	)
	run(t, s)

	// The restore starts a second after the answer; the test app stops it
	// at PocketBase's restore event instead of replacing its data.
	restoring := make(chan string, 1)
	stopRestore := func(t testing.TB) *tests.TestApp {
		app := withBackup(t)
		app.OnBackupRestore().BindFunc(func(e *core.BackupEvent) error {
			restoring <- e.Name
			return nil
		})
		return app
	}
	run(t, []tests.ApiScenario{{Name: "a superadmin restores a backup after typing its name", Method: http.MethodPost,
		URL: url + "/seed.zip/restore", Headers: admin(t), Body: strings.NewReader(`{"confirm":"seed.zip"}`),
		TestAppFactory: stopRestore, ExpectedStatus: 202, ExpectedEvents: testutil.SavedEvents(0, 1, 0),
		AfterTestFunc: testutil.All(logged("backups.restore", nil), func(t testing.TB, _ *tests.TestApp, _ *http.Response) {
			select {
			case name := <-restoring:
				if name != "seed.zip" {
					t.Errorf("restored %q", name)
				}
			case <-time.After(10 * time.Second):
				t.Error("the restore never started")
			}
		})}})
}

func TestBackupDownload(t *testing.T) {
	const url = "/api/system/backups/seed.zip/download"
	tok := testutil.UserTokens(t)
	var s []tests.ApiScenario
	for _, c := range []struct{ name, id string }{{"volunteer", testutil.VolunteerID}, {"company", testutil.CompanyID}} {
		s = append(s, tests.ApiScenario{Name: "a " + c.name + "'s file token is refused", Method: http.MethodGet,
			URL: url + "?token=" + fileToken(t, c.id), TestAppFactory: withBackup, ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}})
	}
	s = append(s,
		tests.ApiScenario{Name: "a guest cannot download", Method: http.MethodGet, URL: url, TestAppFactory: withBackup,
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
		tests.ApiScenario{Name: "a forged token is a guest", Method: http.MethodGet, URL: url + "?token=abc", TestAppFactory: withBackup,
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
		tests.ApiScenario{Name: "an auth token is no file token", Method: http.MethodGet, URL: url + "?token=" + tok.Superadmin,
			TestAppFactory: withBackup, ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
		tests.ApiScenario{Name: "an unknown backup is 404", Method: http.MethodGet, URL: "/api/system/backups/nope.zip/download",
			Headers: admin(t), TestAppFactory: withBackup, ExpectedStatus: 404, ExpectedContent: []string{system.MsgBackupNotFound}},
		tests.ApiScenario{Name: "a superadmin's file token downloads the zip", Method: http.MethodGet,
			URL: url + "?token=" + fileToken(t, testutil.SuperadminID), TestAppFactory: withBackup, ExpectedStatus: 200, ExpectedContent: []string{"PK"},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				b := testutil.ResponseBody(t, res)
				if len(b) < 100 || string(b[:2]) != "PK" || !strings.Contains(res.Header.Get("Content-Disposition"), "seed.zip") {
					t.Errorf("download %d bytes, %q", len(b), res.Header.Get("Content-Disposition"))
				}
			}},
	)
	run(t, s)
}

func TestLookupEditLogged(t *testing.T) {
	ids := readLookupIDs(t)
	run(t, []tests.ApiScenario{{Name: "a rename is logged with the name before and after", Method: http.MethodPatch,
		URL: lookupsURL + "/" + ids.DataSci, Headers: admin(t), Body: strings.NewReader(`{"name":"Data Sciences"}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"name":"Data Sciences"`}, ExpectedEvents: testutil.SavedEvents(1, 1, 0),
		AfterTestFunc: logged("lookups.rename", func(t testing.TB, r *core.Record) {
			if r.GetString("before") != `{"name":"Data Science"}` || r.GetString("after") != `{"name":"Data Sciences"}` ||
				r.GetString("target") != "lookups" || r.GetString("target_id") != ids.DataSci || r.GetString("label") != "Data Sciences (study area)" {
				t.Errorf("entry %s %s %s → %s", r.GetString("label"), r.GetString("target_id"), r.GetString("before"), r.GetString("after"))
			}
		})}})
}
