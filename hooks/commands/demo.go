package commands

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/billing"
)

// DemoPassword is the password of every demo account. Demo data is for a
// local trial only; `voluntech serve` never creates it.
const DemoPassword = "Voluntech-demo-1"

// Login is one demo account.
type Login struct{ Role, Username, Email string }

type demoUser struct {
	Username, First, Last, Email, Role, Category, Country, CompanyName string
	// Team is the username of the company a team member belongs to;
	// RoleTitle is the member's job there.
	Team, RoleTitle string
}

var demoUsers = []demoUser{
	{"admin", "Ada", "Admin", "admin@demo.voluntech.local", "superadmin", "", "GB", "", "", ""},
	{"greenbyte", "Grace", "Okafor", "grace@greenbyte.demo.voluntech.local", "company", "CleanTech", "GB", "GreenByte Labs", "", ""},
	{"medisync", "Omar", "Haddad", "omar@medisync.demo.voluntech.local", "company", "HealthTech", "JO", "MediSync", "", ""},
	{"lina.dev", "Lina", "Nasser", "lina@demo.voluntech.local", "volunteer", "Web Development", "JO", "", "", ""},
	{"sam.designs", "Sam", "Patel", "sam@demo.voluntech.local", "volunteer", "UI/UX Design", "GB", "", "", ""},
	{"marta.data", "Marta", "Silva", "marta@demo.voluntech.local", "volunteer", "Data and Analytics", "PT", "", "", ""},
	{"noor.medisync", "Noor", "Khalil", "noor@medisync.demo.voluntech.local", "company", "HealthTech", "JO", "", "medisync", "Engineering lead"},
}

// SeedDemo creates the demo accounts that do not exist yet, finishes the
// onboarding of the demo companies (with a paid plan and its history), the
// profile wizard of the demo volunteers, adds a team member to a company,
// the companies' opportunities and a few applications to them,
// conversations, a completed engagement with its certificate and reviews
// (and the notifications all of it sends), and returns every demo login.
// Running it again changes nothing.
func SeedDemo(app core.App) ([]Login, error) {
	logins := make([]Login, 0, len(demoUsers))
	err := app.RunInTransaction(func(tx core.App) error {
		for _, d := range demoUsers {
			logins = append(logins, Login{d.Role, d.Username, d.Email})
			if _, err := tx.FindAuthRecordByEmail("users", d.Email); err == nil || d.Team != "" {
				continue
			}
			if err := createDemoUser(tx, d); err != nil {
				return fmt.Errorf("demo user %s: %w", d.Username, err)
			}
		}
		if err := completeDemoCompanies(tx); err != nil {
			return err
		}
		if err := seedDemoTeam(tx); err != nil {
			return err
		}
		if err := completeDemoVolunteers(tx); err != nil {
			return err
		}
		if err := seedDemoOpportunities(tx); err != nil {
			return err
		}
		return seedDemoActivity(tx)
	})
	return logins, err
}

func createDemoUser(tx core.App, d demoUser) error {
	users, err := tx.FindCollectionByNameOrId("users")
	if err != nil {
		return err
	}
	country, err := tx.FindFirstRecordByFilter("lookups", "kind = 'country' && code = {:c}", map[string]any{"c": d.Country})
	if err != nil {
		return errors.New("country lookup missing: " + d.Country)
	}
	now := time.Now().UTC()
	u := core.NewRecord(users)
	u.Set("username", d.Username)
	u.Set("first_name", d.First)
	u.Set("last_name", d.Last)
	u.SetEmail(d.Email)
	u.SetPassword(DemoPassword)
	u.SetVerified(true)
	u.Set("role", d.Role)
	u.Set("country", country.Id)
	u.Set("terms_accepted_at", now)
	u.Set("consent_at", now)
	u.Set("profile_step", 1)
	if d.Category != "" {
		cat, err := tx.FindFirstRecordByFilter("lookups", "kind = {:k} && name = {:n}",
			map[string]any{"k": d.Role + "_category", "n": d.Category})
		if err != nil {
			return errors.New("category lookup missing: " + d.Category)
		}
		u.Set("category", cat.Id)
	}
	if d.Role == "volunteer" {
		u.Set("adult_confirmed_at", now)
	}
	if d.Team != "" {
		owner := demoUserNamed(tx, d.Team, "company")
		if owner == nil {
			return nil
		}
		u.Set("team", owner.Id)
		u.Set("role_title", d.RoleTitle)
		u.Set("profile_step", owner.GetInt("profile_step"))
	}
	if err := tx.Save(u); err != nil {
		return err
	}
	if d.Role != "company" || d.Team != "" {
		return nil
	}
	return saveDemoRecord(tx, "company_profiles", map[string]any{"user": u.Id, "company_name": d.CompanyName})
}

// seedDemoTeam adds the demo team members whose company has finished its
// onboarding and has a free seat (a member joins as an invitation would
// make them join: verified, sharing the company's country and category).
func seedDemoTeam(tx core.App) error {
	for _, d := range demoUsers {
		if d.Team == "" {
			continue
		}
		if _, err := tx.FindAuthRecordByEmail("users", d.Email); err == nil {
			continue
		}
		owner := demoUserNamed(tx, d.Team, "company")
		if owner == nil {
			continue
		}
		usage, err := billing.Usage(tx, owner.Id)
		if err != nil {
			return err
		}
		if usage.People+1 > usage.Seats {
			continue
		}
		if err := createDemoUser(tx, d); err != nil {
			return fmt.Errorf("demo team member %s: %w", d.Username, err)
		}
	}
	return nil
}

// PrintLogins writes the demo accounts in a form a newcomer can copy.
func PrintLogins(w io.Writer, logins []Login) {
	fmt.Fprintf(w, "\nDemo accounts (password for all: %s)\n", DemoPassword)
	for _, l := range logins {
		fmt.Fprintf(w, "  %-10s  %-14s  %s\n", l.Role, l.Username, l.Email)
	}
	fmt.Fprintln(w, "The superadmin confirms each sign-in with a code sent by email (two-step sign-in).")
	fmt.Fprintln(w)
}

// GrantSuperadmin gives the superadmin role to the user with this email.
func GrantSuperadmin(app core.App, email string) error {
	u, err := app.FindAuthRecordByEmail("users", email)
	if err != nil {
		return fmt.Errorf("no user with the email %q: sign up first, then run this again", email)
	}
	u.Set("role", "superadmin")
	u.SetVerified(true)
	return app.Save(u)
}
