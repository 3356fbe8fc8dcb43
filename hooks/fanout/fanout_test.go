package fanout

import (
	"net/url"
	"testing"
)

// Only subscriptions that ask for nothing but fields are delivered here;
// expand and filter need PocketBase's own broadcast.
func TestOnlyFields(t *testing.T) {
	opts := func(raw string) string { return "options=" + url.QueryEscape(raw) }
	for raw, want := range map[string]bool{
		"":                                    true,
		opts(`{"query":{"fields":"id"}}`):     true,
		opts(`{"headers":{"x":"y"}}`):         true,
		opts(`{"query":{"expand":"user"}}`):   false,
		opts(`{"query":{"filter":"id!=''"}}`): false,
		opts(`{"query":{"fields":"id","expand":"user"}}`): false,
		opts(`not json`):              false,
		"other=1":                     false,
		opts(`{}`) + "&" + opts(`{}`): false,
	} {
		if got := onlyFields(raw); got != want {
			t.Errorf("onlyFields(%q) = %v, want %v", raw, got, want)
		}
	}
}
