package fanout

import (
	"slices"
	"strings"
	"sync"
)

// holders counts, for each collection name or id, the live connections
// holding a subscription that PocketBase's own broadcast could serve for
// that collection's records: a topic that is not kept here and whose head
// (up to its first "/" or "?") is the name or the id. PocketBase's
// broadcast asks every connection about every record event and sends only
// on a topic with such a head (its prefixes are "name/id?", "name/*?",
// "name?" and the same with the id), so where the count is zero for both
// the broadcast of a bound collection's record can send nothing: Bind
// skips it (skip.go), and an event then costs its audience, not the
// number of open tabs.
//
// The count errs on the side of "someone holds it": a connection's heads
// are counted after its subscriptions change and uncounted when it ends,
// one that changes after it ended is not counted again, and while the
// broker holds more clients than the connections counted here (a client
// this package could not wrap, or one registered without a connection),
// every collection counts as held.
type holders struct {
	mu   sync.Mutex
	n    map[string]int
	live int // connections of topicsClients, from their start to their end
}

func newHolders() *holders {
	return &holders{n: map[string]int{}}
}

// head is a topic's collection part: up to its first "/" or "?".
func head(topic string) string {
	if i := strings.IndexAny(topic, "/?"); i >= 0 {
		return topic[:i]
	}
	return topic
}

// headsOf are the distinct heads of topics PocketBase serves (the kept
// ones left out), sorted.
func headsOf(topics []string) []string {
	var out []string
	for _, t := range topics {
		if !strings.HasPrefix(t, kept) {
			out = append(out, head(t))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// move uncounts the heads a connection held and counts those it holds now.
func (h *holders) move(from, to []string) {
	if h == nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, s := range from {
		if h.n[s]--; h.n[s] <= 0 {
			delete(h.n, s)
		}
	}
	for _, s := range to {
		h.n[s]++
	}
}

// connection counts (d = 1) or uncounts (d = -1) a topicsClient's
// connection.
func (h *holders) connection(d int) {
	h.mu.Lock()
	h.live += d
	h.mu.Unlock()
}

// any reports whether a live connection may hold a topic PocketBase's
// broadcast serves for a collection of this name or id; clients is the
// number of clients in the broker.
func (h *holders) any(name, id string, clients int) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return clients > h.live || h.n[name] > 0 || h.n[id] > 0
}
