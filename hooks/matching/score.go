package matching

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Weights of the score's factors. The score only orders; the reasons say
// what it stands on (decision 18: no opaque score is shown alone).
const (
	WeightSkill    = 10 // each skill asked for that the volunteer lists
	WeightTag      = 6  // each skill asked for that is one of the volunteer's tags
	WeightCategory = 5
	WeightPlace    = 3 // remote, or in the volunteer's country
	WeightHours    = 2 // the hours a day fit the volunteer's
	WeightMonths   = 2 // the duration fits the volunteer's
)

// Synonyms maps a spelling's key (Key without synonyms) to its canonical
// skill's key: "reactjs" → "react". The zero value knows no synonyms.
type Synonyms map[string]string

// NewSynonyms builds Synonyms from (term, canonical) pairs.
func NewSynonyms(pairs [][2]string) Synonyms {
	s := make(Synonyms, len(pairs))
	for _, p := range pairs {
		if t, c := compact(p[0]), compact(p[1]); t != "" && c != "" && t != c {
			s[t] = c
		}
	}
	return s
}

// Key is the skill's comparison key: without case, spaces, dots, dashes
// and underscores, then through the synonyms. "React", "react",
// "React.js" and "React JS" all have the key "react" (the last two
// through the synonym table, or directly for "React.js" → "reactjs" when
// "reactjs" is a synonym of "react").
func (s Synonyms) Key(skill string) string {
	k := compact(skill)
	if c, ok := s[k]; ok {
		return c
	}
	return k
}

// Spellings are the keys that mean the same skill as key (key itself
// first): what a query on stored spellings looks for.
func (s Synonyms) Spellings(key string) []string {
	out := []string{key}
	for t, c := range s {
		if c == key {
			out = append(out, t)
		}
	}
	return out
}

// compact lower-cases name and drops what spelling variants differ in.
// A name already compact is returned as it is (no allocation).
func compact(name string) string {
	var buf [64]byte
	b := appendCompact(buf[:0], name)
	if string(b) == name {
		return name
	}
	return string(b)
}

// appendCompact appends compact(name) to b: a lookup of the key in a map
// (m[string(b)]) allocates nothing. An ASCII name (a skill's, as a rule)
// is lower-cased and filtered byte by byte; any other goes through
// compactRunes.
func appendCompact(b []byte, name string) []byte {
	for i := 0; i < len(name); i++ {
		if name[i] >= utf8.RuneSelf {
			return append(b, compactRunes(name)...)
		}
	}
	name = strings.TrimSpace(name) // ASCII: a substring
	for i := 0; i < len(name); i++ {
		switch c := name[i]; c {
		case ' ', '.', '-', '_', '\t':
		default:
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
		}
	}
	return b
}

