package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// LookupKinds are the pick lists kept in the one lookups collection.
var LookupKinds = []string{
	"country", "language", "volunteer_category", "company_category",
	"company_partner", "volunteer_partner", "company_stage", "member_range",
	"fund_type", "source", "motivation", "education_level", "study_area",
	"experience_years", "course_title", "institution",
}

func init() {
	m.Register(func(app core.App) error {
		c := newCollection("lookups", "pbc_lookups00001",
			&core.SelectField{Name: "kind", Required: true, MaxSelect: 1, Values: LookupKinds},
			&core.TextField{Name: "name", Required: true, Max: 120},
			&core.TextField{Name: "code", Max: 10},
			&core.TextField{Name: "dial_code", Max: 10, Pattern: `^[0-9]*$`},
			&core.NumberField{Name: "sort", OnlyInt: true},
			&core.BoolField{Name: "is_partner_source"},
			&core.BoolField{Name: "is_other"},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: []string{"approved", "pending"}},
			refersTo("submitted_by", usersID),
		)
		// Approved entries are public; a volunteer also sees what they proposed.
		setReadRule(c, `status = "approved" || (@request.auth.id != "" && submitted_by = @request.auth.id)`)
		c.CreateRule = types.Pointer(superadminRule)
		c.UpdateRule = types.Pointer(superadminRule)
		c.DeleteRule = types.Pointer(superadminRule)
		c.AddIndex("idx_lookups_kind_name", true, "kind, name COLLATE NOCASE", "")
		c.AddIndex("idx_lookups_kind_sort", false, "kind, status, sort", "")
		if err := app.Save(c); err != nil {
			return err
		}
		return seedLookups(app, c)
	}, dropCollections("lookups"))
}

type seedOption struct {
	Name          string
	PartnerSource bool
	Other         bool
}

func opts(names ...string) []seedOption {
	out := make([]seedOption, len(names))
	for i, n := range names {
		out[i] = seedOption{Name: n}
	}
	return out
}

// seedLists are the option lists the specification names. Their order is the
// order users see.
var seedLists = map[string][]seedOption{
	"company_stage": opts("Idea", "Prototype / MVP", "Pre-seed", "Seed", "Series A", "Series B or later", "Bootstrapped and profitable"),
	"member_range":  opts("1-5", "6-10", "11-25", "26-50", "51-100", "More than 100"),
	"fund_type":     opts("Self-funded (bootstrapped)", "Friends and family", "Angel investment", "Venture capital", "Grants or competitions", "Revenue", "Crowdfunding", "Other"),
	"source": {
		{Name: "Search engine"}, {Name: "LinkedIn"}, {Name: "Other social media"},
		{Name: "Friend or colleague"}, {Name: "Event or meetup"}, {Name: "News article or blog"},
		{Name: "From partner", PartnerSource: true}, {Name: "Other"},
	},
	"motivation": {
		{Name: "Land the first job"}, {Name: "Get a better job"}, {Name: "Transition career"},
		{Name: "Go freelance"}, {Name: "Give back"}, {Name: "Other", Other: true},
	},
	"education_level":  opts("Secondary school", "Diploma or certificate", "Bachelor's degree", "Master's degree", "Doctorate", "Bootcamp or self-taught", "Other"),
	"experience_years": opts("No experience yet", "Less than 1 year", "1-2 years", "3-5 years", "6-10 years", "More than 10 years"),
	"study_area": opts("Computer Science", "Software Engineering", "Information Technology", "Data Science",
		"Artificial Intelligence", "Cybersecurity", "Business Administration", "Marketing", "Graphic Design",
		"Mathematics", "Electrical Engineering"),
	"volunteer_category": opts("Software Development", "Web Development", "Mobile Development", "Data and Analytics",
		"UI/UX Design", "Product Management", "DevOps and Cloud", "Quality Assurance", "Cybersecurity",
		"Digital Marketing", "Content and Copywriting", "Sales and Business Development", "Project Management",
		"Finance and Accounting", "Human Resources", "Legal"),
	"company_category": opts("SaaS", "FinTech", "HealthTech", "EdTech", "E-commerce", "AI and Machine Learning",
		"CleanTech", "Marketplace", "Social Impact", "Gaming", "Cybersecurity", "Hardware and IoT",
		"Media and Content", "Other"),
	"company_partner":   opts("University incubator", "Regional accelerator programme", "Startup community network", "Corporate innovation programme", "Government enterprise programme"),
	"volunteer_partner": opts("University careers service", "Coding bootcamp", "Non-profit skills programme", "Employer volunteering scheme"),
	"course_title": opts("BSc Computer Science", "BSc Software Engineering", "BSc Information Technology",
		"MSc Data Science", "MBA", "BA Graphic Design", "Full-stack web development bootcamp"),
	"institution": opts("Open University", "University of London", "Coursera", "edX", "freeCodeCamp"),
}

func seedLookups(app core.App, c *core.Collection) error {
	save := func(kind string, sort int, fill func(r *core.Record)) error {
		r := core.NewRecord(c)
		r.Set("kind", kind)
		r.Set("sort", sort)
		r.Set("status", "approved")
		fill(r)
		return app.Save(r)
	}
	for i, country := range seedCountries {
		if err := save("country", i+1, func(r *core.Record) {
			r.Set("name", country.Name)
			r.Set("code", country.Code)
			r.Set("dial_code", country.Dial)
		}); err != nil {
			return err
		}
	}
	for i, lang := range seedLanguages {
		if err := save("language", i+1, func(r *core.Record) {
			r.Set("name", lang.Name)
			r.Set("code", lang.Code)
		}); err != nil {
			return err
		}
	}
	for kind, list := range seedLists {
		for i, o := range list {
			if err := save(kind, i+1, func(r *core.Record) {
				r.Set("name", o.Name)
				r.Set("is_partner_source", o.PartnerSource)
				r.Set("is_other", o.Other)
			}); err != nil {
				return err
			}
		}
	}
	return nil
}
