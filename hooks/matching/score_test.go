package matching_test

import (
	"reflect"
	"testing"

	"voluntech/hooks/matching"
)

var syn = matching.NewSynonyms([][2]string{{"react.js", "react"}, {"nodejs", "node.js"}, {"golang", "go"}})

func TestKeyIgnoresCaseSpellingAndSynonyms(t *testing.T) {
	same := [][]string{
		{"React", "react", "React.js", "ReactJS", " react js "},
		{"Node.js", "nodejs", "NODE JS", "node-js"},
		{"Go", "golang", "GoLang"},
	}
	for _, group := range same {
		for _, s := range group[1:] {
			if a, b := syn.Key(group[0]), syn.Key(s); a != b {
				t.Errorf("Key(%q) = %q, Key(%q) = %q: want the same", group[0], a, s, b)
			}
		}
	}
	if syn.Key("React") == syn.Key("Preact") {
		t.Error("React and Preact must differ")
	}
	if got := syn.Spellings("react"); len(got) != 2 || got[0] != "react" || got[1] != "reactjs" {
		t.Errorf("Spellings(react) = %v", got)
	}
}

func TestScoreOfEachFactor(t *testing.T) {
	vera := matching.Volunteer{Skills: []string{"React.js", "Node.js", "Figma"}, Tags: []string{"climate"},
		Category: "cat1", CategoryName: "Software", Country: "gb", CountryName: "United Kingdom", HoursPerDay: 4, Months: 6}
	base := matching.Opportunity{Category: "cat2", Country: "fr", HoursPerDay: 8, Months: 12}
	with := func(change func(*matching.Opportunity)) matching.Opportunity {
		o := base
		change(&o)
		return o
	}
	cases := []struct {
		name    string
		o       matching.Opportunity
		score   int
		reasons []string
	}{
		{"nothing in common", base, 0, []string{}},
		{"skills, any spelling, counted once", with(func(o *matching.Opportunity) { o.Skills = []string{"react", "NodeJS", "react js", "Go"} }),
			2 * matching.WeightSkill, []string{"Asks for React.js and Node.js, which you list"}},
		{"a tag", with(func(o *matching.Opportunity) { o.Skills = []string{"Climate"} }),
			matching.WeightTag, []string{"Asks for climate, among your interests"}},
		{"category", with(func(o *matching.Opportunity) { o.Category, o.CategoryName = "cat1", "Software" }),
			matching.WeightCategory, []string{"In your field: Software"}},
		{"remote", with(func(o *matching.Opportunity) { o.Remote = true }), matching.WeightPlace, []string{"Remote"}},
		{"same country", with(func(o *matching.Opportunity) { o.Country, o.CountryName = "gb", "United Kingdom" }),
			matching.WeightPlace, []string{"In United Kingdom, where you live"}},
		{"hours within", with(func(o *matching.Opportunity) { o.HoursPerDay = 3 }), matching.WeightHours,
			[]string{"3 hours a day, within your 4"}},
		{"hours equal", with(func(o *matching.Opportunity) { o.HoursPerDay = 4 }), matching.WeightHours,
			[]string{"4 hours a day, within your 4"}},
		{"months within", with(func(o *matching.Opportunity) { o.Months = 1 }), matching.WeightMonths,
			[]string{"1 month, within your 6"}},
	}
	for _, c := range cases {
		m := matching.Score(vera, c.o, syn)
		if m.Score != c.score {
			t.Errorf("%s: score = %d, want %d", c.name, m.Score, c.score)
		}
		if got := m.ForVolunteer(vera, c.o); !reflect.DeepEqual(got, c.reasons) {
			t.Errorf("%s: reasons = %q, want %q", c.name, got, c.reasons)
		}
	}
}

func TestScoreOrdersAndExplainsBothWays(t *testing.T) {
	v := matching.Volunteer{Skills: []string{"React", "Node.js"}, Category: "c", CategoryName: "Software",
		Country: "gb", CountryName: "United Kingdom", HoursPerDay: 2, Months: 3}
	strong := matching.Opportunity{Skills: []string{"react.js", "nodejs", "SQL"}, Remote: true, HoursPerDay: 2, Months: 3}
	weak := matching.Opportunity{Skills: []string{"react"}, Country: "gb", CountryName: "United Kingdom", HoursPerDay: 5}
	ms, mw := matching.Score(v, strong, syn), matching.Score(v, weak, syn)
	if ms.Score <= mw.Score {
		t.Errorf("strong %d <= weak %d", ms.Score, mw.Score)
	}
	want := []string{"Asks for React and Node.js, which you list", "Remote", "2 hours a day, within your 2", "3 months, within your 3"}
	if got := ms.ForVolunteer(v, strong); !reflect.DeepEqual(got, want) {
		t.Errorf("volunteer reasons = %q", got)
	}
	wantCo := []string{"Lists React, which you ask for", "Lives in United Kingdom"}
	if got := mw.ForCompany(v, weak); !reflect.DeepEqual(got, wantCo) {
		t.Errorf("company reasons = %q, want %q", got, wantCo)
	}
	if !ms.Relevant() || matching.Score(v, matching.Opportunity{Remote: true}, syn).Relevant() {
		t.Error("place alone must not be relevant; skills must")
	}
}

func TestThinProfile(t *testing.T) {
	if got := (matching.Volunteer{Country: "gb", HoursPerDay: 3}).Thin(); len(got) != 3 {
		t.Errorf("Thin = %v, want skills, tags, category", got)
	}
	if got := (matching.Volunteer{Tags: []string{"x"}}).Thin(); len(got) != 0 {
		t.Errorf("Thin = %v, want none", got)
	}
}
