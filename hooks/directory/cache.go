package directory

import (
	"container/list"
	"strconv"
	"sync"

	"voluntech/hooks/dirindex"
)

// maxCached bounds the cached answers (counts, facet options): a few KB
// each at most.
const maxCached = 4096

// cache keeps recent counts and facet options, each filed under the index
// generation it was computed in: any committed change to the directory
// moves the generation on and so retires every older answer. Concurrent
// requests for the same missing answer wait for one computation.
type cache struct {
	ix    *dirindex.Index
	mu    sync.Mutex
	order *list.List // front: most recently used
	items map[string]*list.Element
	calls map[string]*call
}

type cacheEntry struct {
	key string
	gen uint64
	val any
}

type call struct {
	wg  sync.WaitGroup
	val any
	err error
}

func newCache(ix *dirindex.Index) *cache {
	return &cache{ix: ix, order: list.New(), items: map[string]*list.Element{}, calls: map[string]*call{}}
}

// get returns the answer of key in the current generation, computing it
// when missing.
func (c *cache) get(key string, compute func() (any, error)) (any, error) {
	gen := c.ix.Generation()
	c.mu.Lock()
	if el, ok := c.items[key]; ok {
		if e := el.Value.(*cacheEntry); e.gen == gen {
			c.order.MoveToFront(el)
			c.mu.Unlock()
			return e.val, nil
		}
	}
	callKey := strconv.FormatUint(gen, 10) + "\x00" + key
	if cl, ok := c.calls[callKey]; ok {
		c.mu.Unlock()
		cl.wg.Wait()
		return cl.val, cl.err
	}
	cl := &call{}
	cl.wg.Add(1)
	c.calls[callKey] = cl
	c.mu.Unlock()

	cl.val, cl.err = compute()

	c.mu.Lock()
	delete(c.calls, callKey)
	if cl.err == nil {
		c.store(key, gen, cl.val)
	}
	c.mu.Unlock()
	cl.wg.Done()
	return cl.val, cl.err
}

// store files val; the caller holds mu.
func (c *cache) store(key string, gen uint64, val any) {
	if el, ok := c.items[key]; ok {
		e := el.Value.(*cacheEntry)
		if e.gen > gen {
			return // a newer answer is already there
		}
		e.gen, e.val = gen, val
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&cacheEntry{key: key, gen: gen, val: val})
	for c.order.Len() > maxCached {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.items, last.Value.(*cacheEntry).key)
	}
}

// cached is get with a typed answer.
func cached[T any](c *cache, key string, compute func() (T, error)) (T, error) {
	v, err := c.get(key, func() (any, error) { return compute() })
	if err != nil {
		var zero T
		return zero, err
	}
	return v.(T), nil
}
