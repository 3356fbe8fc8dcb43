package fanout

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// asked counts the questions PocketBase's broadcast puts to a connection.
type asked struct {
	*subscriptions.DefaultClient
	n atomic.Int64
}

func (a *asked) Subscriptions(prefixes ...string) map[string]subscriptions.SubscriptionOptions {
	a.n.Add(1)
	return a.DefaultClient.Subscriptions(prefixes...)
}

// PocketBase's broadcast of a bound collection's records runs only while a
// live connection holds a topic it serves: with the kept subscriptions
// alone it asks no connection anything (and the kept tab still gets its
// event, once); a guest's plain wildcard, a subscription by the
// collection's id or a record topic of another collection's rules bring it
// back, and it stops again when they end; so does a client in the broker
// that this package did not count. This fails when PocketBase moves
// its broadcast out of the model event that the record event's last step
// continues (fanout.go, deliver).
func TestBroadcastSkippedOnlyWithoutItsSubscribers(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	notes := core.NewBaseCollection("notes")
	notes.Fields.Add(&core.TextField{Name: "owner"})
	rule := `@request.auth.id != "" && owner = @request.auth.id`
	notes.ListRule, notes.ViewRule = &rule, &rule
	if err := app.Save(notes); err != nil {
		t.Fatal(err)
	}
	Bind(app, "notes", func(_ core.App, r *core.Record) ([]string, error) {
		return []string{r.GetString("owner")}, nil
	})
	if _, err := apis.NewRouter(app); err != nil { // binds PocketBase's broadcast
		t.Fatal(err)
	}
	reg := app.Store().Get(storeKey).(*registry)
	user, err := app.FindAuthRecordByEmail("users", "test@example.com")
	if err != nil {
		t.Fatal(err)
	}

	// The probe is counted as a connection of this package's (as if it
	// had connected): a client the package does not know of brings the
	// broadcast back, as the last step checks.
	probe := &asked{DefaultClient: subscriptions.NewDefaultClient()}
	app.SubscriptionsBroker().Register(probe)
	reg.holders.connection(1)
	connect := func(auth *core.Record, topics ...string) *topicsClient {
		c := &topicsClient{DefaultClient: subscriptions.NewDefaultClient(), holders: reg.holders}
		reg.holders.connection(1)
		if auth != nil {
			c.Set(apis.RealtimeClientAuthKey, auth)
			reg.users.file(c, auth.Id)
		}
		c.Subscribe(topics...)
		app.SubscriptionsBroker().Register(c)
		return c
	}
	tab := connect(user, kept+"notes/*")

	received := func(c subscriptions.Client) int {
		n := 0
		for {
			select {
			case <-c.Channel():
				n++
			case <-time.After(200 * time.Millisecond):
				return n
			}
		}
	}
	save := func(when string, wantAsked bool) {
		t.Helper()
		before := probe.n.Load()
		r := core.NewRecord(notes)
		r.Set("owner", user.Id)
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
		if got := probe.n.Load() > before; got != wantAsked {
			t.Errorf("%s: PocketBase's broadcast ran = %v, want %v", when, got, wantAsked)
		}
		if n := received(tab); n != 1 {
			t.Errorf("%s: the kept tab received %d events, want 1", when, n)
		}
	}

	save("kept subscriptions only", false)

	guest := connect(nil, "notes/*")
	save("a guest's wildcard", true)
	guest.end()
	reg.holders.connection(-1)
	app.SubscriptionsBroker().Unregister(guest.Id())
	save("the guest gone", false)

	byID := connect(nil, notes.Id+"/*")
	save("a subscription by the collection's id", true)
	byID.end()
	reg.holders.connection(-1)
	app.SubscriptionsBroker().Unregister(byID.Id())

	other := connect(user, "notesx/*", "users/"+user.Id, kept+"notes/*?x")
	save("other collections' topics and kept ones", false)
	other.Unsubscribe(kept + "notes/*?x")
	received(other)

	// A connection that changes after it ended is not counted again.
	late := connect(nil)
	late.end()
	late.Subscribe("notes/*")
	save("a subscription after its connection ended", false)

	// A client registered in the broker without a connection this package
	// counted (another wrapper's, a test's) may hold anything.
	unknown := subscriptions.NewDefaultClient()
	unknown.Subscribe("notes/*")
	app.SubscriptionsBroker().Register(unknown)
	save("a client this package does not know of", true)
}

// A record topic is kept only where the collection's view rule is its list
// rule (the audience says the list rule); wildcards always, guests never,
// and options other than fields stay with PocketBase.
func TestKeepRecordTopicsOnlyUnderTheListRule(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	list, view := `@request.auth.id != ""`, `@request.auth.id != "" && id != ""`
	for name, rules := range map[string][2]*string{"same": {&list, &list}, "differ": {&list, &view}} {
		c := core.NewBaseCollection(name)
		c.ListRule, c.ViewRule = rules[0], rules[1]
		if err := app.Save(c); err != nil {
			t.Fatal(err)
		}
		Bind(app, name, func(core.App, *core.Record) ([]string, error) { return nil, nil })
	}
	reg := app.Store().Get(storeKey).(*registry)
	user, err := app.FindAuthRecordByEmail("users", "test@example.com")
	if err != nil {
		t.Fatal(err)
	}
	expand := "?options=" + `{"query":{"expand":"x"}}`
	subs := []string{"same/*", "same/r1", "same/r1" + expand, "differ/*", "differ/r1", "other/r1", "same/r1/x"}
	for who, want := range map[string][]string{
		"user":  {kept + "same/*", kept + "same/r1", "same/r1" + expand, kept + "differ/*", "differ/r1", "other/r1", "same/r1/x"},
		"guest": subs,
	} {
		e := &core.RealtimeSubscribeRequestEvent{RequestEvent: &core.RequestEvent{App: app},
			Subscriptions: append([]string(nil), subs...)}
		if who == "user" {
			e.Auth = user
		}
		if err := reg.keep(e); err != nil {
			t.Fatal(err)
		}
		for i := range want {
			if e.Subscriptions[i] != want[i] {
				t.Errorf("%s: %q kept as %q, want %q", who, subs[i], e.Subscriptions[i], want[i])
			}
		}
	}
}
