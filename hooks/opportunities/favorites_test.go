package opportunities_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/directory"
	"voluntech/hooks/testutil"
)

// A volunteer saves open opportunities (the favourite heart).
func TestSaveOpportunity(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/collections/favorites/records"
	save := func(name, token, user, opp string, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: url, Headers: testutil.Auth(token),
			Body: testutil.JSONBody(map[string]any{"user": user, "opportunity": opp}), ExpectedStatus: status, ExpectedContent: want}
	}
	failed := map[string]int{"*": 0, "OnRecordCreateRequest": 1, "OnModelCreate": 1, "OnModelValidate": 1,
		"OnRecordCreate": 1, "OnRecordValidate": 1, "OnModelAfterCreateError": 1, "OnRecordAfterCreateError": 1}
	ok := save("vera saves an open opportunity", tok.Volunteer, testutil.VolunteerID, oppOpen, 200, `"opportunity":"`+oppOpen+`"`)
	ok.ExpectedEvents = events("OnRecordCreateRequest", 1, 0, 1, 0, 0)
	ok.AfterTestFunc = count("favorites", 1)
	var refused []tests.ApiScenario
	for _, c := range []struct{ name, opp string }{{"a draft", oppDraft}, {"a closed one", oppClosed}} {
		s := save("vera cannot save "+c.name, tok.Volunteer, testutil.VolunteerID, c.opp, 400,
			`"opportunity":{"code":"validation_not_open","message":"`+directory.MsgFavoriteNotOpen+`"`)
		s.ExpectedEvents = failed
		s.AfterTestFunc = count("favorites", 0)
		refused = append(refused, s)
	}
	unknown := save("nor an unknown one", tok.Volunteer, testutil.VolunteerID, "nosuchthing0000", 400, `"opportunity":{`)
	unknown.ExpectedEvents = failed
	other := save("nor for victor", tok.Volunteer, testutil.OtherVolunteerID, oppOpen, 400, `"status":400`)
	other.ExpectedEvents = testutil.NoEvents
	testutil.Run(t, base, append([]tests.ApiScenario{ok, unknown, other}, refused...))
}
