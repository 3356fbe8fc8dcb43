// Package savedsearch keeps the users' saved searches (an opportunity
// search of a volunteer, a volunteer-directory search of a company team
// member) and sends their alerts: new matches only, each once per saved
// search, in the bell and as an email digest at the chosen frequency
// (alerts.go). Routes: /api/saved-searches (DESIGN.md §4).
package savedsearch

import (
	"bytes"
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Kinds, frequencies and bounds (the schema's copies: pb_migrations
// 1763740000).
const (
	KindOpportunities = "opportunities"
	KindVolunteers    = "volunteers"

	FrequencyInstant = "instant"
	FrequencyDaily   = "daily"
	FrequencyWeekly  = "weekly"

	// MaxPerUser: saved searches one user keeps.
	MaxPerUser = 20
	NameMax    = 80
	// QMax: the longest search words kept (the search pages send 200).
	QMax      = 200
	ListMax   = 10 // skills or tags
	ValueMax  = 50 // one skill or tag
	HoursMax  = 24
	MonthsMax = 1200
	idMax     = 32
)

var (
	Kinds       = []string{KindOpportunities, KindVolunteers}
	Frequencies = []string{FrequencyInstant, FrequencyDaily, FrequencyWeekly}
)

// Messages of the routes.
const (
	MsgName          = "Give the search a name of at most 80 characters."
	MsgNameInvisible = "The name holds characters that cannot be shown."
	MsgKind          = `Choose "opportunities" or "volunteers".`
	MsgFrequency     = `Choose "instant", "daily" or "weekly".`
	MsgPaused        = formx.MsgTrueOrFalse
	MsgLimit         = "You can keep up to 20 saved searches. Delete one to save this search."
	MsgQuery         = "The filters must be an object."
	MsgQTooLong      = "Keep the search words to 200 characters."
	MsgUnknownLookup = "This choice does not exist."
	MsgList          = "Choose up to 10 values of at most 50 characters each."
	MsgHours         = "Choose from 1 to 24 hours a day."
	MsgMonths        = "Choose a duration from 1 to 1200 months."
)

// allowed are the filters of each kind: the opportunity search's and the
// volunteer directory's.
var allowed = map[string][]string{
	KindOpportunities: {"q", "category", "country", "remote", "hours", "months", "skills"},
	KindVolunteers:    {"q", "category", "country", "skills", "tags", "language"},
}

// lookupKinds are the pick lists a filter's id belongs to, per kind.
var lookupKinds = map[string]map[string]string{
	KindOpportunities: {"category": "volunteer_category", "country": "country"},
	KindVolunteers:    {"category": "volunteer_category", "country": "country", "language": "language"},
}

// Query is a saved search's filters, normalized.
type Query struct {
	Q        string   `json:"q,omitempty"`
	Category string   `json:"category,omitempty"`
	Country  string   `json:"country,omitempty"`
	Remote   bool     `json:"remote,omitempty"`
	Hours    int      `json:"hours,omitempty"`
	Months   int      `json:"months,omitempty"`
	Skills   []string `json:"skills,omitempty"`
	Tags     []string `json:"tags,omitempty"`
	Language string   `json:"language,omitempty"`
}

// parseQuery reads the raw filters of a search of kind, recording errors
// under "query" (an unknown filter, by name) or "query.<filter>".
func parseQuery(app core.App, errs formx.Errors, kind string, raw json.RawMessage) Query {
	var q Query
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return q
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		errs.Add("query", "validation_invalid_type", MsgQuery)
		return q
	}
	names := make([]string, 0, len(fields))
	for k := range fields {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, name := range names {
		if !slices.Contains(allowed[kind], name) {
			errs.Add("query", "validation_unknown_filter", "Unknown filter: "+strconv.Quote(name)+".")
			return q
		}
	}
	key := func(f string) string { return "query." + f }
	text := func(f string) (string, bool) {
		v, ok := fields[f]
		if !ok || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			return "", false
		}
		var s string
		if json.Unmarshal(v, &s) != nil {
			errs.Add(key(f), "validation_invalid_type", "Must be text.")
			return "", false
		}
		return strings.TrimSpace(s), true
	}
	if s, ok := text("q"); ok {
		if len([]rune(s)) > QMax {
			errs.Add(key("q"), "validation_length_too_long", MsgQTooLong)
		} else if invisible(s) {
			errs.Add(key("q"), "validation_invisible_chars", MsgNameInvisible)
		}
		q.Q = s
	}
	for f, lookupKind := range lookupKinds[kind] {
		s, ok := text(f)
		if !ok || s == "" {
			continue
		}
		if len(s) > idMax || !formx.LookupOfKind(app, s, lookupKind) {
			errs.Add(key(f), "validation_invalid_value", MsgUnknownLookup)
			continue
		}
		switch f {
		case "category":
			q.Category = s
		case "country":
			q.Country = s
		case "language":
			q.Language = s
		}
	}
	if v, ok := fields["remote"]; ok && kind == KindOpportunities {
		if json.Unmarshal(v, &q.Remote) != nil {
			errs.Add(key("remote"), "validation_invalid_type", formx.MsgTrueOrFalse)
		}
	}
	number := func(f string, max int, msg string) int {
		v, ok := fields[f]
		if !ok || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			return 0
		}
		var n int
		if json.Unmarshal(v, &n) != nil || n < 1 || n > max {
			errs.Add(key(f), "validation_out_of_range", msg)
			return 0
		}
		return n
	}
	q.Hours = number("hours", HoursMax, MsgHours)
	q.Months = number("months", MonthsMax, MsgMonths)
	list := func(f string) []string {
		v, ok := fields[f]
		if !ok || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			return nil
		}
		var in []string
		if json.Unmarshal(v, &in) != nil || len(in) > ListMax {
			errs.Add(key(f), "validation_invalid_value", MsgList)
			return nil
		}
		var out []string
		for _, s := range in {
			s = strings.TrimSpace(s)
			if len([]rune(s)) > ValueMax || invisible(s) {
				errs.Add(key(f), "validation_invalid_value", MsgList)
				return nil
			}
			if s != "" && !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, s) }) {
				out = append(out, s)
			}
		}
		return out
	}
	q.Skills = list("skills")
	q.Tags = list("tags")
	if q.Remote {
		q.Country = "" // as the search: remote means anywhere
	}
	return q
}

