package account

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// part is one list in a JSON file: the records of a collection matching
// where, with the fields named in hide left out (secrets of the server).
type part struct {
	key        string
	collection string
	where      dbx.Expression
	hide       []string
}

// kind is one JSON file of the archive: an object of its parts' lists.
type kind struct {
	file  string
	parts []part
}

// subject is whose data an archive holds: the user, their side in
// engagements and reviews, and the company whose team they are on (their
// own id for an owner; empty for a volunteer or a superadmin).
type subject struct {
	user    *core.Record
	side    string
	company string
	owner   bool
}

func subjectOf(u *core.Record) subject {
	s := subject{user: u}
	if u.GetString("role") == "company" {
		s.side = "company"
		s.company = u.GetString("team")
		if s.company == "" {
			s.company = u.Id
			s.owner = true
		}
	} else if u.GetString("role") == "volunteer" {
		s.side = "volunteer"
	}
	return s
}

func eq(field, value string) dbx.Expression { return dbx.HashExp{field: value} }

func in(field, sub string, params dbx.Params) dbx.Expression {
	return dbx.NewExp("[["+field+"]] IN ("+sub+")", params)
}

// party matches records whose volunteer is the user or whose company is
// the user's company.
func (s subject) party() dbx.Expression {
	if s.company != "" {
		return dbx.Or(eq("volunteer", s.user.Id), eq("company", s.company))
	}
	return eq("volunteer", s.user.Id)
}

// kinds are the archive's JSON files for s (ExportFiles names them all).
// Reviews respect the double blind: the user's side's own reviews, and of
// the other side's only those published and not hidden.
func (s subject) kinds() []kind {
	uid := dbx.Params{"u": s.user.Id, "c": s.company}
	profiles := "SELECT id FROM volunteer_profiles WHERE user = {:u}"
	convs := "SELECT id FROM conversations WHERE volunteer = {:u} OR (company != '' AND company = {:c})"
	engs := "SELECT id FROM engagements WHERE volunteer = {:u} OR (company != '' AND company = {:c})"
	other := "company"
	if s.side == "company" {
		other = "volunteer"
	}
	ks := []kind{
		{"account.json", []part{{"user", "users", eq("id", s.user.Id), []string{"tokenKey", "password"}}}},
		{"profile.json", []part{
			{"volunteer_profile", "volunteer_profiles", eq("user", s.user.Id), nil},
			{"educations", "educations", in("profile", profiles, uid), nil},
			{"experiences", "experiences", in("profile", profiles, uid), nil},
			{"awards", "awards", in("profile", profiles, uid), nil},
			{"skills", "skills", in("profile", profiles, uid), nil},
			{"social_links", "social_links", eq("owner", s.user.Id), nil},
		}},
		{"applications.json", []part{{"applications", "applications", s.party(), nil}}},
		{"conversations.json", []part{
			{"conversations", "conversations", in("id", convs, uid), nil},
			{"messages", "messages", in("conversation", convs, uid), nil},
		}},
		{"hours.json", []part{{"hour_entries", "hour_entries", s.party(), nil}}},
		{"engagements.json", []part{{"engagements", "engagements", s.party(), nil}}},
		{"certificates.json", []part{{"certificates", "certificates",
			dbx.Or(eq("volunteer", s.user.Id), in("engagement", engs, uid)), nil}}},
		{"reviews.json", []part{
			{"written", "reviews", dbx.And(eq("author_side", s.side), s.party()), nil},
			{"received", "reviews", dbx.And(eq("author_side", other), s.party(),
				dbx.HashExp{"published": true, "hidden": false}), nil},
		}},
		{"saved.json", []part{{"favorites", "favorites", eq("user", s.user.Id), nil}}},
		{"notifications.json", []part{{"notifications", "notifications", eq("user", s.user.Id), nil}}},
	}
	if s.owner {
		ks = append(ks,
			kind{"company.json", []part{
				{"company_profile", "company_profiles", eq("user", s.company), nil},
				{"photos", "company_photos", eq("company", s.company), nil},
			}},
			kind{"opportunities.json", []part{{"opportunities", "opportunities", eq("company", s.company), nil}}},
			kind{"team.json", []part{
				{"members", "users", eq("team", s.company), []string{"tokenKey", "password", "email_prefs", "provider_only"}},
				{"invitations", "team_invitations", eq("company", s.company), []string{"token_hash"}},
			}},
			kind{"subscriptions.json", []part{{"subscriptions", "subscriptions", eq("company", s.company), nil}}},
		)
	}
	return ks
}

// ExportFiles are the JSON files of every archive; OwnerFiles are added
// for a company owner.
var (
	ExportFiles = []string{"account.json", "profile.json", "applications.json", "conversations.json",
		"hours.json", "engagements.json", "certificates.json", "reviews.json", "saved.json", "notifications.json"}
	OwnerFiles = []string{"company.json", "opportunities.json", "team.json", "subscriptions.json"}
)

// upload is a file field whose files the user uploaded.
type upload struct {
	collection, field string
	where             dbx.Expression
}

func (s subject) uploads() []upload {
	us := []upload{
		{"volunteer_profiles", "photo", eq("user", s.user.Id)},
		{"messages", "attachment", eq("sender", s.user.Id)},
	}
	if s.owner {
		us = append(us,
			upload{"company_profiles", "logo", eq("user", s.company)},
			upload{"company_photos", "image", eq("company", s.company)})
	}
	return us
}
