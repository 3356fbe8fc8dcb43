package messages_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/messages"
	"voluntech/hooks/testutil"
)

// tab collects the events one realtime connection receives.
type tab struct {
	mu     sync.Mutex
	events []string
}

func (tb *tab) add(event string, data []byte) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	tb.events = append(tb.events, event+" "+string(data))
}

// of are the received events of topic.
func (tb *tab) of(topic string) []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	var out []string
	for _, e := range tb.events {
		if strings.HasPrefix(e, topic+" ") {
			out = append(out, strings.TrimPrefix(e, topic+" "))
		}
	}
	return out
}

// realtimeServer is the cast's app served over HTTP, every role's token and
// a context the test's streams end with; all closed when the test ends.
func realtimeServer(t *testing.T) (*tests.TestApp, *httptest.Server, roleTokens, context.Context) {
	app := newApp(t)
	t.Cleanup(app.Cleanup)
	server := httptest.NewServer(testutil.Handler(t, app))
	t.Cleanup(server.Close)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	return app, server, allTokens(t), ctx
}

// Over real SSE connections subscribed as the app's tabs subscribe (the
// wildcard topics the fan-out delivers, and the open thread's record
// topic): a new message reaches every participant's tab, its
// conversation's change too, the open thread of a participant gets the
// conversation's change and no bell, the bell of each company member
// without the thread open gets the notification's id only, and no
// outsider's tab (another volunteer with this thread's topic, another
// company, a superadmin, a guest) receives anything.
func TestRealtimeFanOutReachesParticipantsOnly(t *testing.T) {
	app, server, tok, ctx := realtimeServer(t)

	topics := []string{"conversations/*", "messages/*", notificationsTopic}
	thread := "conversations/" + convID
	tabs := map[string]*tab{}
	for name, token := range map[string]string{
		"volunteer": tok.volunteer, "owner": tok.owner, "member": tok.member,
		"other volunteer": tok.otherVolunteer, "other company": tok.otherCompany, "superadmin": tok.superadmin, "guest": "",
	} {
		tb := &tab{}
		tabs[name] = tb
		subs := topics
		if name == "owner" || name == "other volunteer" || name == "guest" {
			subs = append(slices.Clone(topics), thread)
		}
		c, err := sseStream(ctx, server.URL, token, subs, tb.add)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		defer c.Close()
	}

	// The signed-in tabs' wildcard and record subscriptions are the
	// fan-out's (kept away from PocketBase's per-client rule checks); the
	// guest's stay.
	kept, plain := 0, 0
	for _, c := range app.SubscriptionsBroker().Clients() {
		for key := range c.Subscriptions() {
			switch {
			case strings.HasPrefix(key, "fanout:"):
				kept++
			case strings.HasSuffix(key, "/*") || strings.Contains(key, "/*?") || key == thread:
				plain++
			}
		}
	}
	if kept != 6*3+2 || plain != 4 {
		t.Fatalf("%d kept and %d plain subscriptions, want 20 and the guest's 4", kept, plain)
	}

	sendMessage(t, server.URL, tok.volunteer, convID, "Fan-out secret")

	// The participants' tabs: the message, the conversation, and the bell
	// of the company's two people (the volunteer sent it).
	deadline := time.Now().Add(5 * time.Second)
	complete := func() bool {
		for _, name := range []string{"volunteer", "owner", "member"} {
			if len(tabs[name].of("messages/*")) == 0 || len(tabs[name].of("conversations/*")) == 0 {
				return false
			}
		}
		return len(tabs["owner"].of(thread)) > 0 && len(tabs["member"].of(notificationsTopic)) > 0
	}
	for !complete() && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond) // anything else that was going to arrive
	for _, name := range []string{"volunteer", "owner", "member"} {
		msgs, convs := tabs[name].of("messages/*"), tabs[name].of("conversations/*")
		if len(msgs) != 1 || !strings.Contains(msgs[0], `"action":"create"`) || !strings.Contains(msgs[0], "Fan-out secret") {
			t.Errorf("%s's messages events: %v", name, msgs)
		}
		if len(convs) != 1 || !strings.Contains(convs[0], `"action":"update"`) || !strings.Contains(convs[0], `"id":"`+convID+`"`) {
			t.Errorf("%s's conversation events: %v", name, convs)
		}
	}
	if open := tabs["owner"].of(thread); len(open) != 1 || !strings.Contains(open[0], `"action":"update"`) ||
		!strings.Contains(open[0], `"id":"`+convID+`"`) {
		t.Errorf("the owner's open thread: %v", open)
	}
	if bell := tabs["owner"].of(notificationsTopic); len(bell) != 0 {
		t.Errorf("the owner has the thread open, yet the bell rang: %v", bell)
	}
	for _, name := range []string{"member"} {
		bell := tabs[name].of(notificationsTopic)
		var event struct {
			Action string         `json:"action"`
			Record map[string]any `json:"record"`
		}
		if len(bell) != 1 || json.Unmarshal([]byte(bell[0]), &event) != nil || event.Action != "create" ||
			len(event.Record) != 1 || event.Record["id"] == "" {
			t.Errorf("%s's bell events (the id alone): %v", name, bell)
		}
	}
	if bell := tabs["volunteer"].of(notificationsTopic); len(bell) != 0 {
		t.Errorf("the sender's bell rang: %v", bell)
	}
	for _, name := range []string{"other volunteer", "other company", "superadmin", "guest"} {
		tabs[name].mu.Lock()
		if len(tabs[name].events) > 0 {
			t.Errorf("%s received %v", name, tabs[name].events)
		}
		tabs[name].mu.Unlock()
	}
}

