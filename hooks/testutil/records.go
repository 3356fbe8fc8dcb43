package testutil

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// SaveRecord saves a new record of collection with fields, as a fixture
// the route under test reads; an "id" field fixes its id.
func SaveRecord(t testing.TB, app core.App, collection string, fields map[string]any) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	for k, v := range fields {
		r.Set(k, v)
	}
	if err := app.Save(r); err != nil {
		t.Fatalf("save %s %v: %v", collection, fields["id"], err)
	}
	return r
}

// Merged is a copy of base with fields set over it.
func Merged(base, fields map[string]any) map[string]any {
	out := make(map[string]any, len(base)+len(fields))
	for k, v := range base {
		out[k] = v
	}
	for k, v := range fields {
		out[k] = v
	}
	return out
}

// SetFields saves fields on the record of collection with id.
func SetFields(t testing.TB, app core.App, collection, id string, fields map[string]any) *core.Record {
	t.Helper()
	r, err := app.FindRecordById(collection, id)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range fields {
		r.Set(k, v)
	}
	if err := app.Save(r); err != nil {
		t.Fatalf("save %s %s: %v", collection, id, err)
	}
	return r
}

// Record reads the record of collection with id (fails the test when it
// is gone).
func Record(t testing.TB, app core.App, collection, id string) *core.Record {
	t.Helper()
	r, err := app.FindRecordById(collection, id)
	if err != nil {
		t.Fatalf("%s %s: %v", collection, id, err)
	}
	return r
}

// FirstBy is the first record of collection whose field is value, nil
// when there is none.
func FirstBy(app core.App, collection, field, value string) *core.Record {
	r, err := app.FindFirstRecordByData(collection, field, value)
	if err != nil {
		return nil
	}
	return r
}

// ExpectField checks after the request that the record of collection with
// id has want in field (as a string).
func ExpectField(collection, id, field, want string) AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		if got := Record(t, app, collection, id).GetString(field); got != want {
			t.Errorf("%s %s.%s = %q, want %q", collection, id, field, got, want)
		}
	}
}

// UserRef is one of PocketBase's records of a user: an MFA, an OTP or an
// external auth.
type UserRef interface {
	core.Model
	SetCollectionRef(collectionID string)
	SetRecordRef(recordID string)
}

// SaveUserRef saves r as the user userID's (of the users collection).
func SaveUserRef(t testing.TB, app core.App, r UserRef, userID string) {
	t.Helper()
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	r.SetCollectionRef(users.Id)
	r.SetRecordRef(userID)
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
}
