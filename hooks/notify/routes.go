package notify

import (
	"encoding/json"
	"net/http"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
	"voluntech/hooks/fanout"
	"voluntech/hooks/formx"
)

// Messages of the notification routes and hooks.
const (
	MsgBadToken    = "This unsubscribe link is not valid. Sign in and choose your emails in account settings."
	MsgOnlyRead    = "Only whether a notification is read can change."
	MsgPrefs       = "Each email preference must be true or false."
	MsgPrefUnknown = "There is no such kind of email."
	MsgReadAll     = "Your notifications could not be marked as read. Please try again."
)

// Register binds the notification routes and the guards of the
// notifications collection and users.email_prefs.
func Register(app core.App, cfg config.Config) {
	app.Store().Set(cfgKey, cfg)

	app.OnRecordUpdateRequest("notifications").BindFunc(onlyRead)
	app.OnRecordValidate("users").BindFunc(validatePrefs)
	// Every open tab's bell subscribes; the list rule says the user's own.
	fanout.Bind(app, "notifications", func(_ core.App, r *core.Record) ([]string, error) {
		if owner := r.GetString("user"); owner != "" {
			return []string{owner}, nil
		}
		return nil, nil
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/notifications")
		g.GET("/unsubscribe", getUnsubscribe)
		g.POST("/unsubscribe", postUnsubscribe)
		g.POST("/read-all", postReadAll).Bind(apis.RequireAuth("users"))
		return se.Next()
	})
}

// onlyRead refuses a change to anything but `read`: the rest is what the
// server told, and the list rule already keeps the record to its user.
func onlyRead(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	r, orig := e.Record, e.Record.Original()
	errs := formx.Errors{}
	for _, f := range []string{"user", "kind", "title", "body", "link"} {
		if r.GetString(f) != orig.GetString(f) {
			errs.Add(f, "validation_forbidden_change", MsgOnlyRead)
		}
	}
	if err := errs.Refusal(e.RequestEvent); err != nil {
		return err
	}
	return e.Next()
}

// validatePrefs keeps users.email_prefs an object of known groups with
// true or false, whichever path saves it.
func validatePrefs(e *core.RecordEvent) error {
	raw := e.Record.GetString("email_prefs")
	if raw == "" || raw == "null" || (e.Record.Original() != nil && raw == e.Record.Original().GetString("email_prefs")) {
		return e.Next()
	}
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(raw), &m) != nil {
		return validation.Errors{"email_prefs": validation.NewError("validation_invalid_value", MsgPrefs)}
	}
	for k, v := range m {
		if _, known := Groups[k]; !known {
			return validation.Errors{"email_prefs": validation.NewError("validation_unknown_group", MsgPrefUnknown)}
		}
		var b bool
		if json.Unmarshal(v, &b) != nil {
			return validation.Errors{"email_prefs": validation.NewError("validation_invalid_value", MsgPrefs)}
		}
	}
	return e.Next()
}

// UnsubscribeAnswer says which emails a token is about and whether its user
// still gets them.
type UnsubscribeAnswer struct {
	Group      string `json:"group"`
	About      string `json:"about"`
	Subscribed bool   `json:"subscribed"`
}

// getUnsubscribe: GET /api/notifications/unsubscribe?token=… tells the
// page what a link is about and changes nothing (mail scanners open
// links). 400 {token} for a malformed or forged token.
func getUnsubscribe(e *core.RequestEvent) error {
	u, group, ok := ParseToken(e.App, e.Request.URL.Query().Get("token"))
	if !ok {
		return e.BadRequestError(MsgBadToken, formx.FieldError("token", "validation_invalid_token", MsgBadToken))
	}
	return e.JSON(http.StatusOK, UnsubscribeAnswer{Group: group, About: GroupLabels[group], Subscribed: wants(u, group)})
}

type unsubscribeRequest struct {
	Token formx.Value[string] `json:"token"`
}

// postUnsubscribe: POST /api/notifications/unsubscribe turns the token's
// email group off for its user. The token is in the query (the
// List-Unsubscribe one-click POST of RFC 8058, whose form body is
// "List-Unsubscribe=One-Click") or in a JSON body {token} (the page).
// Repeating it is harmless. 400 {token} for a malformed or forged token.
func postUnsubscribe(e *core.RequestEvent) error {
	token := e.Request.URL.Query().Get("token")
	if token == "" {
		var req unsubscribeRequest
		if err := formx.BindJSON(e, &req); err != nil {
			return err
		}
		errs := formx.Errors{}
		token = errs.Text("token", req.Token)
		if err := errs.Refusal(e); err != nil {
			return err
		}
	}
	u, group, ok := ParseToken(e.App, token)
	if !ok {
		return e.BadRequestError(MsgBadToken, formx.FieldError("token", "validation_invalid_token", MsgBadToken))
	}
	err := e.App.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById("users", u.Id)
		if err != nil {
			return err
		}
		prefs := Prefs(fresh)
		prefs[group] = false
		fresh.Set("email_prefs", prefs)
		return tx.Save(fresh)
	})
	if err != nil {
		return formx.Failed(e, formx.MsgSaveFailed, "unsubscribing failed", err, "user", u.Id, "group", group)
	}
	return e.JSON(http.StatusOK, UnsubscribeAnswer{Group: group, About: GroupLabels[group], Subscribed: false})
}

// postReadAll: POST /api/notifications/read-all marks every unread
// notification of the signed-in user read, in one transaction. Each is
// saved as a record so the user's other tabs hear it over realtime.
// Answers {updated: n}.
func postReadAll(e *core.RequestEvent) error {
	n := 0
	err := e.App.RunInTransaction(func(tx core.App) error {
		unread, err := tx.FindAllRecords("notifications",
			dbx.HashExp{"user": e.Auth.Id, "read": false})
		if err != nil {
			return err
		}
		for _, r := range unread {
			r.Set("read", true)
			if err := tx.Save(r); err != nil {
				return err
			}
		}
		n = len(unread)
		return nil
	})
	if err != nil {
		return formx.Failed(e, MsgReadAll, "marking notifications read failed", err)
	}
	return e.JSON(http.StatusOK, map[string]int{"updated": n})
}
