package main

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// company is one signed-in seeded company (its owner), used by one client
// only: it moves the stages of applications to its opportunities and
// answers its volunteers' messages.
type company struct {
	token, id string
	opps      []string       // its open opportunities
	movable   []*application // applications it can still move, oldest move first
	sent      window         // its messages of the last minute
}

// application is an application to a signed-in company at a stage that
// the company can still move.
type application struct {
	id, stage string
}

// nextStage is the company's next move of an application at stage, and
// whether that move leaves it movable: applied → in_review → interview →
// accepted (an engagement begins) or, every other time, rejected.
func nextStage(stage string, n int) (string, bool) {
	switch stage {
	case "applied":
		return "in_review", true
	case "in_review":
		return "interview", true
	}
	if n%2 == 0 {
		return "accepted", false
	}
	return "rejected", false
}

// window counts a sender's messages over the last minute, as the server's
// limit of messages.MaxMessagesPerMin does, a little more strictly (a
// second more, one message fewer) so that a client never meets it.
type window struct{ at []time.Time }

const (
	sendLimit  = 19 // messages.MaxMessagesPerMin - 1
	sendPeriod = 61 * time.Second
)

func (w *window) room(now time.Time) bool {
	i := 0
	for i < len(w.at) && now.Sub(w.at[i]) >= sendPeriod {
		i++
	}
	w.at = w.at[i:]
	return len(w.at) < sendLimit
}

func (w *window) add(now time.Time) { w.at = append(w.at, now) }

// signInAll signs the accounts in, 4 at a time (each costs the server a
// bcrypt), and returns their tokens and ids in order.
func (c *client) signInAll(emails []string, password string) (tokens, ids []string, err error) {
	tokens, ids = make([]string, len(emails)), make([]string, len(emails))
	var mu sync.Mutex
	var errs []error
	var wg sync.WaitGroup
	next := make(chan int)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				t, id, err := c.signIn("/api/collections/users/auth-with-password", emails[i], password)
				if err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
				tokens[i], ids[i] = t, id
			}
		}()
	}
	for i := range emails {
		next <- i
	}
	close(next)
	wg.Wait()
	return tokens, ids, errors.Join(errs...)
}

