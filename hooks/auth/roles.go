package auth

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// The three roles of Voluntech.
const (
	RoleVolunteer  = "volunteer"
	RoleCompany    = "company"
	RoleSuperadmin = "superadmin"
)

// Roles are the values of users.role, in the order of its select field (a
// test compares them).
var Roles = []string{RoleVolunteer, RoleCompany, RoleSuperadmin}

// IsSuperadmin reports whether the auth record holds the superadmin role.
func IsSuperadmin(r *core.Record) bool {
	return r != nil && r.Collection().Name == "users" && r.GetString("role") == RoleSuperadmin
}

// RequireRole admits only signed-in users of the given role: no auth → 401,
// another role → 403.
func RequireRole(role string) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "voluntechRequire_" + role,
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil || e.Auth.Collection().Name != "users" {
				return e.UnauthorizedError("Please sign in to continue.", nil)
			}
			if e.Auth.GetString("role") != role {
				return e.ForbiddenError("This area is not available for your account.", nil)
			}
			return e.Next()
		},
	}
}

// RequireUser answers a guest (or a dashboard superuser, who is no
// Voluntech user) 401, for routes any signed-in user may call.
func RequireUser() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "voluntechRequireUser",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil || e.Auth.Collection().Name != "users" {
				return e.UnauthorizedError("Please sign in to continue.", nil)
			}
			return e.Next()
		},
	}
}

// MsgVerifyFirst answers a custom route that needs a finished sign-up.
const MsgVerifyFirst = "Please verify your email address first."

// RequireVerified admits only users who confirmed their email (403 otherwise).
// Bind it after RequireRole, which answers guests with 401.
func RequireVerified() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "voluntechRequireVerified",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil {
				return e.UnauthorizedError("Please sign in to continue.", nil)
			}
			if !e.Auth.Verified() {
				return e.ForbiddenError(MsgVerifyFirst, nil)
			}
			return e.Next()
		},
	}
}
