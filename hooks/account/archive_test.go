package account_test

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/account"
	"voluntech/hooks/testutil"
)

// oneOfEach gives vera (a volunteer) and acme (a company owner) one record
// of every kind the archive holds, and victor and globex records of their
// own, marked OTHER, that neither archive may hold. Vera worked for acme
// (both reviews written, unpublished: the blind holds) and for globex
// (both reviews published).
func oneOfEach(t testing.TB, app *tests.TestApp) {
	v, c := testutil.VolunteerID, testutil.CompanyID
	ov, oc := testutil.OtherVolunteerID, testutil.OtherCompanyID
	insert(t, app, "volunteer_profiles", dbx.Params{"id": "vprofvera000001", "user": v, "photo": "vera_photo.png"}, [2]string{"photo", "vera_photo.png"})
	insert(t, app, "volunteer_profiles", dbx.Params{"id": "vprofvictor0001", "user": ov, "about": "OTHER"})
	for _, k := range []string{"educations", "experiences", "awards", "skills"} {
		insert(t, app, k, dbx.Params{"id": (k + "vera000000000")[:15], "profile": "vprofvera000001"})
		insert(t, app, k, dbx.Params{"id": (k + "victor0000000")[:15], "profile": "vprofvictor0001"})
	}
	insert(t, app, "social_links", dbx.Params{"id": "linkvera0000001", "owner": v, "network": "github", "url": "https://github.com/vera"})
	testutil.SetFields(t, app, "company_profiles", testutil.CompanyProfileID, map[string]any{"description": "Acme makes things"})
	insert(t, app, "company_photos", dbx.Params{"id": "photoacme000001", "company": c, "image": "acme_team.png"}, [2]string{"image", "acme_team.png"})

	testutil.CreateOpportunity(t, app, "oppacme00000001", c, map[string]any{"title": "Frontend helper"})
	testutil.CreateOpportunity(t, app, "oppglobex000001", oc, map[string]any{"title": "Design reviewer"})
	testutil.CreateApplication(t, app, "appvera00000001", "oppacme00000001", v, "accepted")
	testutil.CreateApplication(t, app, "appveraglobex01", "oppglobex000001", v, "accepted")
	testutil.CreateApplication(t, app, "appvictor000001", "oppglobex000001", ov, "accepted")
	done := dbx.Params{"status": "completed", "accepted_at": testutil.InDays(-30).String(), "completed_at": testutil.InDays(-5).String()}
	testutil.Engage(t, app, "engvera00000001", "appvera00000001", done)
	testutil.Engage(t, app, "engveraglobex01", "appveraglobex01", done)
	testutil.Engage(t, app, "engvictor000001", "appvictor000001", done)
	insert(t, app, "hour_entries", dbx.Params{"id": "hoursvera000001", "engagement": "engvera00000001", "volunteer": v, "company": c, "hours": 3, "status": "approved"})
	insert(t, app, "hour_entries", dbx.Params{"id": "hoursvictor0001", "engagement": "engvictor000001", "volunteer": ov, "company": oc, "hours": 2, "description": "OTHER"})
	insert(t, app, "certificates", dbx.Params{"id": "certvera0000001", "engagement": "engvera00000001", "volunteer": v, "jwt": "eyJ.vera.signed"})
	insert(t, app, "certificates", dbx.Params{"id": "certvictor00001", "engagement": "engvictor000001", "volunteer": ov, "jwt": "eyJ.OTHER"})
	review := func(id, eng, side, company string, published bool) {
		insert(t, app, "reviews", dbx.Params{"id": id, "engagement": eng, "author_side": side, "volunteer": v,
			"company": company, "rating": 5, "text": id, "published": published})
	}
	review("revveraacme0001", "engvera00000001", "volunteer", c, false)
	review("revacmevera0001", "engvera00000001", "company", c, false) // blind: not in vera's archive
	review("revveraglobex01", "engveraglobex01", "volunteer", oc, true)
	review("revglobexvera01", "engveraglobex01", "company", oc, true)

	insert(t, app, "conversations", dbx.Params{"id": "convvera0000001", "company": c, "volunteer": v})
	insert(t, app, "conversations", dbx.Params{"id": "convvictor00001", "company": oc, "volunteer": ov})
	insert(t, app, "messages", dbx.Params{"id": "msgvera00000001", "conversation": "convvera0000001", "sender": v, "body": "Hello acme", "attachment": "cv_vera.pdf"}, [2]string{"attachment", "cv_vera.pdf"})
	insert(t, app, "messages", dbx.Params{"id": "msgacme00000001", "conversation": "convvera0000001", "sender": c, "body": "Hello vera"})
	insert(t, app, "messages", dbx.Params{"id": "msgvictor000001", "conversation": "convvictor00001", "sender": ov, "body": "OTHER"})
	insert(t, app, "favorites", dbx.Params{"id": "favvera00000001", "user": v, "opportunity": "oppacme00000001"})
	insert(t, app, "favorites", dbx.Params{"id": "favacme00000001", "user": c, "volunteer": v})
	insert(t, app, "favorites", dbx.Params{"id": "favvictor000001", "user": ov, "opportunity": "oppglobex000001"})
	for _, u := range []string{v, c, ov} {
		insert(t, app, "notifications", dbx.Params{"id": "notif" + u[5:], "user": u, "kind": "x", "title": "Note for " + u})
	}
	testutil.CreateInvitation(t, app, testutil.Invitation{ID: "inviteacme00001", Company: c, Email: "new@acme.test", Token: "secret-token"})
	insert(t, app, "subscriptions", dbx.Params{"id": "subacme00000001", "company": c, "plan": "starter", "status": "active"})
	insert(t, app, "subscriptions", dbx.Params{"id": "subglobex000001", "company": oc, "plan": "starter", "status": "active"})
}

