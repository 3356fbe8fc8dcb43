// Package projects puts the work itself into an engagement (issue 36): the
// scope the company team proposes and the volunteer agrees to (goal,
// expected hours per week, milestones with what "done" means and a due
// date), its versions and change requests, the milestones' deliverables
// the volunteer submits and the company team signs off, the reminder of a
// milestone two days past due, and the company's impact report.
//
// The scope_versions and milestones collections have no API rules: the
// engagement's parties read and write them only through the routes here,
// which say who may do what. Every change that touches several records
// (an agreed version with its milestones and notices) is one transaction.
// The certificate's evidence is read from the milestones by
// hooks/engagements at completion (decision 19).
package projects

import (
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// Messages of the project routes.
const (
	MsgNotFound          = "This engagement does not exist."
	MsgMilestoneNotFound = "This milestone does not exist."
	MsgReadOnly          = "Only the volunteer and the company team of this engagement can change it."
	MsgCompleted         = "This engagement is completed: its scope and milestones can no longer change."
	MsgVolunteerNoEdit   = "The company team writes the scope; you can accept it or ask for changes."
	MsgAnswerFirst       = "Answer the proposal that is waiting for you first."
	MsgNothingToAnswer   = "There is no proposal waiting for an answer."
	MsgOwnProposal       = "You made this proposal: the other side accepts or declines it."
	MsgChanged           = "The scope changed meanwhile. Reload the page and try again."
	MsgGoalRequired      = "Describe the goal of the project."
	MsgGoalTooLong       = "Keep the goal to 1,000 characters or fewer."
	MsgHours             = "Enter the expected hours per week, from 0.5 to 80."
	MsgMilestonesMin     = "Add at least one milestone."
	MsgTitleRequired     = "Give the milestone a title."
	MsgTitleTooLong      = "Keep the title to 200 characters or fewer."
	MsgDoneRequired      = "Say what \"done\" means for this milestone."
	MsgDoneTooLong       = "Keep this to 1,000 characters or fewer."
	MsgDueFormat         = "Enter the due date as YYYY-MM-DD."
	MsgDueBeforeStart    = "The due date cannot be before the engagement started."
	MsgUnknownMilestone  = "This milestone is not part of the scope."
	MsgDuplicate         = "This milestone is listed twice."
	MsgCantRemove        = "A milestone with a submitted deliverable cannot be removed from the scope."
	MsgCommentRequired   = "Say what should change."
	MsgCommentTooLong    = "Keep your comment to 1,000 characters or fewer."
	MsgVolunteerSubmits  = "Only the volunteer of this engagement submits milestones."
	MsgCompanySignsOff   = "Only the company team signs off milestones or asks for changes."
	MsgNotAgreed         = "Milestones can be submitted once both sides agreed to the scope."
	MsgAlreadySubmitted  = "This milestone is waiting for the company's answer."
	MsgAlreadySignedOff  = "This milestone is already signed off."
	MsgNotSubmitted      = "Nothing was submitted for this milestone yet."
	MsgLinkOrFile        = "Add a link or a file."
	MsgLink              = "Enter a web address starting with http:// or https://."
	MsgNoteRequired      = "Add a note about what you deliver."
	MsgNoteTooLong       = "Keep the note to 1,000 characters or fewer."
	MsgOneFile           = "Attach one file."
	MsgFileSize          = "The file can be at most 10 MB."
	MsgFileType          = "Attach a PDF, PNG, JPEG or ZIP file."
	MsgFileMismatch      = "The file is not what its name says: its content is of another type."
	MsgFlagCompany       = "Only the company team marks a deliverable confidential."
	MsgFlagVolunteer     = "Only the volunteer chooses what the portfolio shows."
	MsgNoFile            = "This milestone has no file."
	MsgPeriod            = "Enter the date as YYYY-MM-DD."
	MsgPeriodOrder       = "The start of the period must not be after its end."
	MsgSaveFailed        = formx.MsgSaveFailed
)

// Limits of scopes, milestones and deliverables; the schema holds the same
// (pb_migrations/schema_limits_test.go compares them).
const (
	GoalMax       = 1000
	CommentMax    = 1000
	TitleMax      = 200
	DoneMax       = 1000
	NoteMax       = 1000
	LinkMax       = 2000
	MaxMilestones = 20
	MaxFileBytes  = 10 << 20
	MaxHoursWeek  = 80
)

// Statuses of scope versions (scope_versions.status) and milestones.
const (
	VersionProposed        = "proposed"
	VersionAgreed          = "agreed"
	VersionChangeRequested = "change_requested"
	VersionDeclined        = "declined"
	VersionSuperseded      = "superseded"

	MilestoneOpen             = "open"
	MilestoneSubmitted        = "submitted"
	MilestoneChangesRequested = "changes_requested"
	MilestoneSignedOff        = "signed_off"
)

// VersionStatuses and MilestoneStatuses are the select values of the
// schema.
var (
	VersionStatuses   = []string{VersionProposed, VersionAgreed, VersionChangeRequested, VersionDeclined, VersionSuperseded}
	MilestoneStatuses = []string{MilestoneOpen, MilestoneSubmitted, MilestoneChangesRequested, MilestoneSignedOff}
)

// Sides of an engagement.
const (
	SideVolunteer  = "volunteer"
	SideCompany    = "company"
	SideSuperadmin = "superadmin"
)

// ReminderAfter is how long past its due date an open milestone waits
// before both sides are reminded (once).
const ReminderAfter = 48 * time.Hour

// CronJob reminds of milestones past due.
const CronJob = "voluntechMilestoneReminders"

// Register binds the scope, milestone and impact routes and the reminder
// job.
func Register(app core.App, cfg config.Config) {
	app.Cron().MustAdd(CronJob, "41 * * * *", func() {
		if _, err := RemindDue(app, time.Now()); err != nil {
			app.Logger().Error("reminding of milestones past due failed", "error", err)
		}
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/engagements/{id}")
		g.Bind(auth.RequireUser())
		g.GET("/scope", getScope)
		g.PUT("/scope", putScope)
		g.POST("/scope/accept", acceptScope)
		g.POST("/scope/request-changes", requestScopeChanges)
		g.POST("/milestones/{mid}/submit", submitMilestone)
		g.POST("/milestones/{mid}/signoff", signOffMilestone)
		g.POST("/milestones/{mid}/request-changes", requestMilestoneChanges)
		g.PATCH("/milestones/{mid}", flagMilestone)
		g.GET("/milestones/{mid}/file", milestoneFile)

		c := se.Router.Group("/api/company")
		c.Bind(auth.RequireRole(auth.RoleCompany))
		c.GET("/impact", companyImpact)
		c.GET("/impact.csv", companyImpactCSV)
		se.Router.GET("/api/system/impact", platformImpact).Bind(auth.RequireRole(auth.RoleSuperadmin))

		se.Router.GET("/api/volunteers/{username}/portfolio", publicPortfolio)
		v := se.Router.Group("/api/volunteer/portfolio")
		v.Bind(auth.RequireRole(auth.RoleVolunteer))
		v.GET("", ownPortfolio)
		v.PUT("", savePortfolio)
		se.Router.GET("/api/volunteer/transcript.pdf", transcriptPDF(cfg.AppURL)).
			Bind(auth.RequireRole(auth.RoleVolunteer))
		return se.Next()
	})
}

// sideOf is the side u takes on eng: the volunteer, the company's team, a
// superadmin (who may read only), or "" for anyone else.
func sideOf(u *core.Record, eng *core.Record) string {
	switch {
	case u == nil:
		return ""
	case u.GetString("role") == auth.RoleVolunteer && eng.GetString("volunteer") == u.Id:
		return SideVolunteer
	case auth.InCompany(u, eng.GetString("company")):
		return SideCompany
	case u.GetString("role") == auth.RoleSuperadmin:
		return SideSuperadmin
	}
	return ""
}

// engagementOf loads the engagement {id} and the caller's side: 404 for an
// unknown engagement or a caller who is no party. With write set, a
// superadmin is refused (403) and so is a completed engagement (400).
func engagementOf(e *core.RequestEvent, write bool) (*core.Record, string, error) {
	eng, err := e.App.FindRecordById("engagements", e.Request.PathValue("id"))
	if err != nil {
		return nil, "", e.NotFoundError(MsgNotFound, nil)
	}
	side := sideOf(e.Auth, eng)
	switch {
	case side == "":
		return nil, "", e.NotFoundError(MsgNotFound, nil)
	case write && side == SideSuperadmin:
		return nil, "", e.ForbiddenError(MsgReadOnly, formx.FieldError("engagement", "validation_read_only", MsgReadOnly))
	case write && eng.GetString("status") == "completed":
		return nil, "", e.BadRequestError(MsgCompleted, formx.FieldError("engagement", "validation_completed", MsgCompleted))
	}
	return eng, side, nil
}

// other is the side that answers side's proposal.
func other(side string) string {
	if side == SideVolunteer {
		return SideCompany
	}
	return SideVolunteer
}
