package search

import (
	"container/list"
	"strconv"
	"sync"

	"golang.org/x/sync/singleflight"

	"voluntech/hooks/dirindex"
)

// maxCached bounds the cached answers (counts, facet options): a few KB
// each at most.
const maxCached = 4096

// cache keeps recent counts and facet options, each filed under the index
// generation it was computed in: any committed change to the directory
// moves the generation on and so retires every older answer. Concurrent
// requests for the same missing answer wait for one computation.
type Cache struct {
	ix    *dirindex.Index
	mu    sync.Mutex
	order *list.List // front: most recently used
	items map[string]*list.Element
	calls singleflight.Group // keyed by generation and key
}

type cacheEntry struct {
	key string
	gen uint64
	val any
}

func NewCache(ix *dirindex.Index) *Cache {
	return &Cache{ix: ix, order: list.New(), items: map[string]*list.Element{}}
}

// get returns the answer of key in the current generation, computing it
// when missing.
func (c *Cache) get(key string, compute func() (any, error)) (any, error) {
	gen := c.ix.Generation()
	c.mu.Lock()
	if el, ok := c.items[key]; ok {
		if e := el.Value.(*cacheEntry); e.gen == gen {
			c.order.MoveToFront(el)
			c.mu.Unlock()
			return e.val, nil
		}
	}
	c.mu.Unlock()
	val, err, _ := c.calls.Do(strconv.FormatUint(gen, 10)+"\x00"+key, func() (any, error) {
		val, err := compute()
		if err == nil {
			c.mu.Lock()
			c.store(key, gen, val)
			c.mu.Unlock()
		}
		return val, err
	})
	return val, err
}

// store files val; the caller holds mu.
func (c *Cache) store(key string, gen uint64, val any) {
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
func Cached[T any](c *Cache, key string, compute func() (T, error)) (T, error) {
	v, err := c.get(key, func() (any, error) { return compute() })
	if err != nil {
		var zero T
		return zero, err
	}
	return v.(T), nil
}