// With a few hundred connections (50 tabs for each of six signed-in
// people, 300 in all, as people keep several tabs open), two messages sent
// at once in two conversations reach exactly the tabs of their own
// conversation's participants, each tab once, and nobody else's (issue 38:
// the fan-out's delivery at scale is checked for correctness here; its
// speed lives in BenchmarkMessaging).
func TestRealtimeFanOutAtAFewHundredTabs(t *testing.T) {
	app, server, tok, ctx := realtimeServer(t)

	const perPerson = 50
	people := map[string]string{
		"volunteer": tok.volunteer, "owner": tok.owner, "member": tok.member,
		"other volunteer": tok.otherVolunteer, "other company": tok.otherCompany, "superadmin": tok.superadmin,
	}
	tabs := map[string][]*tab{}
	for name, token := range people {
		for i := 0; i < perPerson; i++ {
			tb := &tab{}
			c, err := sseStream(ctx, server.URL, token, []string{"messages/*"}, tb.add)
			if err != nil {
				t.Fatalf("%s's tab %d: %v", name, i, err)
			}
			defer c.Close()
			tabs[name] = append(tabs[name], tb)
		}
	}
	if n := len(app.SubscriptionsBroker().Clients()); n != perPerson*len(people) {
		t.Fatalf("%d connections, want %d", n, perPerson*len(people))
	}

	var wg sync.WaitGroup
	for _, m := range []struct{ token, conv, body string }{
		{tok.volunteer, convID, "Acme thread at scale"},
		{tok.otherCompany, otherConvID, "Globex thread at scale"},
	} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sendMessage(t, server.URL, m.token, m.conv, m.body)
		}()
	}
	wg.Wait()

	want := map[string]string{
		"volunteer": "Acme thread at scale", "owner": "Acme thread at scale", "member": "Acme thread at scale",
		"other volunteer": "Globex thread at scale", "other company": "Globex thread at scale", "superadmin": "",
	}
	deadline := time.Now().Add(10 * time.Second)
	arrived := func() bool {
		for name, body := range want {
			for _, tb := range tabs[name] {
				if body != "" && len(tb.of("messages/*")) == 0 {
					return false
				}
			}
		}
		return true
	}
	for !arrived() && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond) // anything else that was going to arrive
	for name, body := range want {
		for i, tb := range tabs[name] {
			got := tb.of("messages/*")
			switch {
			case body == "" && len(got) != 0:
				t.Errorf("%s's tab %d received %v", name, i, got)
			case body != "" && (len(got) != 1 || !strings.Contains(got[0], body)):
				t.Errorf("%s's tab %d received %v, want only %q", name, i, got, body)
			}
		}
	}
}

// The fan-out's by-id audience admits exactly the users sideOf gives a
// side in each conversation, for every role of the cast, a member removed
// from the team and a company owner who joined another team.
func TestParticipantsAgreeWithSideOf(t *testing.T) {
	app := newApp(t)
	defer app.Cleanup()
	check := func(when string) {
		t.Helper()
		users, err := app.FindAllRecords("users")
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range []string{convID, otherConvID} {
			c := conv(t, app, id)
			ids, err := messages.Participants(app, c)
			if err != nil {
				t.Fatal(err)
			}
			in := 0
			for _, u := range users {
				want := messages.SideOf(c, u) != ""
				if got := slices.Contains(ids, u.Id); got != want {
					t.Errorf("%s, %s: %s (%s) admitted %v, sideOf says %v", when, id, u.GetString("username"), u.Id, got, want)
				}
				if want {
					in++
				}
			}
			if in == 0 {
				t.Errorf("%s, %s: no participants", when, id)
			}
		}
	}
	check("as seeded")
	setUser(testutil.MemberID, map[string]any{"team": ""})(t, app)
	check("the member removed from the team")
	setUser(testutil.OtherCompanyID, map[string]any{"team": testutil.CompanyID})(t, app)
	check("the other company's owner in acme's team")
}
