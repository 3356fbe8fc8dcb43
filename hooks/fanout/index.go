package fanout

import (
	"sync"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// users files the realtime connections under the signed-in user they
// subscribed as, so an event with a known audience visits its users'
// connections only, not every connection of the server (with 9,000 tabs
// open, walking them all for each event was most of the time a message
// took to arrive: BenchmarkMessaging/RealtimeTabs in hooks/messages).
//
// What it holds is a superset: a connection is filed when it subscribes
// with a user's token (before the subscription takes effect) and dropped
// when it ends; in between PocketBase may clear its auth (a new tokenKey).
// So every answer checks each connection's current auth, and the filing
// only narrows whom to ask.
type users struct {
	mu     sync.RWMutex
	byUser map[string]map[string]subscriptions.Client
	userOf map[string]string
}

func newUsers() *users {
	return &users{byUser: map[string]map[string]subscriptions.Client{}, userOf: map[string]string{}}
}

// file records that c subscribes as user (a users record id).
func (x *users) file(c subscriptions.Client, user string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if c.IsDiscarded() {
		return // its connection ended already: drop has run or never will
	}
	id := c.Id()
	if old, ok := x.userOf[id]; ok {
		if old == user {
			return
		}
		x.remove(id, old)
	}
	x.userOf[id] = user
	set := x.byUser[user]
	if set == nil {
		set = map[string]subscriptions.Client{}
		x.byUser[user] = set
	}
	set[id] = c
}

// drop forgets a connection that ended.
func (x *users) drop(clientID string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if user, ok := x.userOf[clientID]; ok {
		x.remove(clientID, user)
	}
}

func (x *users) remove(clientID, user string) {
	delete(x.userOf, clientID)
	if set := x.byUser[user]; set != nil {
		delete(set, clientID)
		if len(set) == 0 {
			delete(x.byUser, user)
		}
	}
}

// of are the live connections signed in as user now.
func (x *users) of(user string) []subscriptions.Client {
	x.mu.RLock()
	set := x.byUser[user]
	out := make([]subscriptions.Client, 0, len(set))
	for _, c := range set {
		out = append(out, c)
	}
	x.mu.RUnlock()
	live := out[:0]
	for _, c := range out {
		if !c.IsDiscarded() && authID(c) == user {
			live = append(live, c)
		}
	}
	return live
}

// authID is the users record a connection is signed in as ("" for a
// guest, a superuser or another collection's record).
func authID(c subscriptions.Client) string {
	a, _ := c.Get(apis.RealtimeClientAuthKey).(*core.Record)
	if a == nil || a.Collection().Name != "users" {
		return ""
	}
	return a.Id
}

// indexUsers starts filing app's connections (Bind calls it once per app).
func indexUsers(app core.App) *users {
	x := newUsers()
	app.OnRealtimeConnectRequest().BindFunc(func(e *core.RealtimeConnectRequestEvent) error {
		client := e.Client
		defer x.drop(client.Id())
		return e.Next()
	})
	app.OnRealtimeSubscribeRequest().BindFunc(func(e *core.RealtimeSubscribeRequestEvent) error {
		if e.Auth != nil && e.Auth.Collection().Name == "users" {
			x.file(e.Client, e.Auth.Id)
		}
		return e.Next()
	})
	return x
}

// Open reports whether any of user's live connections subscribes to
// topic (with or without options, kept here or not).
func Open(app core.App, user, topic string) bool {
	reg, ok := app.Store().Get(storeKey).(*registry)
	if !ok {
		return false
	}
	for _, c := range reg.users.of(user) {
		if len(c.Subscriptions(topic, kept+topic)) > 0 {
			return true
		}
	}
	return false
}
