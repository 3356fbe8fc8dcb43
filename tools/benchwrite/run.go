package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"voluntech/tools/benchkit"
)

// volunteer is one signed-in seeded volunteer, used by one client only.
type volunteer struct {
	token, id string
	index     int             // among the signed-in volunteers
	applied   int             // the cursor into the opportunities
	appliedTo map[string]bool // the opportunities it has applied to
	saves     int

	company      *company         // its company, of the same client (stage, message, hours)
	tried        map[*company]int // the cursor into a company's opportunities (setup)
	conversation string           // with its company (message)
	engagement   string           // active, with its company (hours)
	sent         window           // its messages of the last minute
	turn         int              // whose turn it is in the conversation
}

type client struct {
	http    *http.Client
	base    string
	retries int // 429 answers waited out
	mu      sync.Mutex
}

func run(cfg config) error {
	if err := benchkit.LoopbackOnly(cfg.base); err != nil {
		return err
	}
	if cfg.rate < 0 || cfg.searchRate < 0 {
		return fmt.Errorf("-rate and -search-rate must be 0 (a closed loop) or more")
	}
	if cfg.suEmail == "" {
		return fmt.Errorf("-su-email and -su-password are needed to list seeded volunteers")
	}
	c := &client{
		base: cfg.base,
		http: &http.Client{
			Timeout:   time.Minute,
			Transport: &http.Transport{MaxIdleConnsPerHost: cfg.clients * 2, MaxConnsPerHost: cfg.clients * 2},
		},
	}
	admin, _, err := c.signIn("/api/collections/_superusers/auth-with-password", cfg.suEmail, cfg.suPassword)
	if err != nil {
		return err
	}
	emails, err := c.volunteerEmails(admin, cfg.users)
	if err != nil {
		return err
	}
	tokens, ids, err := c.signInAll(emails, cfg.password)
	if err != nil {
		return err
	}
	vols := make([]*volunteer, 0, len(emails))
	for i := range emails {
		v := &volunteer{token: tokens[i], id: ids[i], index: i, appliedTo: map[string]bool{}}
		if cfg.mix.has(opApply) {
			// An earlier run on the same data (whose list may have
			// been another) applied already: never apply twice.
			if v.appliedTo, err = c.appliedTo(v.token, v.id); err != nil {
				return err
			}
		}
		vols = append(vols, v)
	}
	if len(vols) < cfg.clients {
		return fmt.Errorf("fewer volunteers (%d) than clients (%d)", len(vols), cfg.clients)
	}
	var opps []string
	var comps []*company
	if cfg.mix.has(opApply) || cfg.mix.needsCompanies() {
		all, owners, err := c.openOpportunities(2000 + 50*cfg.companies)
		if err != nil {
			return err
		}
		if cfg.mix.needsCompanies() {
			if comps, err = c.signInCompanies(admin, cfg, owners); err != nil {
				return err
			}
		}
		// The wide applications go to the other companies' opportunities:
		// the signed-in companies' ones are the setup's.
		mine := map[string]bool{}
		for _, co := range comps {
			mine[co.id] = true
		}
		for i, id := range all {
			if !mine[owners[i]] && len(opps) < 2000 {
				opps = append(opps, id)
			}
		}
	}
	// Client k has the volunteers k, k+clients, ... and the companies
	// likewise; its volunteers take its companies in turn.
	byClient := make([][]*volunteer, cfg.clients)
	for i, v := range vols {
		byClient[i%cfg.clients] = append(byClient[i%cfg.clients], v)
	}
	if len(comps) > 0 {
		if err := prepare(c, cfg, byClient, comps); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "%d volunteers and %d companies signed in, %d open opportunities; %d clients for %s, mix %v\n",
		len(vols), len(comps), len(opps), cfg.clients, cfg.dur, cfg.mix.ops)

	type sample struct {
		op  string
		d   time.Duration
		err error
	}
	results := make([][]sample, cfg.clients)
	var searchLat []time.Duration
	var searchErrs int
	cpu0 := cpuTicks(cfg.pid)
	start := time.Now()
	deadline := start.Add(cfg.dur)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var searchWG sync.WaitGroup
	if cfg.search {
		searchWG.Add(1)
		go func() {
			defer searchWG.Done()
			words := []string{"", "design", "data", "marketing", "web", "remote"}
			var pace *pacer // nil: a closed loop
			if cfg.searchRate > 0 {
				pace = newPacer(start, cfg.searchRate, 1, 0)
			}
			for i := 0; ; i++ {
				// A paced search waits for when it is due; either way it
				// is timed from when it was due to start.
				t := time.Now()
				if pace != nil {
					t = pace.due(i)
				}
				select {
				case <-stop:
					return
				case <-time.After(time.Until(t)):
				}
				q := url.Values{"q": {words[i%len(words)]}, "page": {strconv.Itoa(1 + i%5)}}
				if err := c.do(http.MethodGet, "/api/opportunities/search?"+q.Encode(), "", nil, nil); err != nil {
					searchErrs++
					continue
				}
				searchLat = append(searchLat, time.Since(t))
			}
		}()
	}
	skipped := make([]map[string]int, cfg.clients)
	for k := range cfg.clients {
		mine := byClient[k]
		skipped[k] = map[string]int{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			rnd := rand.New(rand.NewPCG(uint64(k), 38))
			var pace *pacer // nil: a closed loop
			if cfg.rate > 0 {
				pace = newPacer(start, cfg.rate, cfg.clients, k)
			}
			for n := 0; time.Now().Before(deadline); n++ {
				var due time.Time
				if pace != nil {
					if due = pace.due(n); !due.Before(deadline) {
						break
					}
					time.Sleep(time.Until(due))
				}
				v := mine[n%len(mine)]
				op := cfg.mix.pickRand(rnd)
				w, ok := plan(op, v, mine, opps, len(vols), n)
				if !ok {
					skipped[k][op]++
					op = opAspiration
					w, _ = plan(op, v, mine, opps, len(vols), n)
				}
				t := time.Now()
				if pace != nil {
					t = due
				}
				err := c.do(w.method, w.path, w.token, w.body, nil)
				results[k] = append(results[k], sample{op: op, d: time.Since(t), err: err})
				if w.done != nil {
					w.done(err == nil)
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stop)
	searchWG.Wait()
	cpu1 := cpuTicks(cfg.pid)

	byOp := map[string][]time.Duration{}
	errsByOp := map[string]int{}
	var all []time.Duration
	allErrs := 0
	firstErr := map[string]error{}
	for _, rs := range results {
		for _, s := range rs {
			if s.err != nil {
				errsByOp[s.op]++
				allErrs++
				if firstErr[s.op] == nil {
					firstErr[s.op] = s.err
				}
				continue
			}
			byOp[s.op] = append(byOp[s.op], s.d)
			all = append(all, s.d)
		}
	}
	for op, err := range firstErr {
		fmt.Fprintf(os.Stderr, "first %s error: %v\n", op, err)
	}
	skips := map[string]int{}
	for _, m := range skipped {
		for op, n := range m {
			skips[op] += n
		}
	}
	for _, op := range cfg.mix.ops {
		if skips[op] > 0 {
			fmt.Printf("%d %s writes could not run (%s) and saved the aspiration step instead\n", skips[op], op, skipReason[op])
		}
	}
	var rows []summary
	for _, op := range cfg.mix.ops {
		rows = append(rows, summarize(op, byOp[op], errsByOp[op], elapsed))
	}
	if len(cfg.mix.ops) > 1 {
		rows = append(rows, summarize("all writes", all, allErrs, elapsed))
	}
	if cfg.search {
		name := "search (1 reader)"
		if cfg.searchRate > 0 {
			name = fmt.Sprintf("search (1 reader offering %.0f/s)", cfg.searchRate)
		}
		rows = append(rows, summarize(name, searchLat, searchErrs, elapsed))
	}
	paced := ""
	if cfg.rate > 0 {
		paced = fmt.Sprintf(" offering %.0f writes/s (each timed from when it was due)", cfg.rate)
	}
	fmt.Printf("\n%d writing clients%s, %d volunteers, %s; latencies in ms (successful requests); 429s waited out: %d\n\n",
		cfg.clients, paced, len(vols), elapsed.Round(time.Millisecond), c.retries)
	fmt.Println("| kind | done | errors | p50 | p95 | p99 | max | per s |")
	fmt.Println("|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		fmt.Printf("| %s | %d | %d | %s | %s | %s | %s | %.0f |\n", r.name, r.done, r.errors, benchkit.Ms(r.p50), benchkit.Ms(r.p95), benchkit.Ms(r.p99), benchkit.Ms(r.max), r.rate)
	}
	if cfg.pid > 0 && cpu1 >= cpu0 && len(all)+allErrs > 0 {
		sec := float64(cpu1-cpu0) / 100
		fmt.Printf("\nserver CPU: %.1f s over %s, %.1f ms per write (%.2f cores)\n",
			sec, elapsed.Round(time.Millisecond), 1000*sec/float64(len(all)+allErrs), sec/elapsed.Seconds())
	}
	return nil
}

// request is one write to send, and what follows its answer.
type request struct {
	method, path, token string
	body                any
	done                func(ok bool) // nil: nothing
}

// skipReason says why a kind of write could not run.
var skipReason = map[string]string{
	opApply:   "the volunteer had applied to every opportunity listed",
	opStage:   "no application left to move: more -companies or a shorter run",
	opMessage: "both sides had sent 19 messages in the last minute: more -users and -companies",
}

// plan is the write op of v, the n-th of its client (mine are the
// client's volunteers); false when none can be made now.
func plan(op string, v *volunteer, mine []*volunteer, opps []string, volunteers, n int) (request, bool) {
	v.saves++
	switch op {
	case opAchievement:
		return request{method: http.MethodPost, path: "/api/volunteer/achievement", token: v.token, body: map[string]any{
			"skills": []map[string]string{
				{"name": "Go", "level": "Advanced"},
				{"name": "SQL", "level": "Intermediate"},
				{"name": "Writing " + strconv.Itoa(v.saves%5), "level": "Beginner"},
			},
			"awards":  []map[string]any{{"title": "Benchmark award " + strconv.Itoa(v.saves), "year": 2020 + v.saves%5}},
			"website": "",
		}}, true
	case opApply:
		// Each volunteer starts at its own place in the list and never
		// applies twice to one opportunity.
		i := 0
		for {
			if v.applied >= len(opps) {
				return request{}, false
			}
			i = (v.index*len(opps)/max(1, volunteers) + v.applied) % len(opps)
			v.applied++
			if !v.appliedTo[opps[i]] {
				break
			}
		}
		v.appliedTo[opps[i]] = true
		return request{method: http.MethodPost, path: "/api/collections/applications/records", token: v.token, body: map[string]any{
			"opportunity": opps[i], "note": "Applied by benchwrite.",
		}}, true
	case opStage:
		// The company of v moves its oldest movable application one
		// stage on; another of the client's companies if it has none.
		for i := range mine {
			co := mine[(n+i)%len(mine)].company
			if len(co.movable) == 0 {
				continue
			}
			a := co.movable[0]
			co.movable = co.movable[1:]
			to, again := nextStage(a.stage, n)
			return request{method: http.MethodPatch, path: "/api/collections/applications/records/" + a.id, token: co.token,
				body: map[string]any{"stage": to}, done: func(ok bool) {
					if ok && again {
						a.stage = to
						co.movable = append(co.movable, a)
					}
				}}, true
		}
		return request{}, false
	case opMessage:
		// The two sides take turns, each under the server's limit of
		// messages a minute.
		now := time.Now()
		sender, w := v.token, &v.sent
		if v.turn%2 == 1 || !v.sent.room(now) {
			sender, w = v.company.token, &v.company.sent
		}
		if !w.room(now) {
			if sender, w = v.token, &v.sent; !w.room(now) {
				return request{}, false
			}
		}
		v.turn++
		w.add(now)
		return request{method: http.MethodPost, path: "/api/collections/messages/records", token: sender, body: map[string]any{
			"conversation": v.conversation, "body": "Message " + strconv.Itoa(v.saves) + " from benchwrite: how is the work going?",
		}}, true
	case opHours:
		return request{method: http.MethodPost, path: "/api/engagements/" + v.engagement + "/hours", token: v.token, body: map[string]any{
			"date": hoursDate(), "hours": 0.5 * float64(1+v.saves%8), "description": "Worked on the benchmark's task, entry " + strconv.Itoa(v.saves) + ".",
		}}, true
	default:
		return request{method: http.MethodPost, path: "/api/volunteer/aspiration", token: v.token, body: map[string]any{
			"about":         "I measure writes, save " + strconv.Itoa(v.saves) + ".",
			"aspirations":   "Keep the server quick at a million volunteers.",
			"opportunity":   "Any remote opportunity.",
			"hours_per_day": v.saves % 13,
		}}, true
	}
}

// errRefused marks a 400 answer.
var errRefused = errors.New("refused")

// do sends one request and decodes a 2xx answer into out; a 429 is waited
// out (Retry-After, else one second) and sent again; any other answer is
// an error.
func (c *client) do(method, path, token string, body any, out any) error {
	var raw []byte
	if body != nil {
		var err error
		if raw, err = json.Marshal(body); err != nil {
			return err
		}
	}
	for {
		req, err := http.NewRequest(method, c.base+path, bytes.NewReader(raw))
		if err != nil {
			return err
		}
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		if token != "" {
			req.Header.Set("Authorization", token)
		}
		res, err := c.http.Do(req)
		if err != nil {
			return err
		}
		data, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil {
			return err
		}
		if res.StatusCode == http.StatusTooManyRequests {
			c.mu.Lock()
			c.retries++
			c.mu.Unlock()
			wait := time.Second
			if s, err := strconv.Atoi(res.Header.Get("Retry-After")); err == nil && s >= 0 {
				wait = time.Duration(s) * time.Second
			}
			time.Sleep(wait)
			continue
		}
		if res.StatusCode/100 != 2 {
			err := fmt.Errorf("%s %s: %s %s", method, path, res.Status, strings.TrimSpace(string(data[:min(len(data), 300)])))
			if res.StatusCode == http.StatusBadRequest {
				err = fmt.Errorf("%w: %w", errRefused, err)
			}
			return err
		}
		if out != nil {
			return json.Unmarshal(data, out)
		}
		return nil
	}
}

// signIn returns the account's token and id.
func (c *client) signIn(path, identity, password string) (string, string, error) {
	var body struct {
		Token  string `json:"token"`
		Record struct {
			ID string `json:"id"`
		} `json:"record"`
	}
	if err := c.do(http.MethodPost, path, "", map[string]string{"identity": identity, "password": password}, &body); err != nil {
		return "", "", err
	}
	return body.Token, body.Record.ID, nil
}

// appliedTo is the set of opportunities the volunteer has applied to.
func (c *client) appliedTo(token, id string) (map[string]bool, error) {
	type application struct {
		Opportunity string `json:"opportunity"`
	}
	opps, err := pagesOf(c, math.MaxInt, token, func(page int) string {
		q := url.Values{"filter": {"volunteer='" + id + "'"}, "perPage": {"500"}, "page": {strconv.Itoa(page)},
			"skipTotal": {"1"}, "fields": {"opportunity"}}
		return "/api/collections/applications/records?" + q.Encode()
	}, func(a application) string { return a.Opportunity })
	if err != nil {
		return nil, err
	}
	set := make(map[string]bool, len(opps))
	for _, o := range opps {
		set[o] = true
	}
	return set, nil
}

// volunteerEmails lists the emails of n volunteers who finished the
// wizard, through the records API as the superuser.
func (c *client) volunteerEmails(admin string, n int) ([]string, error) {
	type user struct {
		Email string `json:"email"`
	}
	emails, err := pagesOf(c, n, admin, func(page int) string {
		q := url.Values{
			"filter": {"role='volunteer' && profile_step>=7 && verified=true"}, "perPage": {strconv.Itoa(min(n, 500))},
			"page": {strconv.Itoa(page)}, "skipTotal": {"1"}, "fields": {"email"},
		}
		return "/api/collections/users/records?" + q.Encode()
	}, func(u user) string { return u.Email })
	if err != nil {
		return nil, err
	}
	if len(emails) == 0 {
		return nil, fmt.Errorf("no seeded volunteer found: seed the data folder first")
	}
	return emails[:min(n, len(emails))], nil
}

// openOpportunities lists up to n open opportunities from the public
// search, and the company of each.
func (c *client) openOpportunities(n int) (ids, owners []string, err error) {
	type opportunity struct {
		ID      string `json:"id"`
		Company string `json:"company"`
	}
	pairs, err := pagesOf(c, n, "", func(page int) string {
		return "/api/opportunities/search?perPage=50&page=" + strconv.Itoa(page)
	}, func(o opportunity) string { return o.ID + " " + o.Company })
	if err != nil {
		return nil, nil, err
	}
	if len(pairs) == 0 {
		return nil, nil, fmt.Errorf("no open opportunity to apply to")
	}
	for _, p := range pairs {
		id, owner, _ := strings.Cut(p, " ")
		ids, owners = append(ids, id), append(owners, owner)
	}
	return ids, owners, nil
}

// pagesOf GETs page 1, 2, ... of a list (path gives a page's address) as
// token until it holds n values or a page comes back empty; value picks
// what to keep of an item. The first error ends it.
func pagesOf[T any](c *client, n int, token string, path func(page int) string, value func(T) string) ([]string, error) {
	var all []string
	for page := 1; len(all) < n; page++ {
		var body struct {
			Items []T `json:"items"`
		}
		if err := c.do(http.MethodGet, path(page), token, nil, &body); err != nil {
			return nil, err
		}
		if len(body.Items) == 0 {
			break
		}
		for _, it := range body.Items {
			all = append(all, value(it))
		}
	}
	return all, nil
}

// cpuTicks is the process's user + system CPU time in clock ticks (1/100 s
// on Linux), 0 when unknown.
func cpuTicks(pid int) int64 {
	if pid <= 0 {
		return 0
	}
	raw, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	return parseCPUTicks(string(raw))
}

// parseCPUTicks reads utime + stime (fields 14 and 15) of a /proc/<pid>/stat
// line; the command name in parentheses may hold spaces.
func parseCPUTicks(stat string) int64 {
	i := strings.LastIndexByte(stat, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(stat[i+1:])
	// f[0] is field 3 (state), so field 14 is f[11].
	if len(f) < 13 {
		return 0
	}
	u, err1 := strconv.ParseInt(f[11], 10, 64)
	s, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0
	}
	return u + s
}