// companyEmails lists the emails of the owners of the first n distinct
// companies behind opps (open opportunities from the public search).
func (c *client) companyEmails(admin string, n int, oppCompanies []string) ([]string, error) {
	var ids []string
	seen := map[string]bool{}
	for _, id := range oppCompanies {
		if !seen[id] && len(ids) < n {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	var emails []string
	for start := 0; start < len(ids); start += 50 {
		part := ids[start:min(len(ids), start+50)]
		var or []string
		for _, id := range part {
			or = append(or, "id='"+id+"'")
		}
		q := url.Values{"filter": {"role='company' && verified=true && (" + strings.Join(or, " || ") + ")"},
			"perPage": {"50"}, "skipTotal": {"1"}, "fields": {"email"}}
		var body struct {
			Items []struct {
				Email string `json:"email"`
			} `json:"items"`
		}
		if err := c.do(http.MethodGet, "/api/collections/users/records?"+q.Encode(), admin, nil, &body); err != nil {
			return nil, err
		}
		for _, it := range body.Items {
			emails = append(emails, it.Email)
		}
	}
	if len(emails) < n {
		return nil, fmt.Errorf("found %d companies with open opportunities, %d wanted", len(emails), n)
	}
	return emails, nil
}

// listIDs GETs the first page (500) of a collection's records matching
// filter as token and returns their ids and the value of field (may be "").
func (c *client) listIDs(token, collection, filter, field string) (ids, values []string, err error) {
	fields := "id"
	if field != "" {
		fields += "," + field
	}
	q := url.Values{"filter": {filter}, "perPage": {"500"}, "skipTotal": {"1"}, "fields": {fields}, "sort": {"created"}}
	var body struct {
		Items []map[string]any `json:"items"`
	}
	if err := c.do(http.MethodGet, "/api/collections/"+collection+"/records?"+q.Encode(), token, nil, &body); err != nil {
		return nil, nil, err
	}
	for _, it := range body.Items {
		id, _ := it["id"].(string)
		v, _ := it[field].(string)
		ids, values = append(ids, id), append(values, v)
	}
	return ids, values, nil
}

// prepareCompany reads the company's open opportunities and the
// applications to them it can still move.
func (c *client) prepareCompany(co *company) error {
	var err error
	if co.opps, _, err = c.listIDs(co.token, "opportunities", "company='"+co.id+"' && status='open'", ""); err != nil {
		return err
	}
	if len(co.opps) == 0 {
		return fmt.Errorf("company %s has no open opportunity", co.id)
	}
	ids, stages, err := c.listIDs(co.token, "applications",
		"company='"+co.id+"' && (stage='applied' || stage='in_review' || stage='interview')", "stage")
	for i := range ids {
		co.movable = append(co.movable, &application{id: ids[i], stage: stages[i]})
	}
	return err
}

// apply sends v's application to one of co's open opportunities that v
// has not applied to (trying them in turn) and returns it; nil when v has
// applied to all of them.
func (c *client) apply(v *volunteer, co *company) (*application, error) {
	if v.tried == nil {
		v.tried = map[*company]int{}
	}
	if v.appliedTo == nil {
		v.appliedTo = map[string]bool{}
	}
	for v.tried[co] < len(co.opps) {
		opp := co.opps[v.tried[co]]
		v.tried[co]++
		if v.appliedTo[opp] {
			continue
		}
		var body struct {
			ID string `json:"id"`
		}
		err := c.do(http.MethodPost, "/api/collections/applications/records", v.token,
			map[string]any{"opportunity": opp, "note": "Applied by benchwrite."}, &body)
		if errors.Is(err, errRefused) {
			continue // applied in an earlier run
		}
		if err != nil {
			return nil, err
		}
		v.appliedTo[opp] = true
		return &application{id: body.ID, stage: "applied"}, nil
	}
	return nil, nil
}

// move PATCHes the application's stage as co.
func (c *client) move(co *company, a *application, to string) error {
	return c.do(http.MethodPatch, "/api/collections/applications/records/"+a.id, co.token, map[string]any{"stage": to}, nil)
}

// prepareVolunteer gives v what the mix's writes need: its conversation
// with its company (started by v, or the one they have), an active
// engagement (an application to the company moved to accepted, unless v
// has one), and sends applications to its company until the company has
// movable applications enough.
func (c *client) prepareVolunteer(v *volunteer, m mix) error {
	co := v.company
	if m.has(opMessage) {
		var conv struct {
			ID string `json:"id"`
		}
		if err := c.do(http.MethodPost, "/api/conversations", v.token, map[string]any{"company": co.id}, &conv); err != nil {
			return err
		}
		v.conversation = conv.ID
	}
	if m.has(opHours) {
		ids, _, err := c.listIDs(v.token, "engagements", "volunteer='"+v.id+"' && status='active'", "")
		if err != nil {
			return err
		}
		if len(ids) == 0 {
			a, err := c.apply(v, co)
			if err != nil || a == nil {
				return fmt.Errorf("no engagement for volunteer %s: %v", v.id, err)
			}
			for _, to := range []string{"in_review", "interview", "accepted"} {
				if err := c.move(co, a, to); err != nil {
					return err
				}
			}
			if ids, _, err = c.listIDs(v.token, "engagements", "volunteer='"+v.id+"' && status='active'", ""); err != nil {
				return err
			}
			if len(ids) == 0 {
				return fmt.Errorf("accepted application %s made no engagement", a.id)
			}
		}
		v.engagement = ids[0]
	}
	return nil
}

// stock sends the client's volunteers' applications to the client's
// companies until every company has want movable applications (or the
// volunteers have applied to all its opportunities).
func (c *client) stock(vols []*volunteer, comps []*company, want int) error {
	for _, co := range comps {
		for _, v := range vols {
			for len(co.movable) < want {
				a, err := c.apply(v, co)
				if err != nil {
					return err
				}
				if a == nil {
					break
				}
				co.movable = append(co.movable, a)
			}
		}
	}
	return nil
}

// hoursDate is today in UTC, the day the benchmark's hours are logged for
// (never before an engagement accepted today, never in the future).
func hoursDate() string { return time.Now().UTC().Format(time.DateOnly) }

// itoa is strconv.Itoa, short.
func itoa(n int) string { return strconv.Itoa(n) }

// signInCompanies signs in the owners of cfg.companies companies with
// open opportunities (owners: the company of each listed opportunity)
// and reads their opportunities and movable applications.
func (c *client) signInCompanies(admin string, cfg config, owners []string) ([]*company, error) {
	if cfg.companies < cfg.clients {
		return nil, fmt.Errorf("fewer companies (%d) than clients (%d)", cfg.companies, cfg.clients)
	}
	emails, err := c.companyEmails(admin, cfg.companies, owners)
	if err != nil {
		return nil, err
	}
	tokens, ids, err := c.signInAll(emails, cfg.password)
	if err != nil {
		return nil, err
	}
	comps := make([]*company, len(emails))
	for i := range emails {
		comps[i] = &company{token: tokens[i], id: ids[i]}
		if err := c.prepareCompany(comps[i]); err != nil {
			return nil, err
		}
	}
	return comps, nil
}

// prepare pairs each client's volunteers with its companies (company i
// goes to client i % clients) and gives them what the mix needs, the
// clients in parallel: conversations, engagements, and applications for
// the stage moves of a run at 400 writes/s, above the goal's 300 (three moves each).
func prepare(c *client, cfg config, byClient [][]*volunteer, comps []*company) error {
	want := 0
	if cfg.mix.has(opStage) {
		moves := 400 * cfg.dur.Seconds() * float64(cfg.mix.weight(opStage)) / float64(cfg.mix.total)
		want = int(moves/3/float64(len(comps))) + 1
	}
	errs := make([]error, len(byClient))
	var wg sync.WaitGroup
	for k, vols := range byClient {
		var mine []*company
		for i := k; i < len(comps); i += len(byClient) {
			mine = append(mine, comps[i])
		}
		for j, v := range vols {
			v.company = mine[j%len(mine)]
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, v := range vols {
				if err := c.prepareVolunteer(v, cfg.mix); err != nil {
					errs[k] = err
					return
				}
			}
			errs[k] = c.stock(vols, mine, want)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}
