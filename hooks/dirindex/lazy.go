package dirindex

import "sync"

// EnsureLoaded loads an in-memory copy of rows on first use: a reader that
// finds *loaded set under the read lock goes on at once; otherwise one
// caller runs load under the write lock while the others wait, and *loaded
// is set when load succeeds. A refresh that fails clears *loaded (under
// mu), so the next request loads everything again.
func EnsureLoaded(mu *sync.RWMutex, loaded *bool, load func() error) error {
	mu.RLock()
	done := *loaded
	mu.RUnlock()
	if done {
		return nil
	}
	mu.Lock()
	defer mu.Unlock()
	if *loaded {
		return nil
	}
	if err := load(); err != nil {
		return err
	}
	*loaded = true
	return nil
}
