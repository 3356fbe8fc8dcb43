package auth

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/types"
)

// A company is its team: the account that signed up (the owner) is the
// company's identity, and every record the company owns points at it. A
// member is a company-role user whose `team` field holds the owner's id.
// CompanyOf is the one place that turns a signed-in user into the company
// they act for; the API rules say the same with pb_migrations.OwnedByTeam.

// MsgOwnerOnly refuses a member the routes only the owner may call.
const MsgOwnerOnly = "Only the account owner can manage the team."

// CompanyOf returns the id of the company r acts for and whether r is its
// owner; ok is false when r is not a company user.
func CompanyOf(r *core.Record) (companyID string, isOwner bool, ok bool) {
	if r == nil || r.Collection().Name != "users" || r.GetString("role") != RoleCompany {
		return "", false, false
	}
	if team := r.GetString("team"); team != "" {
		return team, false, true
	}
	return r.Id, true, true
}

// CompanyIDOf is CompanyOf's id alone ("" when r is not a company user).
func CompanyIDOf(r *core.Record) string {
	id, _, _ := CompanyOf(r)
	return id
}

// InCompany reports whether r acts for the company companyID.
func InCompany(r *core.Record, companyID string) bool {
	id, _, ok := CompanyOf(r)
	return ok && companyID != "" && id == companyID
}

// CompanyUser returns the owner's user record of the company r acts for (r
// itself for the owner).
func CompanyUser(app core.App, r *core.Record) (*core.Record, error) {
	id, isOwner, ok := CompanyOf(r)
	if !ok {
		return nil, errNotCompany
	}
	if isOwner {
		return r, nil
	}
	return app.FindRecordById("users", id)
}

type notCompanyError struct{}

func (notCompanyError) Error() string { return "the user is not a company user" }

var errNotCompany error = notCompanyError{}

// RequireOwner admits only the owner of a company (members get 403 with
// msg). Bind it after RequireRole(RoleCompany).
func RequireOwner(msg string) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "voluntechRequireOwner",
		Func: func(e *core.RequestEvent) error {
			if _, isOwner, ok := CompanyOf(e.Auth); !ok || !isOwner {
				return e.ForbiddenError(msg, nil)
			}
			return e.Next()
		},
	}
}

// activeEvery is how stale last_active_at may get: a sign-in or an auth
// refresh writes it at most this often, so an active session costs one
// small update every few minutes, not one per request.
const activeEvery = 5 * time.Minute

// stampActive records when a user was last active (the company dashboard's
// "Team members" card shows it). A plain UPDATE: it is bookkeeping, not an
// edit of the user, so it neither runs the record hooks nor moves
// `updated`. A failure is logged and never fails the sign-in.
func stampActive(e *core.RecordAuthRequestEvent) error {
	r := e.Record
	now := time.Now().UTC()
	if last := r.GetDateTime("last_active_at"); last.IsZero() || now.Sub(last.Time()) >= activeEvery {
		stamp := types.NowDateTime()
		_, err := e.App.DB().Update(r.Collection().Name, dbx.Params{"last_active_at": stamp.String()},
			dbx.HashExp{"id": r.Id}).Execute()
		if err != nil {
			e.App.Logger().Warn("stamping last_active_at failed", "user", r.Id, "error", err)
		} else {
			r.Set("last_active_at", stamp)
		}
	}
	return e.Next()
}

// MembersOf is the condition on users "a member of companyID's team", in
// the form SQLite's partial index idx_users_team (on the users whose
// team is not empty) serves:
// SQLite uses a partial index only when the query states its condition,
// and without it each lookup of a team read every user (at a million
// volunteers, 620 ms of CPU per application: docs/scaling.md, "Writes at a
// million"). MembersSQL is the same in SQL, for the column col.
func MembersOf(companyID string) dbx.Expression {
	return dbx.And(dbx.HashExp{"team": companyID}, dbx.NewExp("team != ''"))
}

// MembersSQL is MembersOf for a query written as text, on the column
// col and the placeholder or column param.
func MembersSQL(col, param string) string {
	return col + " = " + param + " AND " + col + " != ''"
}

// TeamOf is the condition on users "companyID's owner or a member of its
// team" (MembersOf).
func TeamOf(companyID string) dbx.Expression {
	return dbx.Or(dbx.HashExp{"id": companyID}, MembersOf(companyID))
}

// ActsFor is InCompany as a condition on users: the company users of
// companyID's team and its owner (a company user of no team), each branch
// on its own index so neither reads every company user.
func ActsFor(companyID string) dbx.Expression {
	return dbx.Or(dbx.And(MembersOf(companyID), dbx.HashExp{"role": RoleCompany}),
		dbx.HashExp{"id": companyID, "team": "", "role": RoleCompany})
}
