package fanout

import (
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// The index narrows whom to ask and never answers alone: a connection is
// returned only while it is live and signed in as the user now; a
// connection that subscribes again as someone else moves; one that ended
// is forgotten (nothing is left behind for a user without connections),
// and one that ended before its subscription was filed is never filed.
func TestUsersAnswersFromEachConnectionsCurrentAuth(t *testing.T) {
	usersColl := core.NewAuthCollection("users")
	superusers := core.NewAuthCollection(core.CollectionNameSuperusers)
	signIn := func(c subscriptions.Client, collection *core.Collection, id string) {
		r := core.NewRecord(collection)
		r.Id = id
		c.Set(apis.RealtimeClientAuthKey, r)
	}
	ids := func(cs []subscriptions.Client) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Id())
		}
		slices.Sort(out)
		return out
	}
	want := func(x *users, user string, clients ...subscriptions.Client) {
		t.Helper()
		w := ids(clients)
		if got := ids(x.of(user)); !slices.Equal(got, w) {
			t.Errorf("of(%s) = %v, want %v", user, got, w)
		}
	}

	x := newUsers()
	a, b, c := subscriptions.NewDefaultClient(), subscriptions.NewDefaultClient(), subscriptions.NewDefaultClient()
	for _, cl := range []subscriptions.Client{a, b} {
		signIn(cl, usersColl, "u1")
		x.file(cl, "u1")
	}
	signIn(c, usersColl, "u2")
	x.file(c, "u2")
	want(x, "u1", a, b)
	want(x, "u2", c)

	// PocketBase clears a connection's auth when the user's tokenKey
	// changes: it is not the user's any more.
	a.Unset(apis.RealtimeClientAuthKey)
	want(x, "u1", b)
	// A superuser with the same id is not the users record.
	signIn(a, superusers, "u1")
	want(x, "u1", b)

	// b subscribes again as u2: filed under u2 only.
	signIn(b, usersColl, "u2")
	x.file(b, "u2")
	want(x, "u1")
	want(x, "u2", b, c)

	// Ended connections: discarded ones are never answered, dropped ones
	// leave nothing behind.
	c.Discard()
	want(x, "u2", b)
	x.drop(c.Id())
	x.drop(b.Id())
	x.drop(a.Id())
	if len(x.byUser) != 0 || len(x.userOf) != 0 {
		t.Errorf("after every drop: %d users and %d connections filed", len(x.byUser), len(x.userOf))
	}

	// A subscription that arrives after its connection ended is not filed.
	late := subscriptions.NewDefaultClient()
	signIn(late, usersColl, "u3")
	late.Discard()
	x.file(late, "u3")
	if len(x.userOf) != 0 {
		t.Errorf("a discarded connection was filed")
	}
}
