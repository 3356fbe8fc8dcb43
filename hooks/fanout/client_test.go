package fanout

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"testing"

	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// The topics client answers every question exactly as PocketBase's
// default client does, for random subscriptions (with and without
// options, kept or not) and the prefixes PocketBase and this package ask
// for, through subscribing and unsubscribing.
func TestTopicsClientAnswersAsTheDefault(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	topics := []string{
		"messages/*", "messages/abc", "messages", "conversations/*", "conversations/abc",
		"notifications/*", "users/u1", "messagesx/*", "fanout:messages/*", "fanout:notifications/*",
	}
	options := []string{"", `?options={"query":{"fields":"id"}}`, `?options={"query":{"filter":"a=1"}}`, "?"}
	prefixes := []string{
		"messages/*?", "messages/abc?", "messages?", "messages", "messages/", "conversations/*?",
		"fanout:messages/*", "fanout:messages/*?", "notifications/*?", "users/u1?", "m", "?", "",
		"messages/*?options", "messages/abcd?", "conversations/abc?", "conversations?", "users?",
	}
	randomSubs := func() []string {
		var subs []string
		for range rng.IntN(4) {
			subs = append(subs, topics[rng.IntN(len(topics))]+options[rng.IntN(len(options))])
		}
		return subs
	}
	for round := range 2000 {
		plain := subscriptions.NewDefaultClient()
		fast := &topicsClient{DefaultClient: subscriptions.NewDefaultClient()}
		for step := range 4 {
			subs := randomSubs()
			if step%3 == 2 {
				plain.Unsubscribe(subs...)
				fast.Unsubscribe(subs...)
			} else {
				plain.Subscribe(subs...)
				fast.Subscribe(subs...)
			}
			asks := [][]string{nil, {prefixes[rng.IntN(len(prefixes))]}, {prefixes[rng.IntN(len(prefixes))], prefixes[rng.IntN(len(prefixes))]}}
			for _, ask := range asks {
				want, got := plain.Subscriptions(ask...), fast.Subscriptions(ask...)
				if len(want) != len(got) || !maps.EqualFunc(want, got, func(a, b subscriptions.SubscriptionOptions) bool {
					return fmt.Sprint(a) == fmt.Sprint(b)
				}) {
					t.Fatalf("round %d step %d: Subscriptions(%q) = %v, want %v", round, step, ask, got, want)
				}
			}
		}
	}
}
