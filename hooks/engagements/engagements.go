// Package engagements follows an accepted application through the work it
// leads to: the engagement itself (created with the move to accepted), the
// hours the volunteer logs and the company team approves or rejects, the
// finish of the engagement, and the certificate issued when it completes
// (an Open Badges 3.0 credential signed by the instance, see keys.go and
// credential.go).
//
// The three collections are read through the records API (and realtime)
// under their list/view rules; every write goes through the routes here,
// which say who may do what (the collections have no write rules).
package engagements

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// Messages of the engagement routes.
const (
	MsgNotFound         = "This engagement does not exist."
	MsgEntryNotFound    = "This time entry does not exist."
	MsgNotYours         = "Only the volunteer of this engagement can log time on it."
	MsgTeamOnly         = "Only the company's team can decide on logged time."
	MsgNotActive        = "This engagement is finished: no more time can be logged."
	MsgDateRequired     = "Enter the date you worked."
	MsgDateFormat       = "Enter the date as YYYY-MM-DD."
	MsgDateFuture       = "The date cannot be in the future."
	MsgDateBeforeAccept = "The date cannot be before you were accepted."
	MsgHoursRange       = "Enter between 0.5 and 12 hours, in half hours."
	MsgDescription      = "Say what you did."
	MsgReasonRequired   = "Give a reason for rejecting these hours."
	MsgAlreadyDecided   = "These hours have already been decided."
	MsgAlreadyComplete  = "This engagement is already completed."
	MsgAlreadyAsked     = "You have already marked this engagement as finished."
	MsgPendingHours     = "Approve or reject the pending hours first."
	MsgNotParty         = "Only the volunteer and the company of this engagement can finish it."
	MsgSaveFailed       = formx.MsgSaveFailed
)

// Statuses of engagements and hour entries (the select values of the
// migration).
const (
	StatusActive          = "active"
	StatusFinishRequested = "finish_requested"
	StatusCompleted       = "completed"

	EntryPending  = "pending"
	EntryApproved = "approved"
	EntryRejected = "rejected"
)

// service is one app's engagement routes with the configuration the mail
// links and the credential issuer need.
type service struct {
	cfg  config.Config
	keys *keyStore
}

// Register binds the engagement hook on applications, the routes of
// engagements, hours and certificates, and the did:web document.
func Register(app core.App, cfg config.Config) {
	s := &service{cfg: cfg, keys: newKeyStore(app)}

	app.OnRecordUpdateExecute("applications").BindFunc(engageOnAccept)
	app.OnBackupCreate().BindFunc(keepKeyOutOfBackups)
	app.OnBackupRestore().BindFunc(keepKeyOutOfBackups)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		v := se.Router.Group("/api/engagements")
		v.POST("/{id}/hours", s.logHours).Bind(auth.RequireRole(auth.RoleVolunteer), auth.RequireVerified())
		v.POST("/{id}/finish", s.finish).Bind(auth.RequireUser())
		v.POST("/hours/{id}/approve", s.approveHours).Bind(auth.RequireRole(auth.RoleCompany))
		v.POST("/hours/{id}/reject", s.rejectHours).Bind(auth.RequireRole(auth.RoleCompany))

		se.Router.GET("/.well-known/did.json", s.didDocument)
		se.Router.GET("/api/certificates/{id}/status", certificateStatus)
		se.Router.GET("/api/volunteers/{username}/certificates", volunteerCertificates)
		se.Router.POST("/api/system/certificates/{id}/revoke", revokeCertificate).
			Bind(auth.RequireRole(auth.RoleSuperadmin))
		return se.Next()
	})
}

// engageOnAccept creates the engagement of an application that moved to
// accepted, in the transaction of the move, so an accepted application is
// never without its engagement.
func engageOnAccept(e *core.RecordEvent) error {
	r := e.Record
	if r.GetString("stage") != "accepted" || r.Original().GetString("stage") == "accepted" {
		return e.Next()
	}
	return formx.ThenInTransaction(e, func(tx core.App) error {
		if n, _ := tx.CountRecords("engagements", dbx.HashExp{"application": r.Id}); n > 0 {
			return nil
		}
		return NewEngagement(tx, r)
	})
}
