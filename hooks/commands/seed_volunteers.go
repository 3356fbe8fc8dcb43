package commands

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"voluntech/hooks/dirindex"
)

const (
	seedUserSQL = `INSERT INTO users (id, email, emailVisibility, password, tokenKey, verified, username, first_name, last_name,
		role, country, category, profile_step, terms_accepted_at, consent_at, adult_confirmed_at, created, updated)
		VALUES (?, ?, 0, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	seedVolunteerSQL = `INSERT INTO volunteer_profiles (id, user, education_level, experience_years, motivation, other_motivation,
		source, partner, country_code, phone, city, languages, tags, photo, video_url, website, about, aspirations, opportunity,
		available, created, updated)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', ?, ?, ?, ?, ?, ?, ?)`
	seedSkillSQL      = `INSERT INTO skills (id, profile, name, level, sort, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)`
	seedExperienceSQL = `INSERT INTO experiences (id, profile, company, role, company_url, start_year, start_month, end_year, end_month,
		current, sort, created, updated) VALUES (?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?)`
)

var seedLevels = []string{"Beginner", "Intermediate", "Advanced"}

// volunteer generates the i-th of o.Volunteers volunteers.
func (s *seeder) volunteer(i int) seedRow {
	const users, profiles, skills, experiences = 0, 1, 2, 3
	var row seedRow
	created, createdMs := s.created(i, s.o.Volunteers)
	first, last := pick(s, seedFirstNames), pick(s, seedLastNames)
	username := s.username(first+"."+last, i)
	place := s.place()
	country := s.lookups.country[place.Code]
	cat := s.lookups.volunteerCategory[s.skewed(len(s.lookups.volunteerCategory))]
	track := seedTracks[cat[0]]
	city := pick(s, place.Cities)
	role := pick(s, track.Roles)

	langs := []string{"en"}
	if place.Language != "en" {
		langs = append(langs, place.Language)
	}
	if s.rnd.IntN(8) == 0 {
		langs = append(langs, pick(s, []string{"fr", "es", "de", "ar", "pt", "zh"}))
	}
	langIDs := make([]string, 0, len(langs))
	for _, l := range uniqueStrings(langs) {
		langIDs = append(langIDs, s.lookups.language[l])
	}
	skillNames := some(s, track.Skills, 3, 7)
	tags := some(s, track.Tags, 1, 2)
	if s.rnd.IntN(2) == 0 {
		tags = append(tags, pick(s, seedCommonTags))
	}
	tags = uniqueStrings(tags)
	about := fmt.Sprintf(pick(s, seedAboutOpen), role, city) + " " +
		fmt.Sprintf(pick(s, seedAboutMiddle), skillNames[0], skillNames[1]) + " " + pick(s, seedAboutClose)
	available := s.rnd.IntN(4) != 0
	source, partner := pick(s, s.lookups.byKind["source"]), ""
	if s.rnd.IntN(10) == 0 {
		source, partner = s.lookups.partnerSource, pick(s, s.lookups.byKind["volunteer_partner"])
	}
	website := ""
	if s.rnd.IntN(3) == 0 {
		website = "https://" + strings.ReplaceAll(username, ".", "-") + ".example.com"
	}

	uid, pid := s.id('u', s.offset+i), s.id('p', s.offset+i)
	row.add(users, uid, username+"@"+pick(s, seedDomains), s.hash, s.tokenKey(), username, first, last,
		"volunteer", country[0], cat[1], 7, created, created, created, created, created)
	row.add(profiles, pid, uid, pick(s, s.lookups.byKind["education_level"]), pick(s, s.lookups.byKind["experience_years"]),
		pick(s, s.lookups.byKind["motivation"]), "", source, partner, country[1], s.digits(9), city,
		jsonText(langIDs), jsonText(tags), website, about, pick(s, seedAspirations), pick(s, seedOpportunities),
		available, created, created)
	for n, name := range skillNames {
		row.add(skills, s.id('s', s.next()), pid, name, pick(s, seedLevels), n, created, created)
	}
	var exp []string
	for n := range 1 + s.rnd.IntN(3) {
		company := pick(s, seedCompanyFirst) + " " + pick(s, seedCompanyLast)
		r := role
		if n > 0 {
			r = pick(s, track.Roles)
		}
		start := 2008 + s.rnd.IntN(16)
		current := n == 0 && s.rnd.IntN(2) == 0
		end, endMonth := min(start+1+s.rnd.IntN(4), s.now.Year()), 1+s.rnd.IntN(12)
		if current {
			end, endMonth = 0, 0
		}
		row.add(experiences, s.id('e', s.next()), pid, company, r, start, 1+s.rnd.IntN(12), end, endMonth,
			current, n, created, created)
		exp = append(exp, r+" "+company)
	}
	v := &dirindex.Volunteer{
		UserID: uid, ProfileID: pid, Created: createdMs, Username: username, FirstName: first, LastName: last,
		City: city, Category: cat[1], Country: country[0], Available: available,
		Tags: tags, Skills: skillNames, Languages: langIDs, About: about, Experience: exp,
	}
	row.kind, row.doc = dirindex.Volunteers, v.Doc()
	return row
}

var seedDomains = []string{"example.com", "example.org", "example.net"}

// username is base (letters and dots) with a number unique to this user.
func (s *seeder) username(base string, i int) string {
	num := strconv.Itoa(s.offset + i)
	base = strings.ToLower(base)
	if len(base)+len(num) > 30 {
		base = base[:30-len(num)]
	}
	return base + num
}

// skewed picks an index below n, the first ones more often (a few
// categories hold most people, as in real directories).
func (s *seeder) skewed(n int) int {
	a, b := s.rnd.IntN(n), s.rnd.IntN(n)
	return min(a, b)
}

// next numbers the list entries (skills, experiences) of this run.
func (s *seeder) next() int {
	s.entries++
	return s.entries
}

func jsonText(v []string) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}

func uniqueStrings(in []string) []string {
	out := in[:0:0]
	for _, v := range in {
		dup := false
		for _, o := range out {
			dup = dup || o == v
		}
		if !dup {
			out = append(out, v)
		}
	}
	return out
}