// compactRunes is compact for any name, rune by rune.
func compactRunes(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(name)) {
		switch r {
		case ' ', '.', '-', '_', '\t':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Volunteer is what the score reads of a volunteer's profile.
type Volunteer struct {
	ID                     string
	Skills, Tags           []string // as the volunteer wrote them
	Category, CategoryName string   // a volunteer_category lookup
	Country, CountryName   string   // a country lookup
	HoursPerDay, Months    int      // 0: not said
}

// Thin reports what the profile lacks for any recommendation: the
// fields (skills, tags, category) of which at least one must be given.
// Empty when the profile is enough.
func (v Volunteer) Thin() []string {
	if len(v.Skills) > 0 || len(v.Tags) > 0 || v.Category != "" {
		return []string{}
	}
	return []string{"skills", "tags", "category"}
}

// Opportunity is what the score reads of an opportunity.
type Opportunity struct {
	ID, Company            string
	Skills                 []string
	Category, CategoryName string
	Country, CountryName   string
	Remote                 bool
	HoursPerDay, Months    int
	Created                string
}

// Match is the score of one volunteer against one opportunity and what it
// stands on.
type Match struct {
	Score int
	// Skills: the volunteer's skills (their spelling) the opportunity asks
	// for; Tags: their tags it asks for (a skill already counted is not
	// counted again as a tag).
	Skills, Tags []string
	Category     bool
	Remote       bool
	SameCountry  bool
	Hours        bool
	Months       bool
}

// Relevant reports whether the match stands on the volunteer's work
// (skills, tags or category): place and time alone recommend nothing.
func (m Match) Relevant() bool {
	return len(m.Skills) > 0 || len(m.Tags) > 0 || m.Category
}

// Score computes the match of v and o. Pure: the same profiles give the
// same match.
func Score(v Volunteer, o Opportunity, syn Synonyms) Match {
	// A few keys each side: slices, not maps (the score runs for each of
	// a request's 300 candidates).
	var askedBuf, countedBuf [16]string
	asked, counted := askedBuf[:0], countedBuf[:0]
	for _, s := range o.Skills {
		if k := syn.Key(s); k != "" && !slices.Contains(asked, k) {
			asked = append(asked, k)
		}
	}
	var m Match
	// count keeps the volunteer's words the opportunity asks for, each key
	// once across skills and tags, at weight each.
	count := func(words []string, weight int) []string {
		var kept []string
		for _, w := range words {
			k := syn.Key(w)
			if slices.Contains(asked, k) && !slices.Contains(counted, k) {
				counted = append(counted, k)
				kept = append(kept, strings.TrimSpace(w))
				m.Score += weight
			}
		}
		return kept
	}
	m.Skills = count(v.Skills, WeightSkill)
	m.Tags = count(v.Tags, WeightTag)
	if v.Category != "" && v.Category == o.Category {
		m.Category = true
		m.Score += WeightCategory
	}
	switch {
	case o.Remote:
		m.Remote = true
		m.Score += WeightPlace
	case v.Country != "" && v.Country == o.Country:
		m.SameCountry = true
		m.Score += WeightPlace
	}
	if v.HoursPerDay > 0 && o.HoursPerDay > 0 && o.HoursPerDay <= v.HoursPerDay {
		m.Hours = true
		m.Score += WeightHours
	}
	if v.Months > 0 && o.Months > 0 && o.Months <= v.Months {
		m.Months = true
		m.Score += WeightMonths
	}
	return m
}

// reason is one thing a match can stand on, in the words of each side:
// forVolunteer on a recommended opportunity, forCompany on a suggested
// volunteer (nil: the company is not told it).
type reason struct {
	holds        func(m Match) bool
	forVolunteer func(m Match, v Volunteer, o Opportunity) string
	forCompany   func(m Match, v Volunteer, o Opportunity) string
}

// reasons are what a match can stand on, in the order both sides read
// them.
var reasons = []reason{
	{
		holds: func(m Match) bool { return len(m.Skills) > 0 },
		forVolunteer: func(m Match, _ Volunteer, _ Opportunity) string {
			return "Asks for " + andList(m.Skills) + ", which you list"
		},
		forCompany: func(m Match, _ Volunteer, _ Opportunity) string {
			return "Lists " + andList(m.Skills) + ", which you ask for"
		},
	},
	{
		holds: func(m Match) bool { return len(m.Tags) > 0 },
		forVolunteer: func(m Match, _ Volunteer, _ Opportunity) string {
			return "Asks for " + andList(m.Tags) + ", among your interests"
		},
		forCompany: func(m Match, _ Volunteer, _ Opportunity) string {
			return "Interested in " + andList(m.Tags) + ", which you ask for"
		},
	},
	{
		holds:        func(m Match) bool { return m.Category },
		forVolunteer: func(_ Match, _ Volunteer, o Opportunity) string { return "In your field: " + o.CategoryName },
		forCompany:   func(_ Match, v Volunteer, _ Opportunity) string { return "Works in " + v.CategoryName },
	},
	{
		holds:        func(m Match) bool { return m.Remote },
		forVolunteer: func(Match, Volunteer, Opportunity) string { return "Remote" },
	},
	{
		holds:        func(m Match) bool { return m.SameCountry },
		forVolunteer: func(_ Match, _ Volunteer, o Opportunity) string { return "In " + o.CountryName + ", where you live" },
		forCompany:   func(_ Match, v Volunteer, _ Opportunity) string { return "Lives in " + v.CountryName },
	},
	{
		holds: func(m Match) bool { return m.Hours },
		forVolunteer: func(_ Match, v Volunteer, o Opportunity) string {
			return plural(o.HoursPerDay, "hour") + " a day, within your " + strconv.Itoa(v.HoursPerDay)
		},
		forCompany: func(_ Match, v Volunteer, _ Opportunity) string {
			return "Can give " + plural(v.HoursPerDay, "hour") + " a day"
		},
	},
	{
		holds: func(m Match) bool { return m.Months },
		forVolunteer: func(_ Match, v Volunteer, o Opportunity) string {
			return plural(o.Months, "month") + ", within your " + strconv.Itoa(v.Months)
		},
		forCompany: func(_ Match, v Volunteer, _ Opportunity) string { return "Available for " + plural(v.Months, "month") },
	},
}

// inWords are the match's reasons as the company (or the volunteer)
// reads them.
func (m Match) inWords(v Volunteer, o Opportunity, company bool) []string {
	r := []string{}
	for _, rs := range reasons {
		say := rs.forVolunteer
		if company {
			say = rs.forCompany
		}
		if say != nil && rs.holds(m) {
			r = append(r, say(m, v, o))
		}
	}
	return r
}

// ForVolunteer are the match's reasons in words, as the volunteer reads
// them on a recommended opportunity.
func (m Match) ForVolunteer(v Volunteer, o Opportunity) []string { return m.inWords(v, o, false) }

// ForCompany are the match's reasons in words, as a company reads them on
// a suggested volunteer.
func (m Match) ForCompany(v Volunteer, o Opportunity) []string { return m.inWords(v, o, true) }

// andList is "A", "A and B" or "A, B and C".
func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// plural is "1 hour" or "3 hours".
func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}
