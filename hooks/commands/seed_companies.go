package commands

import (
	"fmt"
	"strings"

	"voluntech/hooks/dirindex"
)

const seedCompanySQL = `INSERT INTO company_profiles (id, user, company_name, company_stage, team_size, team_structure, fund_type,
	source, partner, country_code, phone, city, role_title, languages, tags, website, logo, video_url, description,
	progress_description, future_plan, created, updated)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', ?, ?, ?, ?, ?)`

// company generates the i-th of o.Companies companies.
func (s *seeder) company(i int) seedRow {
	const users, profiles = 0, 1
	var row seedRow
	created, createdMs := s.created(i, s.o.Companies)
	first, last := pick(s, seedFirstNames), pick(s, seedLastNames)
	name := pick(s, seedCompanyFirst) + pick(s, seedCompanyLast)
	if s.rnd.IntN(3) == 0 {
		name = pick(s, seedCompanyFirst) + " " + pick(s, seedCompanyLast)
	}
	username := s.username(strings.ReplaceAll(name, " ", ""), s.o.Volunteers+i)
	place := s.place()
	country := s.lookups.country[place.Code]
	city := pick(s, place.Cities)
	tags := some(s, seedCompanyTags, 1, 3)
	description := fmt.Sprintf("%s %s.", name, fmt.Sprintf(pick(s, seedCompanyWhat), strings.ToLower(tags[0]))) +
		" We are a small team in " + city + " and we welcome volunteers."
	source, partner := pick(s, s.lookups.byKind["source"]), ""
	if s.rnd.IntN(8) == 0 {
		source, partner = s.lookups.partnerSource, pick(s, s.lookups.byKind["company_partner"])
	}
	category := s.lookups.companyCategory[s.skewed(len(s.lookups.companyCategory))]

	uid, pid := s.id('c', s.offset+s.o.Volunteers+i), s.id('q', s.offset+s.o.Volunteers+i)
	row.add(users, uid, username+"@"+pick(s, seedDomains), s.hash, s.tokenKey(), username, first, last,
		"company", country[0], category, 5, created, created, "", created, created)
	row.add(profiles, pid, uid, name, pick(s, s.lookups.byKind["company_stage"]), pick(s, s.lookups.byKind["member_range"]),
		"A founder and a few engineers, working remotely.", pick(s, s.lookups.byKind["fund_type"]), source, partner,
		country[1], s.digits(9), city, "Founder", jsonText([]string{s.lookups.language["en"]}), jsonText(tags),
		"https://"+strings.ToLower(strings.ReplaceAll(name, " ", "-"))+".example.com", description,
		"Early customers are using our first version.", "Grow the team and reach new markets.", created, created)
	c := &dirindex.Company{
		UserID: uid, ProfileID: pid, Created: createdMs, Username: username, CompanyName: name,
		City: city, Category: category, Country: country[0], Tags: tags, Description: description,
	}
	row.kind, row.doc = dirindex.Companies, c.Doc()
	return row
}
