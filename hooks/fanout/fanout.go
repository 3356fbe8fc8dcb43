// Package fanout delivers the realtime events of a collection's wildcard
// topic ("messages/*") and its records' topics ("conversations/{id}") with
// one audience lookup per event instead of PocketBase's one rule query per
// connected client.
//
// PocketBase checks a record event against the collection's list rule once
// for every client subscribed to the wildcard topic, each check a parsed
// rule and an SQL query. With 500 open tabs a new message cost about 1,000
// such queries (the message, then its conversation) before the recipient
// saw it, over 300 ms on the shared 2-core machine (BenchmarkMessaging in
// hooks/messages). A collection bound here keeps its API rules for every
// other use; only its wildcard and record subscriptions of signed-in users
// are kept under a private key that PocketBase's broadcast never matches,
// and this package sends them each event whose record the audience
// function admits. The audience names users; their connections are found
// in an index of connections by user (index.go), so an event costs its
// audience, not the number of open tabs. PocketBase's own broadcast asks
// every connection about every record event; for a bound collection it
// runs only while some connection holds a subscription it serves (a
// guest's, a superuser's, one with expand or filter: holders.go), and
// topicsClient makes each of its questions cheap (docs/scaling.md).
//
// The audience function must say exactly what the collection's list rule
// says (the tests of each caller pin both against every role), and the
// collection must have no OnRecordEnrich hooks: the record goes out as its
// public JSON, hidden fields left out, picked to the subscription's
// "fields" option when it has one. Subscriptions with other options
// (expand, filter) stay with PocketBase's own broadcast.
package fanout

import (
	"encoding/json"
	"math"
	"net/url"
	"slices"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/picker"
	"github.com/pocketbase/pocketbase/tools/routine"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// Audience answers, for one record event, which signed-in users may
// receive it: the ids of their users records. It may read the database
// (the record's parent).
type Audience func(app core.App, r *core.Record) ([]string, error)

// kept prefixes the subscription keys this package delivers.
const kept = "fanout:"

type registry struct {
	mu      sync.RWMutex
	who     map[string]Audience
	users   *users
	holders *holders
}

const storeKey = "voluntech.fanout"

// Bind delivers the events of collection's wildcard topic, and of its
// records' topics when the collection's view rule is its list rule, to
// the signed-in users audience admits.
func Bind(app core.App, collection string, audience Audience) {
	reg, _ := app.Store().Get(storeKey).(*registry)
	if reg == nil {
		reg = &registry{who: map[string]Audience{}, holders: newHolders()}
		app.Store().Set(storeKey, reg)
		app.OnRealtimeSubscribeRequest().BindFunc(reg.keep)
		useTopicsClient(app, reg.holders)
		reg.users = indexUsers(app)
	}
	reg.mu.Lock()
	reg.who[collection] = audience
	reg.mu.Unlock()
	for action, h := range map[string]*hook.TaggedHook[*core.RecordEvent]{
		"create": app.OnRecordAfterCreateSuccess(collection),
		"update": app.OnRecordAfterUpdateSuccess(collection),
	} {
		h.Bind(&hook.Handler[*core.RecordEvent]{
			Func:     func(e *core.RecordEvent) error { return reg.deliver(e, action, audience) },
			Priority: last,
		})
	}
	app.OnRecordAfterDeleteSuccess(collection).BindFunc(func(e *core.RecordEvent) error {
		reg.send(e.App, "delete", e.Record, audience)
		return e.Next()
	})
}

// keep moves a signed-in user's wildcard subscriptions of bound
// collections, and their record topics where the view rule is the list
// rule (the audience says the list rule), under the private key. Guests
// and superusers stay with PocketBase's broadcast (a guest is refused by
// the rules there).
func (reg *registry) keep(e *core.RealtimeSubscribeRequestEvent) error {
	if e.Auth == nil || e.HasSuperuserAuth() {
		return e.Next()
	}
	reg.mu.RLock()
	defer reg.mu.RUnlock()
	for i, s := range e.Subscriptions {
		topic, rawQuery, _ := strings.Cut(s, "?")
		collection, record, ok := strings.Cut(topic, "/")
		if !ok || record == "" || strings.Contains(record, "/") || reg.who[collection] == nil || !onlyFields(rawQuery) {
			continue
		}
		if record != "*" && !sameRules(e.App, collection) {
			continue
		}
		e.Subscriptions[i] = kept + s
	}
	return e.Next()
}

// sameRules reports whether a collection's view rule is its list rule.
func sameRules(app core.App, collection string) bool {
	c, err := app.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		return false
	}
	return (c.ListRule == nil) == (c.ViewRule == nil) && (c.ListRule == nil || *c.ListRule == *c.ViewRule)
}

