// Package wizard is the one definition of the steps of the two profile
// wizards. users.profile_step holds the next step a user has to complete;
// the browser gets the steps by name with the onboarding and profile
// answers (CompanySteps, VolunteerSteps) instead of numbering them itself.
// It imports nothing, so that migrations and the directory index can use it.
package wizard

// The company onboarding: background, details, a plan, business plans.
const (
	CompanyBackground = 1
	CompanyDetails    = 2
	CompanyPlan       = 3
	CompanyBusiness   = 4
	CompanyDone       = 5
)

// The volunteer wizard: motivation and basic profile, three professional
// sub-steps (education, experience, achievements), career aspirations.
const (
	VolunteerMotivation  = 1
	VolunteerBasic       = 2
	VolunteerEducation   = 3
	VolunteerExperience  = 4
	VolunteerAchievement = 5
	VolunteerAspiration  = 6
	VolunteerDone        = 7
)

// CompanySteps are the company steps by the names the browser uses.
var CompanySteps = map[string]int{
	"background": CompanyBackground, "details": CompanyDetails, "plan": CompanyPlan,
	"business": CompanyBusiness, "done": CompanyDone,
}

// VolunteerSteps are the volunteer steps by the names the browser uses.
var VolunteerSteps = map[string]int{
	"motivation": VolunteerMotivation, "basic": VolunteerBasic, "education": VolunteerEducation,
	"experience": VolunteerExperience, "achievement": VolunteerAchievement, "aspiration": VolunteerAspiration,
	"done": VolunteerDone,
}
