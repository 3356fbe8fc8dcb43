package fanout

import (
	"strings"
	"sync"

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
type topicsClient struct {
	*subscriptions.DefaultClient

	mu     sync.RWMutex
	topics []string
}

// useTopicsClient gives every realtime connection a topicsClient.
func useTopicsClient(app core.App) {
	app.OnRealtimeConnectRequest().BindFunc(func(e *core.RealtimeConnectRequestEvent) error {
		if d, ok := e.Client.(*subscriptions.DefaultClient); ok {
			e.Client = &topicsClient{DefaultClient: d}
		}
		return e.Next()
	})
}

// Subscribe implements [subscriptions.Client].
func (c *topicsClient) Subscribe(subs ...string) {
	c.DefaultClient.Subscribe(subs...)
	c.refresh()
}

// Unsubscribe implements [subscriptions.Client].
func (c *topicsClient) Unsubscribe(subs ...string) {
	c.DefaultClient.Unsubscribe(subs...)
	c.refresh()
}

// refresh copies the topics after a change (a rare event beside the
// questions).
func (c *topicsClient) refresh() {
	all := c.DefaultClient.Subscriptions()
	topics := make([]string, 0, len(all))
	for s := range all {
		topics = append(topics, s)
	}
	c.mu.Lock()
	c.topics = topics
	c.mu.Unlock()
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
	c.mu.RLock()
	defer c.mu.RUnlock()
	for _, p := range prefixes {
		for _, s := range c.topics {
			if strings.HasPrefix(s, p) || (len(p) == len(s)+1 && p[len(s)] == '?' && strings.HasPrefix(p, s)) {
				return true
			}
		}
	}
	return false
}