// onlyFields reports whether a subscription's options ask for nothing but
// the fields to send.
func onlyFields(rawQuery string) bool {
	if rawQuery == "" {
		return true
	}
	q, err := url.ParseQuery(rawQuery)
	if err != nil || len(q) != 1 || len(q["options"]) != 1 {
		return false
	}
	var options struct {
		Query   map[string]any `json:"query"`
		Headers map[string]any `json:"headers"`
	}
	if json.Unmarshal([]byte(q.Get("options")), &options) != nil {
		return false
	}
	for k := range options.Query {
		if k != "fields" {
			return false
		}
	}
	return true
}

// deliver sends a create or update to the audience's kept subscriptions,
// then lets the event go on to PocketBase's broadcast only if a live
// connection holds a topic that broadcast serves for the collection
// (holders.go). Otherwise it ends the event here: PocketBase runs its
// broadcast after the record's after-success hooks, as the model event's
// next step (apis/realtime.go binds it to the model event, which the
// record event's last step continues), and with nobody to serve it would
// only ask every connection and send nothing. So this handler is the
// record event's last (Priority last): whatever is bound after it, at the
// same priority, or to the model event after PocketBase's record hooks,
// does not run for a bound collection's creates and updates.
// TestBroadcastSkippedOnlyWithoutItsSubscribers fails when PocketBase
// changes where its broadcast runs.
func (reg *registry) deliver(e *core.RecordEvent, action string, audience Audience) error {
	reg.send(e.App, action, e.Record, audience)
	if c := e.Record.Collection(); reg.holders.any(c.Name, c.Id, e.App.SubscriptionsBroker().TotalClients()) {
		return e.Next()
	}
	return nil
}

// last is the priority of deliver: after every other handler.
const last = math.MaxInt

// send delivers the event to every kept subscriber the audience admits:
// the audience names a few users, and only their connections are asked
// for their subscriptions (the wildcard's and the record's).
func (reg *registry) send(app core.App, action string, r *core.Record, audience Audience) {
	if app.SubscriptionsBroker().TotalClients() == 0 {
		return
	}
	admitted, err := audience(app, r)
	if err != nil {
		app.Logger().Debug("realtime fan-out skipped an event", "collection", r.Collection().Name,
			"id", r.Id, "error", err)
		return
	}
	slices.Sort(admitted)
	name := kept + r.Collection().Name + "/"
	wildcard, own := name+"*?", name+r.Id+"?"
	for _, user := range slices.Compact(admitted) {
		for _, c := range reg.users.of(user) {
			for key, options := range c.Subscriptions(wildcard, own) {
				data, err := payload(action, r, options.Query["fields"])
				if err != nil {
					continue
				}
				client, msg := c, subscriptions.Message{Name: strings.TrimPrefix(key, kept), Data: data}
				routine.FireAndForget(func() { client.Send(msg) })
			}
		}
	}
}

// payload is the event as PocketBase's realtime sends it.
func payload(action string, r *core.Record, fields string) ([]byte, error) {
	var record any = r.Fresh()
	if fields != "" {
		picked, err := picker.Pick(record, fields)
		if err != nil {
			return nil, err
		}
		record = picked
	}
	return json.Marshal(map[string]any{"action": action, "record": record})
}
