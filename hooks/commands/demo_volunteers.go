package commands

import (
	"fmt"
	"image/color"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
	"voluntech/hooks/volunteers"
)

// demoVolunteer is the finished wizard of a demo volunteer.
type demoVolunteer struct {
	Username, Email                             string
	EducationLevel, ExperienceYears, Motivation string
	OtherMotivation, Source, Partner            string
	DialCode, Phone, City                       string
	Languages, Tags                             []string
	VideoURL, Website                           string
	Links                                       []formx.SocialLink
	Educations                                  []demoEducation
	Experiences                                 []demoExperience
	Skills                                      [][2]string // name, level
	Awards                                      []demoAward
	About, Aspirations, Opportunity             string
	Photo                                       color.NRGBA
	// The availability the matching compares: hours a day, months.
	HoursPerDay, Months int
}

type demoEducation struct {
	Institution, Course, Area string
	Period                    volunteers.Period
}

type demoExperience struct {
	Role, Company, CompanyURL string
	Period                    volunteers.Period
}

type demoAward struct {
	Title string
	Year  int
}

var demoVolunteers = []demoVolunteer{
	{
		Username: "lina.dev", HoursPerDay: 4, Months: 6, Email: "lina@demo.voluntech.local",
		EducationLevel: "Bachelor's degree", ExperienceYears: "1-2 years", Motivation: "Land the first job", Source: "LinkedIn",
		DialCode: "962", Phone: "791112233", City: "Amman",
		Languages: []string{"ar", "en"}, Tags: []string{"React", "Accessibility", "Node.js"},
		Website: "https://lina.example.com",
		Links: []formx.SocialLink{
			{Network: "github", URL: "https://github.com/lina-dev-demo"},
			{Network: "linkedin", URL: "https://www.linkedin.com/in/lina-nasser-demo"},
		},
		Educations: []demoEducation{
			{"Open University", "BSc Computer Science", "Computer Science", volunteers.Period{StartYear: 2017, StartMonth: 9, EndYear: 2021, EndMonth: 6}},
			{"freeCodeCamp", "Full-stack web development bootcamp", "Software Engineering", volunteers.Period{StartYear: 2022, StartMonth: 1, EndYear: 2022, EndMonth: 8}},
		},
		Experiences: []demoExperience{
			{"Frontend intern", "Petra Web Studio", "https://petra-web.example.com", volunteers.Period{StartYear: 2021, StartMonth: 7, EndYear: 2021, EndMonth: 12}},
			{"Junior web developer", "Wadi Apps", "https://wadi-apps.example.com", volunteers.Period{StartYear: 2022, StartMonth: 9, Current: true}},
		},
		Skills:      [][2]string{{"React", "Advanced"}, {"TypeScript", "Intermediate"}, {"Node.js", "Intermediate"}, {"Figma", "Beginner"}},
		Awards:      []demoAward{{"Amman Hackathon, second place", 2022}},
		About:       "Frontend developer from Amman who cares about fast, accessible interfaces.",
		Aspirations: "Grow into a full-stack role and lead the frontend of a product people rely on.",
		Opportunity: "A start-up that needs an accessible React front end and a mentor to review my code.",
		Photo:       color.NRGBA{R: 190, G: 75, B: 219, A: 255},
	},
	{
		Username: "sam.designs", HoursPerDay: 3, Months: 3, Email: "sam@demo.voluntech.local",
		EducationLevel: "Master's degree", ExperienceYears: "3-5 years", Motivation: "Give back", Source: "Event or meetup",
		DialCode: "44", Phone: "7700900456", City: "Manchester",
		Languages: []string{"en", "hi"}, Tags: []string{"UX research", "Design systems"},
		VideoURL: demoVideoURL,
		Links: []formx.SocialLink{
			{Network: "dribbble", URL: "https://dribbble.com/sam-designs-demo"},
			{Network: "behance", URL: "https://www.behance.net/sam-designs-demo"},
		},
		Educations: []demoEducation{
			{"University of London", "BA Graphic Design", "Graphic Design", volunteers.Period{StartYear: 2012, StartMonth: 9, EndYear: 2015, EndMonth: 6}},
			{"Open University", "MA Interaction Design", "Graphic Design", volunteers.Period{StartYear: 2016, EndYear: 2018}},
		},
		Experiences: []demoExperience{
			{"UI designer", "Brightside Apps", "", volunteers.Period{StartYear: 2018, StartMonth: 3, EndYear: 2021, EndMonth: 5}},
			{"Senior product designer", "Kindly Health", "https://kindly-health.example.com", volunteers.Period{StartYear: 2021, StartMonth: 6, Current: true}},
		},
		Skills:      [][2]string{{"Figma", "Advanced"}, {"User research", "Advanced"}, {"Prototyping", "Intermediate"}, {"HTML and CSS", "Beginner"}},
		Awards:      []demoAward{{"UX Design Awards shortlist", 2022}},
		About:       "Product designer who turns messy problems into calm, usable screens.",
		Aspirations: "Help early teams build a design system they can keep up on their own.",
		Opportunity: "A small health or education start-up that has never had a designer.",
		Photo:       color.NRGBA{R: 247, G: 103, B: 7, A: 255},
	},
	{
		Username: "marta.data", HoursPerDay: 2, Months: 12, Email: "marta@demo.voluntech.local",
		EducationLevel: "Master's degree", ExperienceYears: "1-2 years", Motivation: "Other",
		OtherMotivation: "Use my data skills for environmental causes",
		Source:          "From partner", Partner: "Non-profit skills programme",
		DialCode: "351", Phone: "912345678", City: "Lisbon",
		Languages: []string{"pt", "en", "es"}, Tags: []string{"Python", "SQL", "Dashboards"},
		Website: "https://marta-data.example.com",
		Links: []formx.SocialLink{
			{Network: "github", URL: "https://github.com/marta-data-demo"},
		},
		Educations: []demoEducation{
			{"University of London", "MSc Data Science", "Data Science", volunteers.Period{StartYear: 2019, StartMonth: 9, EndYear: 2021, EndMonth: 7}},
			{"Coursera", "Machine Learning Specialization", "Artificial Intelligence", volunteers.Period{StartYear: 2022, EndYear: 2022}},
		},
		Experiences: []demoExperience{
			{"Accountant", "Lisbon Ledger", "", volunteers.Period{StartYear: 2014, EndYear: 2019}},
			{"Data analyst (volunteer)", "Oceans Count", "https://oceans-count.example.com", volunteers.Period{StartYear: 2022, StartMonth: 2, Current: true}},
		},
		Skills:      [][2]string{{"Python", "Advanced"}, {"SQL", "Advanced"}, {"Power BI", "Intermediate"}, {"dbt", "Beginner"}},
		Awards:      []demoAward{{"Kaggle competition bronze medal", 2023}},
		About:       "Former accountant turned data analyst; I like questions that numbers can answer.",
		Aspirations: "Become a data engineer who builds pipelines for climate and ocean research.",
		Opportunity: "A climate-tech team that needs clean data and a first dashboard.",
		Photo:       color.NRGBA{R: 18, G: 184, B: 134, A: 255},
	},
}