// invisible reports characters a reader cannot see.
func invisible(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) || r == unicode.ReplacementChar
	}) >= 0
}

// Dropped are the filters of q that name a pick-list entry no longer
// there (a superadmin deleted it): the search goes on without them.
func Dropped(app core.App, kind string, q Query) []string {
	return dropped(q, func(id string) bool {
		n, err := app.CountRecords("lookups", dbx.HashExp{"id": id})
		return err != nil || n > 0
	})
}

// dropped is Dropped with exists telling whether a lookup id is there.
func dropped(q Query, exists func(id string) bool) []string {
	out := []string{}
	for _, f := range []string{"category", "country", "language"} {
		id := map[string]string{"category": q.Category, "country": q.Country, "language": q.Language}[f]
		if id == "" {
			continue
		}
		if !exists(id) {
			out = append(out, f)
		}
	}
	return out
}

// without is q without the dropped filters.
func (q Query) without(dropped []string) Query {
	for _, f := range dropped {
		switch f {
		case "category":
			q.Category = ""
		case "country":
			q.Country = ""
		case "language":
			q.Language = ""
		}
	}
	return q
}

// Link is the search page of the saved search, with its filters.
func Link(kind string, q Query) string {
	v := url.Values{}
	set := func(k, s string) {
		if s != "" {
			v.Set(k, s)
		}
	}
	set("q", q.Q)
	set("category", q.Category)
	set("country", q.Country)
	set("language", q.Language)
	if q.Remote {
		v.Set("remote", "1")
	}
	if q.Hours > 0 {
		v.Set("hours", strconv.Itoa(q.Hours))
	}
	if q.Months > 0 {
		v.Set("months", strconv.Itoa(q.Months))
	}
	for _, s := range q.Skills {
		v.Add("skills", s)
	}
	for _, s := range q.Tags {
		v.Add("tags", s)
	}
	path := "/opportunities"
	if kind == KindVolunteers {
		path = "/company/volunteers"
	}
	if len(v) == 0 {
		return path
	}
	return path + "?" + v.Encode()
}
