package main

import (
	"strings"
	"sync"
)

// Rejections are the recipient addresses the sink refuses for now, as a
// real mail server refuses an unknown mailbox (550): browser tests use it
// to make one mail fail for good without touching any other test's mail.
type Rejections struct {
	mu   sync.Mutex
	addr map[string]bool
}

func norm(addr string) string { return strings.ToLower(strings.TrimSpace(addr)) }

// Add refuses addr from now on.
func (r *Rejections) Add(addr string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.addr == nil {
		r.addr = map[string]bool{}
	}
	r.addr[norm(addr)] = true
}

// Remove accepts addr again.
func (r *Rejections) Remove(addr string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.addr, norm(addr))
}

// Has reports whether addr is refused.
func (r *Rejections) Has(addr string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.addr[norm(addr)]
}
