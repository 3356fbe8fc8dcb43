package system_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/system"
	"voluntech/hooks/testutil"
)

// filesOf counts the stored files of a record; -1 when the listing failed
// (PocketBase may be deleting them in the background while it lists).
func filesOf(t testing.TB, app core.App, collectionID, recordID string) int {
	t.Helper()
	fs, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	objs, err := fs.List(collectionID + "/" + recordID + "/")
	if err != nil {
		return -1
	}
	return len(objs)
}

// expectDeletion checks the one account_deletions row.
func expectDeletion(role, by string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		rows, err := app.FindAllRecords("account_deletions")
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1 || rows[0].GetString("role") != role || rows[0].GetString("by") != by {
			t.Errorf("account_deletions = %v, want one {%s %s}", rows, role, by)
		}
	}
}

// veraGone checks nothing of vera is left: her user, profile, its entries
// and photo, her application and her favourite.
func veraGone(t testing.TB, app *tests.TestApp, _ *http.Response) {
	if _, err := app.FindRecordById("users", testutil.VolunteerID); err == nil {
		t.Error("vera still exists")
	}
	for collection, where := range map[string]dbx.Expression{
		"volunteer_profiles": dbx.HashExp{"user": testutil.VolunteerID},
		"educations":         dbx.HashExp{"profile": testutil.VolunteerProfileID},
		"skills":             dbx.HashExp{"profile": testutil.VolunteerProfileID},
		"applications":       dbx.HashExp{"volunteer": testutil.VolunteerID},
		"favorites":          dbx.HashExp{"user": testutil.VolunteerID},
	} {
		if n := count(t, app, collection, where); n != 0 {
			t.Errorf("%s of vera left: %d", collection, n)
		}
	}
	// PocketBase deletes the files in the background after the commit.
	deadline := time.Now().Add(3 * time.Second)
	for filesOf(t, app, "pbc_volprofiles1", testutil.VolunteerProfileID) != 0 {
		if time.Now().After(deadline) {
			t.Error("vera's photo files are left")
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	// Her proposal stays, without its proposer.
	if r, err := app.FindRecordById("lookups", PendingAreaID); err != nil || r.GetString("submitted_by") != "" {
		t.Errorf("pending area %v %v", r, err)
	}
	if o, _ := app.FindRecordById("opportunities", OpenOppID); o == nil || o.GetInt("applicants") != 0 {
		t.Errorf("opportunity counters not recounted: %v", o)
	}
}

func hasPhoto(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
	if filesOf(t, app, "pbc_volprofiles1", testutil.VolunteerProfileID) <= 0 {
		t.Fatal("vera has no photo file to delete")
	}
}

func TestDeleteUser(t *testing.T) {
	tok := testutil.UserTokens(t)
	del := func(name, id string, headers map[string]string, status int) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodDelete, URL: usersURL + "/" + id, Headers: headers, ExpectedStatus: status}
	}
	vera := del("a superadmin deletes a volunteer with everything she made", testutil.VolunteerID, admin(t), 204)
	vera.BeforeTestFunc = hasPhoto
	// The user, profile, 2 educations, skill, application, favourite; the
	// proposal loses its proposer; the deletion and the superadmin's
	// activity entry are recorded.
	vera.ExpectedEvents = map[string]int{"OnRecordDeleteRequest": 1, "OnRecordAfterDeleteSuccess": 7,
		"OnRecordAfterCreateSuccess": 2, "OnRecordAfterUpdateSuccess": 1}
	vera.AfterTestFunc = testutil.All(veraGone, expectDeletion("volunteer", system.BySuperadmin))

	acme := del("a superadmin deletes a company with its opportunities", testutil.CompanyID, admin(t), 204)
	// The deletion record and the notification of the volunteer whose
	// application the company's opportunity took with it.
	acme.ExpectedEvents = map[string]int{"OnRecordDeleteRequest": 1, "OnRecordAfterCreateSuccess": 3}
	acme.AfterTestFunc = testutil.All(expectDeletion("company", system.BySuperadmin),
		testutil.ExpectCount("users", dbx.HashExp{"id": testutil.CompanyID}, 0),
		testutil.ExpectCount("opportunities", dbx.HashExp{"company": testutil.CompanyID}, 0),
		testutil.ExpectCount("applications", dbx.HashExp{"company": testutil.CompanyID}, 0),
		testutil.ExpectCount("favorites", dbx.HashExp{"opportunity": OpenOppID}, 0),
		testutil.ExpectCount("subscriptions", dbx.HashExp{"company": testutil.CompanyID}, 0),
		testutil.ExpectCount("company_profiles", dbx.HashExp{"user": testutil.CompanyID}, 0),
		testutil.ExpectCount("opportunities", dbx.HashExp{"company": testutil.OtherCompanyID}, 1))

	self := del("a superadmin cannot delete themself here", testutil.SuperadminID, admin(t), 400)
	self.ExpectedContent = []string{system.MsgDeleteSelf}
	self.AfterTestFunc = testutil.All(testutil.ExpectCount("users", nil, 5), testutil.ExpectCount("account_deletions", nil, 0))

	unknown := del("unknown id", "nosuchuser00000", admin(t), 404)
	unknown.ExpectedContent = []string{`"status":404`}
	unknown.AfterTestFunc = testutil.ExpectCount("account_deletions", nil, 0)

	ownAccount := del("a volunteer deletes her own account", testutil.VolunteerID, testutil.Auth(tok.Volunteer), 204)
	ownAccount.URL = "/api/collections/users/records/" + testutil.VolunteerID
	ownAccount.BeforeTestFunc = hasPhoto
	// As above, without an activity entry: nobody acted for her.
	ownAccount.ExpectedEvents = map[string]int{"OnRecordDeleteRequest": 1, "OnRecordAfterDeleteSuccess": 7,
		"OnRecordAfterCreateSuccess": 1, "OnRecordAfterUpdateSuccess": 1}
	ownAccount.AfterTestFunc = testutil.All(veraGone, expectDeletion("volunteer", system.ByUser))

	byRecords := del("a superadmin deletes a user through the records API", testutil.OtherVolunteerID, admin(t), 204)
	byRecords.URL = "/api/collections/users/records/" + testutil.OtherVolunteerID
	byRecords.ExpectedEvents = map[string]int{"OnRecordDeleteRequest": 1, "OnRecordAfterCreateSuccess": 2}
	byRecords.AfterTestFunc = expectDeletion("volunteer", system.BySuperadmin)

	otherUser := del("a volunteer cannot delete another account", testutil.OtherVolunteerID, testutil.Auth(tok.Volunteer), 404)
	otherUser.URL = "/api/collections/users/records/" + testutil.OtherVolunteerID
	otherUser.ExpectedContent = []string{`"status":404`}
	otherUser.AfterTestFunc = testutil.ExpectCount("account_deletions", nil, 0)

	run(t, []tests.ApiScenario{vera, acme, self, unknown, ownAccount, byRecords, otherUser})
}
