package main

import (
	"net/url"
	"strconv"
	"time"
)

// kind is one class of request: its variants (cycled through) and, for a
// slow class, its own request count.
type kind struct {
	name  string
	urls  []string
	token string
	n     int
	cold  time.Duration // measured already (the first request)
	// distinct kinds are never timed cold first: that would fill the
	// cache they are meant to miss.
	distinct bool
}

// keywords are the searched word starts: broad ones (dev, data) match a
// third of the seeded volunteers, narrow ones a few thousand.
var keywords = []string{"dev", "data", "design", "cloud", "react", "python", "engineer", "marketing"}

func top(opts []option, n int) []string {
	out := values(opts, n)
	if len(out) == 0 {
		out = []string{"none"}
	}
	return out
}

// kindsFor builds the directory kinds from the whole list's options.
func kindsFor(f map[string][]option) []kind {
	cats, countries := top(f["category"], 4), top(f["country"], 4)
	skills, langs, tags := top(f["skills"], 6), top(f["language"], 4), top(f["tags"], 4)
	list := "/api/directory/volunteers?"
	q := func(kv ...string) string {
		v := url.Values{}
		for i := 0; i+1 < len(kv); i += 2 {
			v.Add(kv[i], kv[i+1])
		}
		return list + v.Encode()
	}
	var a, b []string
	sorts := []string{"oldest", "available", "newest"}
	for i, kw := range keywords {
		for j := range 4 {
			a = append(a, q("q", kw, "category", cats[(i+j)%len(cats)], "country", countries[j%len(countries)],
				"sort", sorts[(i+j)%len(sorts)], "page", strconv.Itoa(1+j%2)))
		}
	}
	for i := range 32 {
		switch i % 4 {
		case 0:
			b = append(b, q("category", cats[i%len(cats)], "country", countries[(i/4)%len(countries)], "sort", sorts[i%len(sorts)]))
		case 1:
			b = append(b, q("skills", skills[i%len(skills)], "language", langs[(i/4)%len(langs)]))
		case 2:
			b = append(b, q("skills", skills[i%len(skills)], "skills", skills[(i+1)%len(skills)], "country", countries[(i/4)%len(countries)],
				"sort", "available"))
		default:
			b = append(b, q("tags", tags[i%len(tags)], "category", cats[(i/4)%len(cats)], "page", strconv.Itoa(1+i%3)))
		}
	}
	return []kind{
		{name: "(a) keyword + 2 filters + sort", urls: a},
		{name: "(b) filters only", urls: b},
		{name: "(c) first page, no query", urls: []string{"/api/directory/volunteers"}},
	}
}

// recordsKind is (a)'s keywords through PocketBase's records list API: a
// `~` (LIKE '%...%') filter on the volunteer profiles, newest first, with
// the total PocketBase counts by default.
func recordsKind(token string, n int) kind {
	var urls []string
	for _, kw := range keywords {
		v := url.Values{}
		v.Set("filter", "(about~'"+kw+"')")
		v.Set("sort", "-created")
		v.Set("perPage", "10")
		urls = append(urls, "/api/collections/volunteer_profiles/records?"+v.Encode())
	}
	return kind{name: "(d) records API, about~keyword", urls: urls, token: token, n: n}
}
