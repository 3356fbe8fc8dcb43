package dirindex

import "sync"

// Background is the work an in-memory index (a directory store, the
// opportunity listings) runs off the request path, such as snapshot
// writes and search-word reads, and its stop when the app terminates, so
// that none of it reads a database that is gone. The owner's lock guards
// it: Go and Closed are called with that lock held.
type Background struct {
	closed bool
	wg     sync.WaitGroup
}

// Go runs fn in a goroutine of its own, unless Close was called.
func (b *Background) Go(fn func()) {
	if b.closed {
		return
	}
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		fn()
	}()
}

// Closed reports whether Close was called.
func (b *Background) Closed() bool { return b.closed }

// Close stops new work and waits for what is under way; mu is the owner's
// lock, which the caller does not hold.
func (b *Background) Close(mu sync.Locker) {
	mu.Lock()
	b.closed = true
	mu.Unlock()
	b.wg.Wait()
}

// Wait waits for the work under way.
func (b *Background) Wait() { b.wg.Wait() }
