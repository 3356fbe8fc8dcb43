package fanout

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// topicsClient is PocketBase's realtime client with a faster answer to
// "which of your subscriptions match these prefixes" when none do.
//
// On every record event PocketBase's broadcast asks every connected client
// for six prefixes (the record's and the collection's topics, by name and
// id), and this package asks every client for its kept topic. The default
// client answers each question by joining a string for each of its
// subscriptions and building a map, even when nothing matches: with 9,000
// tabs open that was a quarter of the server's time while 20 people wrote
// (BenchmarkMessaging/RealtimeTabs in hooks/messages, a CPU profile). This
// client keeps the list of its topics beside PocketBase's own map, answers
// "none" from it without allocating, and asks the default client for the
// real answer only when a topic matches, so what it returns is exactly the
// default's (TestTopicsClientAnswersAsTheDefault compares them).
//
// The list is swapped whole on each change and read without a lock: with
// thousands of connections, every event's question to each one took a
// read lock whose shared counter the two cores fought over. Beside the
// list, a 64-bit filter of the topics' heads (the topic up to its first
// "?") answers most of PocketBase's questions without reading the topics
// at all: each of its prefixes ends in "?", and a topic can match such a
// prefix only if their heads are equal. The filter lives in the client
// itself, so a "no" reads one word the call has at hand.
type topicsClient struct {
	*subscriptions.DefaultClient

	change sync.Mutex    // one change and its copy at a time
	heads  atomic.Uint64 // the filter, a superset of the list's heads while it changes
	topics atomic.Pointer[[]string]

	// What the connection counts in holders (nil in a bare client):
	// the heads it holds, and whether it ended (under change).
	holders *holders
	served  []string
	ended   bool
}

// headBit is the filter's bit for the head of s (s up to its first "?"):
// a cheap mix of its length and its first and last two bytes, which
// separates a collection's wildcard from its records' topics and one
// record's id from another's.
func headBit(s string) uint64 {
	if i := strings.IndexByte(s, '?'); i >= 0 {
		s = s[:i]
	}
	h := uint64(len(s))
	if n := len(s); n > 0 {
		h = h*31 + uint64(s[0])
		h = h*31 + uint64(s[n-1])
		if n > 1 {
			h = h*31 + uint64(s[n-2])
		}
	}
	h *= 0x9e3779b97f4a7c15
	return 1 << (h >> 58)
}

// useTopicsClient gives every realtime connection a topicsClient, counted
// in h while it lives.
func useTopicsClient(app core.App, h *holders) {
	app.OnRealtimeConnectRequest().BindFunc(func(e *core.RealtimeConnectRequestEvent) error {
		d, ok := e.Client.(*subscriptions.DefaultClient)
		if !ok {
			return e.Next() // not counted: every collection counts as held
		}
		c := &topicsClient{DefaultClient: d, holders: h}
		e.Client = c
		h.connection(1)
		defer h.connection(-1)
		defer c.end()
		return e.Next()
	})
}

// end uncounts the connection when it ends; later changes count nothing.
func (c *topicsClient) end() {
	c.change.Lock()
	defer c.change.Unlock()
	c.ended = true
	c.holders.move(c.served, nil)
	c.served = nil
}

// Subscribe implements [subscriptions.Client].
func (c *topicsClient) Subscribe(subs ...string) {
	c.change.Lock()
	defer c.change.Unlock()
	c.DefaultClient.Subscribe(subs...)
	c.refresh()
}

// Unsubscribe implements [subscriptions.Client].
func (c *topicsClient) Unsubscribe(subs ...string) {
	c.change.Lock()
	defer c.change.Unlock()
	c.DefaultClient.Unsubscribe(subs...)
	c.refresh()
}

// refresh copies the topics after a change (a rare event beside the
// questions).
func (c *topicsClient) refresh() {
	all := c.DefaultClient.Subscriptions()
	list := make([]string, 0, len(all))
	var heads uint64
	for s := range all {
		list = append(list, s)
		heads |= headBit(s)
	}
	// A reader between the two stores sees the old filter with the new
	// list or the new filter with it: widen first, narrow last.
	c.heads.Store(c.heads.Load() | heads)
	c.topics.Store(&list)
	c.heads.Store(heads)
	if !c.ended {
		served := headsOf(list)
		c.holders.move(c.served, served)
		c.served = served
	}
}

// Subscriptions implements [subscriptions.Client].
func (c *topicsClient) Subscriptions(prefixes ...string) map[string]subscriptions.SubscriptionOptions {
	if len(prefixes) == 0 || c.matchesAny(prefixes) {
		return c.DefaultClient.Subscriptions(prefixes...)
	}
	return nil
}

// matchesAny says whether a topic matches a prefix as the default client
// matches it: strings.HasPrefix(topic+"?", prefix), without the join.
func (c *topicsClient) matchesAny(prefixes []string) bool {
	heads := c.heads.Load()
	var list []string
	for _, p := range prefixes {
		if strings.IndexByte(p, '?') >= 0 && heads&headBit(p) == 0 {
			continue // HasPrefix(topic+"?", p) needs the same head
		}
		if list == nil {
			l := c.topics.Load()
			if l == nil {
				return false
			}
			list = *l
		}
		for _, s := range list {
			if len(p) > 0 && len(s) > 0 && p[0] != s[0] {
				continue
			}
			if strings.HasPrefix(s, p) || (len(p) == len(s)+1 && p[len(s)] == '?' && strings.HasPrefix(p, s)) {
				return true
			}
		}
	}
	return false
}
