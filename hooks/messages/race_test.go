package messages_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/messages"
	"voluntech/hooks/testutil"
)

// Forty sends at once from one account: exactly the limit a minute is
// accepted, every other send answers 429, and only the accepted ones are
// stored. (Counting before the insert let 37 of 40 through.)
func TestMessageLimitHoldsUnderParallelSends(t *testing.T) {
	app := newApp(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	tok := allTokens(t)
	before := testutil.Count(t, app, "messages", dbx.HashExp{"sender": testutil.VolunteerID})

	const sends = 40
	codes := make([]int, sends)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range sends {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res := testutil.Do(h, http.MethodPost, "/api/collections/messages/records",
				[]byte(`{"conversation":"`+convID+`","body":"parallel hello"}`), auth(tok.volunteer))
			codes[i] = res.Code
			if res.Code == 429 && !strings.Contains(res.Body.String(), `"rate_limit_minute"`) {
				t.Errorf("429 without the limit's code: %s", res.Body)
			}
		}()
	}
	close(start)
	wg.Wait()

	counts := map[int]int{}
	for _, c := range codes {
		counts[c]++
	}
	want := messages.MaxMessagesPerMin - int(before)
	if counts[200] != want || counts[429] != sends-want {
		t.Fatalf("answers %v, want %d accepted and %d refused", counts, want, sends-want)
	}
	if n := testutil.Count(t, app, "messages", dbx.HashExp{"sender": testutil.VolunteerID}); n != int64(messages.MaxMessagesPerMin) {
		t.Fatalf("%d messages stored, want %d", n, messages.MaxMessagesPerMin)
	}
}
