package search

import "sync"

// spareBits keeps the request-sized bitsets (one bit per entry: what a
// word start found, a request's hits) between requests. At a million
// entries each is 125 KB and a request used two or three: allocated per
// request, they made the garbage collector's marking (of a heap holding
// the whole directory) the largest part of the latency's tail.
var spareBits sync.Pool

// newBits is a cleared bitset of n words.
func newBits(n int) []uint64 {
	if b, ok := spareBits.Get().(*[]uint64); ok && cap(*b) >= n {
		s := (*b)[:n]
		clear(s)
		return s
	}
	return make([]uint64, n)
}

// freeBits gives b back for a later newBits; its owner must not use it
// after.
func freeBits(b []uint64) {
	if cap(b) > 0 {
		spareBits.Put(&b)
	}
}
