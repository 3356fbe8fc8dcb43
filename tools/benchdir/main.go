// Command benchdir measures the directory list API of a running Voluntech
// server on this machine (scripts/bench-directory.sh starts one on seeded
// data): for each kind of request it times every variant once while the
// server's cache is cold, then runs a fixed number of requests (bounded by
// a duration) from concurrent clients and prints p50, p95, p99 and
// requests per second, and the server's peak memory.
//
// It only talks to a loopback address.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"voluntech/tools/benchkit"
)

func main() {
	srv := benchkit.ServerFlags("superuser email, for the records API kind", "server process id, for its peak memory")
	clients := flag.Int("c", 32, "concurrent clients")
	requests := flag.Int("n", 5000, "requests per kind")
	maxDur := flag.Duration("max", 60*time.Second, "longest run per kind")
	recordsN := flag.Int("records-n", 500, "requests for the records API kind (it is far slower)")
	only = flag.String("kinds", "abcd", "the kinds to run (e, f, g: distinct, cache-missing requests of the volunteers, the companies and the opportunity search)")
	flag.DurationVar(&tl.dur, "timeline", 0, "instead of the kinds: run kind (e) this long and print its latencies window by window")
	flag.DurationVar(&tl.window, "window", 2*time.Second, "with -timeline: the window")
	startMs := flag.Int64("since", 0, "with -timeline: the server's start, Unix milliseconds (default: now)")
	flag.Parse()
	tl.since = time.Now()
	if *startMs > 0 {
		tl.since = time.UnixMilli(*startMs)
	}
	if err := run(*srv.Base, *clients, *requests, *recordsN, *maxDur, *srv.SuEmail, *srv.SuPassword, *srv.PID); err != nil {
		fmt.Fprintln(os.Stderr, "benchdir:", err)
		os.Exit(1)
	}
}

var only *string

// tl is the -timeline run, when asked for.
var tl struct {
	dur, window time.Duration
	since       time.Time
}

func run(base string, clients, requests, recordsN int, maxDur time.Duration, email, password string, pid int) error {
	if err := benchkit.LoopbackOnly(base); err != nil {
		return err
	}
	client := &http.Client{
		Timeout:   2 * time.Minute,
		Transport: &http.Transport{MaxIdleConnsPerHost: clients * 2, MaxConnsPerHost: clients * 2},
	}
	// The first page, timed here while every cache is cold, also gives the
	// filter values the other kinds use.
	started := time.Now()
	facets, err := readFacets(client, base, "/api/directory/volunteers")
	if err != nil {
		return err
	}
	firstPage := time.Since(started)
	if tl.dur > 0 {
		timeline(os.Stdout, client, base, distinctKinds(facets, nil, 100000)[0], clients, tl.dur, tl.window, tl.since)
		return nil
	}
	kinds := kindsFor(facets)
	kinds[2].cold = firstPage
	if strings.ContainsAny(*only, "efg") {
		companies, err := readFacets(client, base, "/api/directory/companies")
		if err != nil {
			return err
		}
		kinds = append(kinds, distinctKinds(facets, companies, requests)...)
	}
	if email != "" {
		token, err := superuserToken(client, base, email, password)
		if err != nil {
			return err
		}
		kinds = append(kinds, recordsKind(token, recordsN))
	}
	var results []result
	for _, k := range kinds {
		if !strings.Contains(*only, k.name[1:2]) {
			continue
		}
		n := requests
		if k.n > 0 {
			n = k.n
		}
		fmt.Fprintf(os.Stderr, "%s: %d variants cold, then %d requests from %d clients\n", k.name, len(k.urls), n, clients)
		r, err := measure(client, base, k, clients, n, maxDur)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		if pid > 0 {
			r.hwm, r.rss = memory(pid)
		}
		results = append(results, r)
	}
	printTable(os.Stdout, results, clients)
	return nil
}

type option struct {
	Value string `json:"value"`
	Count int64  `json:"count"`
}

// readFacets reads the whole list's filter options: the variants filter
// by real values.
func readFacets(client *http.Client, base, list string) (map[string][]option, error) {
	var body struct {
		TotalItems int64               `json:"totalItems"`
		Facets     map[string][]option `json:"facets"`
	}
	if err := getJSON(client, base+list, "", &body); err != nil {
		return nil, err
	}
	if body.TotalItems == 0 {
		return nil, errors.New("the directory is empty: seed it first")
	}
	fmt.Fprintf(os.Stderr, "%s: %d entries\n", list, body.TotalItems)
	return body.Facets, nil
}

func superuserToken(client *http.Client, base, email, password string) (string, error) {
	raw, _ := json.Marshal(map[string]string{"identity": email, "password": password})
	res, err := client.Post(base+"/api/collections/_superusers/auth-with-password", "application/json", strings.NewReader(string(raw)))
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var body struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil || body.Token == "" {
		return "", fmt.Errorf("superuser sign-in failed (%s)", res.Status)
	}
	return body.Token, nil
}

func getJSON(client *http.Client, u, token string, into any) error {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(res.Body)
		return fmt.Errorf("GET %s: %s %s", u, res.Status, raw)
	}
	return json.NewDecoder(res.Body).Decode(into)
}
