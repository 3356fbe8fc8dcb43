package matching

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestCompactAsRuneByRune compares compact (byte by byte for ASCII, the
// name itself when already compact) and appendCompact with compactRunes
// on random names: letters of both cases, the characters compact drops,
// every ASCII space TrimSpace trims (at the ends and inside), and
// non-ASCII letters and spaces.
func TestCompactAsRuneByRune(t *testing.T) {
	rnd := rand.New(rand.NewPCG(35, 3))
	parts := []string{"a", "Z", "q", "R", "0", "9", "#", "+", "/", " ", ".", "-", "_", "\t", "\n", "\v", "\f", "\r",
		"é", "É", "İ", "Σ", "ß", "\u0085", "\u00a0", "\u3000", "Ｒ", "\x00", "~"}
	ascii := parts[:18]
	for round := range 100_000 {
		from := parts
		if round%2 == 0 {
			from = ascii
		}
		var b strings.Builder
		for range rnd.IntN(12) {
			b.WriteString(from[rnd.IntN(len(from))])
		}
		name := b.String()
		want := compactRunes(name)
		if got := compact(name); got != want {
			t.Fatalf("compact(%q) = %q, want %q", name, got, want)
		}
		if got := string(appendCompact([]byte("x"), name)); got != "x"+want {
			t.Fatalf("appendCompact(x, %q) = %q, want %q", name, got, "x"+want)
		}
	}
	long := strings.Repeat("Machine Learning ", 10) // past compact's buffer
	if got, want := compact(long), compactRunes(long); got != want {
		t.Fatalf("compact(%q) = %q, want %q", long, got, want)
	}
}

// TestScoreAsByMaps compares Score (the keys in slices) with the score as
// it was (scoreByMaps, below) on random profiles, spellings and synonyms.
func TestScoreAsByMaps(t *testing.T) {
	rnd := rand.New(rand.NewPCG(35, 4))
	syn := NewSynonyms([][2]string{{"react.js", "react"}, {"nodejs", "node.js"}, {"golang", "go"}, {"JS", "JavaScript"}})
	words := []string{"React", "react.js", "ReactJS", "Node", "node js", "NodeJS", "Go", "golang", "SQL", " sql ", "Rust",
		"JS", "JavaScript", "java script", "Figma", "", " ", "C#", "c #"}
	some := func() []string {
		var out []string
		for range rnd.IntN(7) {
			out = append(out, words[rnd.IntN(len(words))])
		}
		return out
	}
	places := []string{"", "gb", "fr"}
	for range 20_000 {
		v := Volunteer{ID: "v", Skills: some(), Tags: some(), Category: places[rnd.IntN(3)], Country: places[rnd.IntN(3)],
			HoursPerDay: rnd.IntN(5), Months: rnd.IntN(5)}
		o := Opportunity{ID: "o", Skills: some(), Category: places[rnd.IntN(3)], Country: places[rnd.IntN(3)],
			Remote: rnd.IntN(3) == 0, HoursPerDay: rnd.IntN(5), Months: rnd.IntN(5)}
		if got, want := Score(v, o, syn), scoreByMaps(v, o, syn); !reflect.DeepEqual(got, want) {
			t.Fatalf("Score(%+v, %+v) = %+v, want %+v", v, o, got, want)
		}
	}
}

// scoreByMaps is Score as it was, its keys in maps (the other factors,
// which the change left alone, are Score's without skills and tags).
func scoreByMaps(v Volunteer, o Opportunity, syn Synonyms) Match {
	rest := v
	rest.Skills, rest.Tags = nil, nil
	m := Score(rest, o, syn)
	asked := make(map[string]bool, len(o.Skills))
	for _, s := range o.Skills {
		if k := syn.Key(s); k != "" {
			asked[k] = true
		}
	}
	counted := map[string]bool{}
	count := func(words []string, weight int) []string {
		var kept []string
		for _, w := range words {
			k := syn.Key(w)
			if asked[k] && !counted[k] {
				counted[k] = true
				kept = append(kept, strings.TrimSpace(w))
				m.Score += weight
			}
		}
		return kept
	}
	m.Skills = count(v.Skills, WeightSkill)
	m.Tags = count(v.Tags, WeightTag)
	return m
}

// TestRankAsBySortingCandidates compares rank (sorting positions) with the
// ranking as it was (the candidates and their matches sorted together:
// rankByStructs) on random candidates with many equal scores and dates.
func TestRankAsBySortingCandidates(t *testing.T) {
	rnd := rand.New(rand.NewPCG(35, 6))
	for range 2000 {
		n := rnd.IntN(300)
		cands, matches := make([]Opportunity, n), make([]Match, n)
		for i, id := range rnd.Perm(n) {
			cands[i] = Opportunity{ID: fmt.Sprintf("o%04d", id), Created: fmt.Sprintf("2026-01-0%d", rnd.IntN(3))}
			matches[i] = Match{Score: rnd.IntN(4) * 5, Category: rnd.IntN(3) > 0}
		}
		wantOpps, wantMatches := rankByStructs(cands, matches)
		gotOpps, gotMatches := rank(cands, matches, func(o *Opportunity) string { return o.Created }, func(o *Opportunity) string { return o.ID })
		if !reflect.DeepEqual(gotOpps, wantOpps) || !reflect.DeepEqual(gotMatches, wantMatches) {
			t.Fatalf("rank of %d:\ngot  %v\nwant %v", n, gotOpps, wantOpps)
		}
	}
}

// rankByStructs is rank as it was: each candidate and its match in one
// struct, the structs sorted.
func rankByStructs(cands []Opportunity, matches []Match) ([]Opportunity, []Match) {
	type ranked struct {
		item  Opportunity
		match Match
	}
	var items []ranked
	for i, o := range cands {
		if matches[i].Relevant() {
			items = append(items, ranked{o, matches[i]})
		}
	}
	slices.SortFunc(items, func(a, b ranked) int {
		if c := cmp.Compare(b.match.Score, a.match.Score); c != 0 {
			return c
		}
		if c := strings.Compare(b.item.Created, a.item.Created); c != 0 {
			return c
		}
		return strings.Compare(a.item.ID, b.item.ID)
	})
	opps, ms := make([]Opportunity, len(items)), make([]Match, len(items))
	for i, r := range items {
		opps[i], ms[i] = r.item, r.match
	}
	return opps, ms
}