// parts reads one JSON file of an archive: its lists by key.
func parts(t testing.TB, name, data string) map[string][]map[string]any {
	t.Helper()
	var out map[string][]map[string]any
	if err := json.Unmarshal([]byte(data), &out); err != nil {
		t.Fatalf("%s is not a JSON object of lists: %v\n%s", name, err, data)
	}
	return out
}

func ids(list []map[string]any) []string {
	var out []string
	for _, r := range list {
		out = append(out, r["id"].(string))
	}
	sort.Strings(out)
	return out
}

func TestArchiveHoldsEveryKindAndNothingElse(t *testing.T) {
	app := testutil.NewAppWithTeam(t)
	defer app.Cleanup()
	oneOfEach(t, app)
	exportFor(t, app, "expvera00000001", testutil.VolunteerID, 0, false)
	exportFor(t, app, "expacme00000001", testutil.CompanyID, 0, false)
	if n := account.Process(app); n != 2 {
		t.Fatalf("Process built %d exports, want 2", n)
	}

	for _, c := range []struct {
		export  string
		files   []string
		uploads []string
		// empty lists allowed (the blind hides the other side's review)
		empty map[string]bool
		want  map[string][]string // file.part -> ids expected
	}{
		{"expvera00000001", account.ExportFiles,
			[]string{"files/volunteer_profiles/vprofvera000001/vera_photo.png", "files/messages/msgvera00000001/cv_vera.pdf"},
			nil, map[string][]string{
				"reviews.json.written":           {"revveraacme0001", "revveraglobex01"},
				"reviews.json.received":          {"revglobexvera01"},
				"conversations.json.messages":    {"msgacme00000001", "msgvera00000001"},
				"certificates.json.certificates": {"certvera0000001"},
				"engagements.json.engagements":   {"engvera00000001", "engveraglobex01"},
			}},
		{"expacme00000001", append(append([]string{}, account.ExportFiles...), account.OwnerFiles...),
			[]string{"files/company_photos/photoacme000001/acme_team.png"},
			map[string]bool{"profile.json": true, "reviews.json.received": true}, map[string][]string{
				"reviews.json.written":             {"revacmevera0001"},
				"reviews.json.received":            nil,
				"team.json.members":                {testutil.MemberID},
				"subscriptions.json.subscriptions": {"subacme00000001"},
			}},
	} {
		files := archive(t, app, c.export)
		var names []string
		for name := range files {
			names = append(names, name)
		}
		want := append(append([]string{}, c.files...), c.uploads...)
		sort.Strings(names)
		sort.Strings(want)
		if strings.Join(names, " ") != strings.Join(want, " ") {
			t.Errorf("%s holds %v\nwant %v", c.export, names, want)
		}
		for _, f := range c.files {
			for key, list := range parts(t, f, files[f]) {
				if len(list) == 0 && !c.empty[f] && !c.empty[f+"."+key] {
					t.Errorf("%s: %s has no %s", c.export, f, key)
				}
				if w, ok := c.want[f+"."+key]; ok && strings.Join(ids(list), " ") != strings.Join(w, " ") {
					t.Errorf("%s: %s.%s = %v, want %v", c.export, f, key, ids(list), w)
				}
			}
			for _, bad := range []string{"OTHER", testutil.OtherVolunteerID, "subglobex", "tokenKey", "password", "token_hash"} {
				if strings.Contains(files[f], bad) {
					t.Errorf("%s: %s holds %q", c.export, f, bad)
				}
			}
		}
		if !strings.Contains(files["account.json"], `"email":"`) {
			t.Errorf("%s: account.json has no email: %s", c.export, files["account.json"])
		}
	}
	// The ready mail, an account mail, went to each.
	if rows := testutil.Outbox(t, app, dbx.HashExp{"kind": account.MailKind}); len(rows) != 2 ||
		!strings.Contains(rows[0].Text, "/account-settings#download-my-data") {
		t.Errorf("ready mails: %+v", rows)
	}
	var _ core.App = app
}
