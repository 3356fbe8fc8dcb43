package main

import (
	"net/url"
	"strconv"

	"voluntech/tools/benchdir/words"
)

// The cache-missing kinds: every request asks a question the server has
// not answered before in this run (its search words, filters and sort
// together never repeat), so the answer cache never helps and each
// request pays the whole search, count and page.

func values(opts []option, n int) []string {
	var out []string
	for _, o := range opts {
		if len(out) == n {
			break
		}
		out = append(out, o.Value)
	}
	return out
}

// distinctURLs enumerates n distinct requests of path: word w, value a of
// the first filter, value b of the second, one of sorts, each combination
// once (the word changes fastest). It stops early when the combinations
// run out.
func distinctURLs(path string, n int, words []string, first, second string, as, bs, sorts []string, extra func(i int, v url.Values)) []string {
	if len(as) == 0 {
		as = []string{""}
	}
	if len(bs) == 0 {
		bs = []string{""}
	}
	total := len(words) * len(as) * len(bs)
	var out []string
	for i := range min(n, total) {
		v := url.Values{}
		v.Set("q", words[i%len(words)])
		if a := as[(i/len(words))%len(as)]; a != "" {
			v.Set(first, a)
		}
		if b := bs[(i/(len(words)*len(as)))%len(bs)]; b != "" {
			v.Set(second, b)
		}
		if len(sorts) > 0 {
			v.Set("sort", sorts[i%len(sorts)])
		}
		if extra != nil {
			extra(i, v)
		}
		out = append(out, path+"?"+v.Encode())
	}
	return out
}

// distinctKinds are the cache-missing kinds of both directories and the
// opportunity search, at most n requests each, from the whole lists'
// options.
func distinctKinds(vol, com map[string][]option, n int) []kind {
	var out []kind
	{
		words := words.Starts(append(values(vol["skills"], 40), values(vol["tags"], 40)...))
		urls := distinctURLs("/api/directory/volunteers", n, words, "category", "country",
			values(vol["category"], 30), values(vol["country"], 40), []string{"newest", "oldest", "available"}, nil)
		out = append(out, kind{name: "(e) volunteers, distinct keyword + category + country + sort", urls: urls, n: len(urls), distinct: true})
	}
	if com != nil {
		words := words.Starts(append(values(com["tags"], 60), values(vol["skills"], 20)...))
		urls := distinctURLs("/api/directory/companies", n, words, "category", "country",
			values(com["category"], 30), values(com["country"], 40), []string{"relevance", "newest", "oldest", "opportunities"}, nil)
		out = append(out, kind{name: "(f) companies, distinct keyword + category + country + sort", urls: urls, n: len(urls), distinct: true})
	}
	{
		// Opportunities ask for volunteers' skills in volunteer categories.
		words := words.Starts(values(vol["skills"], 80))
		urls := distinctURLs("/api/opportunities/search", n, words, "category", "country",
			values(vol["category"], 30), append(values(vol["country"], 30), "remote"), nil, func(i int, v url.Values) {
				if v.Get("country") == "remote" {
					v.Del("country")
					v.Set("remote", "1")
				}
				switch i % 3 {
				case 1:
					v.Set("hours", strconv.Itoa(2+i%10))
				case 2:
					v.Set("months", strconv.Itoa(3+i%20))
				}
			})
		out = append(out, kind{name: "(g) opportunities, distinct keyword + category + country/remote + hours or months", urls: urls, n: len(urls), distinct: true})
	}
	return out
}
