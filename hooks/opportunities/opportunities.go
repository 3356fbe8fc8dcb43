// Package opportunities holds the rules of opportunities and applications
// (docs/architecture.md). Both collections go through PocketBase's records
// API; the collection rules decide who reads what, and the record hooks here
// decide what a write may do: who may post or apply, the plan's limit of
// live opportunities, the stage moves of each role, the counters and the
// history kept with every write, the extra fields each reader gets, and the
// emails sent after a change is committed.
package opportunities

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// Messages of the opportunity and application hooks.
const (
	MsgCompaniesOnly     = "Only companies can post opportunities."
	MsgVolunteersOnly    = "Only volunteers can apply."
	MsgFinishProfile     = "Finish your profile before you apply."
	MsgNotOpen           = "This opportunity is not open for applications."
	MsgAlreadyApplied    = "You have already applied to this opportunity."
	MsgChooseOpportunity = "Choose an opportunity."
	MsgNoOpportunity     = "This opportunity does not exist."
	MsgExpiryFuture      = "The expiry date must be in the future."
	MsgExpiryRequired    = "Choose an expiry date."
	MsgCityOrRemote      = "Enter a city or choose Remote."
	MsgChooseCategory    = "Choose a category."
	MsgChooseCountry     = "Choose a country from the list."
	MsgSkillsList        = "Skills must be a list of names."
	MsgTooManySkills     = "Add at most 10 skills."
	MsgSkillTooLong      = "A skill can be at most 50 characters long."
	MsgReadOnly          = "This field cannot be changed."
	MsgStageOnly         = "Only the stage of an application can be changed."
	MsgChooseStage       = "Choose a valid stage."
	MsgChoosePlan        = "Choose a plan to publish opportunities."
	MsgSignIn            = "Please sign in to continue."
	MsgFixFields         = formx.MsgFixFields
	MsgSaveFailed        = formx.MsgSaveFailed
)

// Opportunity statuses and application stages (the select values of the
// migrations).
const (
	StatusOpen   = "open"
	StatusHold   = "hold"
	StatusDraft  = "draft"
	StatusClosed = "closed"

	StageApplied   = "applied"
	StageInReview  = "in_review"
	StageInterview = "interview"
	StageAccepted  = "accepted"
	StageRejected  = "rejected"
	StageWithdrawn = "withdrawn"
)

// Field limits; the opportunities collection's schema holds the same
// (a test compares them).
const (
	MaxSkills   = 10
	MaxSkillLen = 50
)

// ApplicationStages are the stages an application can be at, in the order
// of the collection's select field (a test compares them).
var ApplicationStages = []string{StageApplied, StageInReview, StageInterview, StageAccepted, StageRejected, StageWithdrawn}

// OpportunityStatuses are the statuses of an opportunity, in the order of
// the collection's select field (a test compares them).
var OpportunityStatuses = []string{StatusOpen, StatusHold, StatusDraft, StatusClosed}

// service is one app's opportunity hooks with the configuration the mail
// links need.
type service struct {
	cfg config.Config
}

// Register binds the record hooks of opportunities and applications, the
// guard that answers guests with 401, and GET /api/volunteer/discover.
func Register(app core.App, cfg config.Config) {
	s := &service{cfg: cfg}

	app.OnRecordCreateRequest("opportunities").BindFunc(s.createOpportunity)
	app.OnRecordUpdateRequest("opportunities").BindFunc(s.updateOpportunity)

	app.OnRecordCreateRequest("applications").BindFunc(s.createApplication)
	app.OnRecordUpdateRequest("applications").BindFunc(s.updateApplication)

	// Model hooks: every write of an application, by any path (records API,
	// the system area, a cascade when a user is deleted), keeps its history
	// and the counters of its opportunity.
	app.OnRecordCreate("applications").BindFunc(appendHistory)
	app.OnRecordUpdate("applications").BindFunc(appendHistory)
	formx.OnEveryWrite(app, recountAfter, "applications")
	app.OnRecordUpdateExecute("opportunities").BindFunc(recountOpportunity)
	// Every delete of an opportunity, including the cascade of its
	// company's account deletion, keeps its applications (withdrawn).
	app.OnRecordDelete("opportunities").BindFunc(s.deleteOpportunity)

	app.OnRecordCreateRequest("application_notes").BindFunc(saveNote)
	app.OnRecordUpdateRequest("application_notes").BindFunc(saveNote)

	app.OnRecordEnrich("opportunities").BindFunc(enrichOpportunity)
	app.OnRecordsListRequest("opportunities").BindFunc(func(e *core.RecordsListRequestEvent) error {
		defer prefill(e.App, e.Records, e.Auth)()
		return e.Next()
	})
	app.OnRecordEnrich("applications").BindFunc(enrichApplication)

	bindSearch(app)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(guestWrites)
		se.Router.GET("/api/volunteer/discover", discover).
			Bind(auth.RequireRole(auth.RoleVolunteer), auth.RequireVerified())
		se.Router.POST("/api/company/volunteers/{username}/invite", s.postInvite).
			Bind(auth.RequireRole(auth.RoleCompany), auth.RequireVerified())
		return se.Next()
	})
}

// guestWrites answers a guest's create of an opportunity, an application
// or an application note with 401: the collections' create rules would answer the generic 400 of
// a failed rule, before any record hook runs.
func guestWrites(e *core.RequestEvent) error {
	if e.Request.Method == http.MethodPost && e.Auth == nil {
		switch e.Request.PathValue("collection") {
		case "opportunities", "applications", "application_notes", "pbc_opportunity1", "pbc_application1", "pbc_appnotes001":
			if e.Request.PathValue("id") == "" {
				return e.UnauthorizedError(MsgSignIn, nil)
			}
		}
	}
	return e.Next()
}

// isUser reports whether the auth record is a Voluntech user of role.
func isUser(r *core.Record, role string) bool {
	return r != nil && r.Collection().Name == "users" && r.GetString("role") == role
}
