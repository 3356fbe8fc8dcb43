package system

import (
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/billing"
)

// MaxEvents is how many recent events the dashboard lists.
const MaxEvents = 10

// Statuses of the dashboard's subscription cards.
var (
	// "free" is a plan activated without Stripe (billing not configured):
	// an active subscription that brings no revenue.
	activeStatuses    = []any{"active", "trialing", "free"}
	failedStatuses    = []any{"past_due", "unpaid", "incomplete_expired"}
	cancelledStatuses = []any{"canceled"}
)

// Stats is the answer of GET /api/system/stats.
type Stats struct {
	Currency      string        `json:"currency"`
	Subscriptions SubCounts     `json:"subscriptions"`
	MRR           []MonthAmount `json:"mrr"`
	MRRChange     *float64      `json:"mrr_change_percent"`
	Events        []Event       `json:"events"`
	Team          []TeamMember  `json:"team"`
}

// SubCounts are the dashboard's subscription cards.
type SubCounts struct {
	Active    int `json:"active"`
	Failed    int `json:"failed"`
	Cancelled int `json:"cancelled"`
}

// Event is one line of the dashboard's recent events.
type Event struct {
	Kind string `json:"kind"` // signup, application, payment_failed
	Text string `json:"text"`
	At   string `json:"at"`
	Link string `json:"link"`
}

// TeamMember is a superadmin.
type TeamMember struct {
	ID       string `json:"id"`
	Username string `json:"username"`
	Name     string `json:"name"`
}

func getStats(e *core.RequestEvent) error {
	res := Stats{Currency: strings.ToUpper(billing.Currency)}
	var err error
	count := func(statuses []any) int {
		n, cerr := e.App.CountRecords("subscriptions", dbx.In("status", statuses...))
		if cerr != nil && err == nil {
			err = cerr
		}
		return int(n)
	}
	res.Subscriptions = SubCounts{Active: count(activeStatuses), Failed: count(failedStatuses), Cancelled: count(cancelledStatuses)}

	subs, ferr := e.App.FindAllRecords("subscriptions")
	if ferr != nil {
		return routeFailed(e, "stats subscriptions", ferr)
	}
	list := make([]Sub, len(subs))
	for i, r := range subs {
		list[i] = subOf(r)
	}
	res.MRR = MonthlyRecurringRevenue(list, time.Now())
	res.MRRChange = MRRChangePercent(res.MRR)

	if res.Events, ferr = recentEvents(e.App); ferr != nil {
		return routeFailed(e, "stats events", ferr)
	}
	if res.Team, ferr = team(e.App); ferr != nil {
		return routeFailed(e, "stats team", ferr)
	}
	if err != nil {
		return routeFailed(e, "stats counts", err)
	}
	return e.JSON(http.StatusOK, res)
}

// recentEvents merges the newest sign-ups, applications and failed
// payments, newest first.
func recentEvents(app core.App) ([]Event, error) {
	var out []Event
	users, err := app.FindRecordsByFilter("users", "id != ''", "-created", MaxEvents, 0)
	if err != nil {
		return nil, err
	}
	for _, u := range users {
		role := u.GetString("role")
		link := "/" + role + "/" + u.GetString("username")
		if role != "volunteer" && role != "company" {
			link = "/system/system-settings?q=" + u.GetString("username")
		}
		text := displayName(u) + " joined as " + article(role) + " " + role + "."
		if team := u.GetString("team"); team != "" {
			// A member has no public page: the event links to their user.
			text = displayName(u) + " joined the team of " + companyName(app, team) + "."
			link = "/system/system-settings?q=" + u.GetString("username")
		}
		out = append(out, Event{Kind: "signup", At: u.GetDateTime("created").String(), Link: link, Text: text})
	}

	type appRow struct {
		Title, Company, First, Last, Username, Created string
	}
	var apps []appRow
	err = app.DB().NewQuery(`SELECT a.opportunity_title AS title, a.company_name AS company,
		COALESCE(u.first_name, '') AS first, COALESCE(u.last_name, '') AS last, COALESCE(u.username, '') AS username, a.created AS created
		FROM applications a LEFT JOIN users u ON u.id = a.volunteer ORDER BY a.created DESC LIMIT {:n}`).
		Bind(dbx.Params{"n": MaxEvents}).All(&apps)
	if err != nil {
		return nil, err
	}
	for _, a := range apps {
		who := fullName(a.First, a.Last)
		if who == "" {
			who = a.Username
		}
		out = append(out, Event{Kind: "application", At: a.Created, Link: "/system/recruitment",
			Text: who + " applied to " + a.Title + " at " + a.Company + "."})
	}

	failed, err := app.FindRecordsByFilter("subscriptions",
		`status = "past_due" || status = "unpaid" || status = "incomplete_expired"`, "-updated", MaxEvents, 0)
	if err != nil {
		return nil, err
	}
	for _, s := range failed {
		name := companyName(app, s.GetString("company"))
		plan := s.GetString("plan")
		if p, ok := billing.PlanByID(plan); ok {
			plan = p.Name
		}
		out = append(out, Event{Kind: "payment_failed", At: s.GetDateTime("updated").String(), Link: "/system/payments",
			Text: "The payment of " + name + " for the " + plan + " plan failed."})
	}

	sort.SliceStable(out, func(i, j int) bool { return out[i].At > out[j].At })
	if len(out) > MaxEvents {
		out = out[:MaxEvents]
	}
	if out == nil {
		out = []Event{}
	}
	return out, nil
}

func team(app core.App) ([]TeamMember, error) {
	admins, err := app.FindRecordsByFilter("users", "role = 'superadmin'", "username", 0, 0)
	if err != nil {
		return nil, err
	}
	out := make([]TeamMember, len(admins))
	for i, u := range admins {
		out[i] = TeamMember{ID: u.Id, Username: u.GetString("username"), Name: displayName(u)}
	}
	return out, nil
}

// displayName is the user's full name, or the username without one.
func displayName(u *core.Record) string {
	if n := fullName(u.GetString("first_name"), u.GetString("last_name")); n != "" {
		return n
	}
	return u.GetString("username")
}

// companyName is the name on the company's profile, or its username.
func companyName(app core.App, userID string) string {
	if p, err := app.FindFirstRecordByData("company_profiles", "user", userID); err == nil && p.GetString("company_name") != "" {
		return p.GetString("company_name")
	}
	if u, err := app.FindRecordById("users", userID); err == nil {
		return u.GetString("username")
	}
	return "a company"
}

func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
