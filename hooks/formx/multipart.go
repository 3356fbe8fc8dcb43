package formx

import (
	"strings"
)

// UniqueValues trims, drops blanks and duplicates (without case when
// foldCase), keeping the first spelling and the order.
func UniqueValues(in []string, foldCase bool) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, v := range in {
		v = strings.TrimSpace(v)
		key := v
		if foldCase {
			key = strings.ToLower(v)
		}
		if v == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, v)
	}
	return out
}
