package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// Ids of the volunteer who signed up and has not verified their email yet,
// and of the volunteer profiles SetVolunteerStep makes for the cast.
const (
	UnverifiedVolunteerID = "volunteer000003"

	VolunteerProfileID      = "vprofile0000001"
	OtherVolunteerProfileID = "vprofile0000002"
)

// CreateUnverifiedVolunteer saves the unverified volunteer.
func CreateUnverifiedVolunteer(t testing.TB, app core.App) *core.Record {
	t.Helper()
	return CreateUser(t, app, UserOpts{Id: UnverifiedVolunteerID, Username: "ursula", Role: "volunteer", Unverified: true})
}

var unverifiedVolunteerToken cachedToken

// UnverifiedVolunteerToken is the auth token of CreateUnverifiedVolunteer's
// user, valid in every test app of this test binary.
func UnverifiedVolunteerToken(t testing.TB) string {
	t.Helper()
	return unverifiedVolunteerToken.get(t, CreateUnverifiedVolunteer)
}

// SetVolunteerStep puts the volunteer's wizard at step, with their profile
// (made with a fixed id for vera and victor when missing), as the wizard
// routes leave them.
func SetVolunteerStep(t testing.TB, app core.App, userID string, step int) *core.Record {
	t.Helper()
	p := FirstBy(app, "volunteer_profiles", "user", userID)
	if p == nil {
		c, err := app.FindCollectionByNameOrId("volunteer_profiles")
		if err != nil {
			t.Fatal(err)
		}
		p = core.NewRecord(c)
		switch userID {
		case VolunteerID:
			p.Id = VolunteerProfileID
		case OtherVolunteerID:
			p.Id = OtherVolunteerProfileID
		}
		p.Set("user", userID)
	}
	setStep(t, app, p, step)
	return p
}

// AddEntry saves one entry of a volunteer profile's list (educations,
// experiences, skills, awards).
func AddEntry(t testing.TB, app core.App, collection, profileID string, fields map[string]any) *core.Record {
	t.Helper()
	return SaveRecord(t, app, collection, Merged(map[string]any{"profile": profileID}, fields))
}
