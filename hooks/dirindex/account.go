package dirindex

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
)

// account is what an entry's loader reads of the user beside the profile:
// whether the user is listed at all depends on it.
type account struct {
	role, created string
	step          float64
}

// listed reports whether the user whose row was read with err (sql.ErrNoRows:
// no such user, or no profile) is listed among the users of role: their
// wizard reached step and the account is not suspended. A failed read is
// returned as the error.
func (a *account) listed(db dbx.Builder, userID string, err error, role string, step float64) (bool, error) {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case err != nil:
		return false, err
	case a.role != role || a.step < step:
		return false, nil
	}
	hidden, err := Suspended(db, userID)
	return !hidden && err == nil, err
}
