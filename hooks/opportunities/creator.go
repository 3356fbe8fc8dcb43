package opportunities

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
)

// refuseCreator answers why the signed-in user may not create a record that
// only verified users of role create: a guest 401, another role 403
// (wrongRole), an unverified account 403. nil lets the request go on.
func refuseCreator(e *core.RecordRequestEvent, role, wrongRole string) error {
	switch {
	case e.Auth == nil:
		return e.UnauthorizedError(MsgSignIn, nil)
	case !isUser(e.Auth, role):
		return e.ForbiddenError(wrongRole, nil)
	case !e.Auth.Verified():
		return e.ForbiddenError(auth.MsgVerifyFirst, nil)
	}
	return nil
}
