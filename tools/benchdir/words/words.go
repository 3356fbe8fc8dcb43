// Package words is the searched words of tools/benchdir's cache-missing
// kinds, shared with the in-process benchmark of the directory engine
// (hooks/directory's BenchmarkRealData) so both ask the same mix.
package words

import (
	"slices"
	"strings"
)

// Starts are the lower-cased words of values and their starts of three
// and four letters: the word starts people type.
func Starts(values []string) []string {
	var out []string
	add := func(w string) {
		if len([]rune(w)) >= 2 && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	for _, v := range values {
		for _, w := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		}) {
			add(w)
			for _, n := range []int{3, 4} {
				if len(w) > n {
					add(w[:n])
				}
			}
		}
	}
	return out
}