// completeDemoVolunteers finishes the wizard of demo volunteers that have
// not finished it; finished ones are left as they are.
func completeDemoVolunteers(tx core.App) error {
	for _, d := range demoVolunteers {
		user := demoUserAt(tx, d.Email, d.Username, "volunteer")
		if user == nil {
			continue
		}
		profile, err := volunteers.FindProfile(tx, user.Id)
		if err == nil && volunteers.Finished(user, profile) {
			continue
		}
		if err != nil {
			c, err := tx.FindCollectionByNameOrId("volunteer_profiles")
			if err != nil {
				return err
			}
			profile = core.NewRecord(c)
			profile.Set("user", user.Id)
		}
		if err := fillDemoVolunteer(tx, user, profile, d); err != nil {
			return fmt.Errorf("demo volunteer %s: %w", d.Email, err)
		}
	}
	return nil
}

func fillDemoVolunteer(tx core.App, user, profile *core.Record, d demoVolunteer) error {
	lookups := map[string][2]string{
		"education_level": {"education_level", d.EducationLevel}, "experience_years": {"experience_years", d.ExperienceYears},
		"motivation": {"motivation", d.Motivation}, "source": {"source", d.Source},
		"partner": {"volunteer_partner", d.Partner},
	}
	err := saveDemoProfile(tx, profile, demoProfile{
		lookups: lookups, languages: d.Languages, imageField: "photo", image: d.Photo,
		initials: demoInitials(user.GetString("first_name") + " " + user.GetString("last_name")),
		fields: map[string]any{
			"other_motivation": d.OtherMotivation, "country_code": d.DialCode, "phone": d.Phone, "city": d.City,
			"tags": d.Tags, "video_url": d.VideoURL, "website": d.Website, "about": d.About,
			"aspirations": d.Aspirations, "opportunity": d.Opportunity, "available": true,
			"hours_per_day": d.HoursPerDay, "months": d.Months,
		},
	})
	if err != nil {
		return err
	}

	// Replace whatever an interrupted earlier run left.
	for _, c := range []string{"educations", "experiences", "skills", "awards"} {
		if _, err := tx.DB().Delete(c, dbx.HashExp{"profile": profile.Id}).Execute(); err != nil {
			return err
		}
	}
	save := func(collection string, sort int, fields map[string]any) error {
		fields["profile"], fields["sort"] = profile.Id, sort
		return saveDemoRecord(tx, collection, fields)
	}
	period := func(p volunteers.Period, fields map[string]any) map[string]any {
		fields["start_year"], fields["start_month"] = p.StartYear, p.StartMonth
		fields["end_year"], fields["end_month"], fields["current"] = p.EndYear, p.EndMonth, p.Current
		return fields
	}
	for i, ed := range d.Educations {
		area, err := demoLookup(tx, "study_area", ed.Area)
		if err != nil {
			return err
		}
		if err := save("educations", i, period(ed.Period, map[string]any{"institution": ed.Institution, "course": ed.Course, "area": area})); err != nil {
			return err
		}
	}
	for i, ex := range d.Experiences {
		if err := save("experiences", i, period(ex.Period, map[string]any{"role": ex.Role, "company": ex.Company, "company_url": ex.CompanyURL})); err != nil {
			return err
		}
	}
	for i, s := range d.Skills {
		if err := save("skills", i, map[string]any{"name": s[0], "level": s[1]}); err != nil {
			return err
		}
	}
	for i, a := range d.Awards {
		if err := save("awards", i, map[string]any{"title": a.Title, "year": a.Year}); err != nil {
			return err
		}
	}
	return finishDemoWizard(tx, user, d.Links, volunteers.StepDone)
}
