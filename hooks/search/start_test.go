package search

import (
	"testing"
	"time"
)

// At start a request for an index waits for its turn in the start-up
// loads (Register, loadInOrder), and the turns open in order.
func TestRequestWaitsForItsTurn(t *testing.T) {
	first, second := testStore(3), testStore(3) // loaded: Ensure reads nothing
	turns := []chan struct{}{make(chan struct{}), make(chan struct{})}
	first.turn.Store(&turns[0])
	second.turn.Store(&turns[1])
	done := make(chan error, 1)
	go func() { done <- second.Ensure(nil) }()
	select {
	case <-done:
		t.Fatal("a request loaded the second index before its turn")
	case <-time.After(50 * time.Millisecond):
	}
	loadInOrder(nil, []*Index{first, second}, turns)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	for i, c := range turns {
		select {
		case <-c:
		default:
			t.Errorf("turn %d is still closed after the start-up loads", i)
		}
	}
	if err := first.Ensure(nil); err != nil {
		t.Fatal(err)
	}
}
