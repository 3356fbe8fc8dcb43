package reviews_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/testutil"
)

// Realtime sends a review's events to a subscriber only when
// CanAccessRecord passes the collection's list or view rule for them (the
// check PocketBase's realtime broker makes per subscriber): an unpublished
// review reaches its own side and superadmins, never the side it is about.
func TestReviewRealtimeAccess(t *testing.T) {
	app := with(addReviews(veraReview, acmeReview))(t)
	defer app.Cleanup()
	c, _ := app.FindCollectionByNameOrId("reviews")
	users := map[string]*core.Record{"guest": nil}
	for who, id := range map[string]string{
		"volunteer": testutil.VolunteerID, "other volunteer": testutil.OtherVolunteerID,
		"company owner": testutil.CompanyID, "team member": testutil.MemberID,
		"other company": testutil.OtherCompanyID, "superadmin": testutil.SuperadminID,
	} {
		u, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		users[who] = u
	}
	readers := map[string]map[string]bool{
		revVera: {"volunteer": true, "superadmin": true},
		revAcme: {"company owner": true, "team member": true, "superadmin": true},
	}
	for id, want := range readers {
		r, err := app.FindRecordById("reviews", id)
		if err != nil {
			t.Fatal(err)
		}
		for who, u := range users {
			for name, rule := range map[string]*string{"list": c.ListRule, "view": c.ViewRule} {
				info := &core.RequestInfo{Context: core.RequestInfoContextRealtime, Method: "GET", Auth: u}
				ok, _ := app.CanAccessRecord(r, info, rule)
				if ok != want[who] {
					t.Errorf("%s hears unpublished %s through the %s rule: %v, want %v", who, id, name, ok, want[who])
				}
			}
		}
	}
}
