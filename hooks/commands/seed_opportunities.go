package commands

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/dirindex"
)

const seedOpportunitySQL = `INSERT INTO opportunities (id, company, title, category, status, hours_per_day, duration_months,
	remote, city, country, experience, qualification, description, skills, expires_at, applicants, interviews,
	closed_reason, created, updated)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, '', ?, ?)`

// seedCompanyIDs are the companies that may post: every company with a
// profile (those of earlier runs too).
func seedCompanyIDs(conn *sql.Conn) ([]string, error) {
	ids, err := dirindex.Column[string](conn.QueryContext(context.Background(),
		`SELECT u.id FROM users u JOIN company_profiles p ON p.user = u.id WHERE u.role = 'company' ORDER BY u.id`))
	if err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, errors.New("seeding opportunities needs companies: add some with --companies")
	}
	return ids, nil
}

// opportunity generates the i-th of o.Opportunities opportunities, posted
// by one of companies: most open, some closed, drafts or on hold, a few
// expired, created over the last year.
func (s *seeder) opportunity(companies []string) func(i int) seedRow {
	return func(i int) seedRow {
		var row seedRow
		span := 365 * 24 * time.Hour
		at := s.now.Add(-span).Add(span / time.Duration(max(s.o.Opportunities, 1)) * time.Duration(i)).Truncate(time.Millisecond)
		created, _ := types.ParseDateTime(at)
		cat := s.lookups.volunteerCategory[s.skewed(len(s.lookups.volunteerCategory))]
		track := seedTracks[cat[0]]
		skills := some(s, track.Skills, 1, 5)
		place := s.place()
		city, country, remote := pick(s, place.Cities), s.lookups.country[place.Code][0], s.rnd.IntN(3) == 0
		status := "open"
		switch n := s.rnd.IntN(20); {
		case n == 0:
			status = "draft"
		case n == 1:
			status = "hold"
		case n < 4:
			status = "closed"
		}
		expires := s.now.Add(time.Duration(1+s.rnd.IntN(90)) * 24 * time.Hour)
		if s.rnd.IntN(20) == 0 {
			expires = s.now.Add(-time.Duration(1+s.rnd.IntN(30)) * 24 * time.Hour)
		}
		expiresAt, _ := types.ParseDateTime(expires.Truncate(time.Millisecond))
		title := pick(s, track.Roles)
		if s.rnd.IntN(2) == 0 {
			title = pick(s, []string{"Volunteer ", "Part-time ", "Junior ", "Senior "}) + strings.ToLower(title[:1]) + title[1:]
		}
		description := fmt.Sprintf("We are looking for a %s to help us with %s. You will work with our small team%s, "+
			"about %d hours a day.", strings.ToLower(title), strings.Join(skills, ", "), map[bool]string{true: " remotely", false: " in " + city}[remote],
			1+s.rnd.IntN(8))
		id := s.id('o', s.offset+i)
		row.add(0, id, pick(s, companies), title, cat[1], status, 1+s.rnd.IntN(8), 1+s.rnd.IntN(12), remote, city, country,
			"Some experience helps.", "", description, jsonText(skills), expiresAt.String(), created.String(), created.String())
		if status == "open" {
			text := []string{title, strings.Join(skills, " "), city, description}
			row.put = func(w *dirindex.Writer) error { return w.PutOpportunity(id, at.UnixMilli(), text) }
		}
		return row
	}
}

// recountOpenOpportunities sets every company's directory rank (its open,
// unexpired opportunities) after opportunities were added beside the
// hooks that keep it.
func recountOpenOpportunities(conn *sql.Conn) error {
	// Without statistics yet the planner may walk the public-list index
	// for every company (all open opportunities each time): the company
	// index is named.
	_, err := conn.ExecContext(context.Background(), `UPDATE company_directory SET opportunities = (
		SELECT COUNT(*) FROM opportunities o INDEXED BY idx_opportunities_company
		WHERE o.company = company_directory.user_id AND o.status = 'open' AND o.expires_at > ?)`,
		types.NowDateTime().String())
	return err
}
