package formx

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
)

// SaveFailed answers a transaction that failed: a record's own field
// errors (its schema validation) are a 400 with those fields; anything else
// is logged under logMsg and answered with MsgSaveFailed, never the
// internal error.
func SaveFailed(e *core.RequestEvent, err error, logMsg string) error {
	if verr := ValidationErrors(err); verr != nil {
		return e.BadRequestError(MsgFixFields, verr)
	}
	if e.Auth != nil {
		e.App.Logger().Error(logMsg, "user", e.Auth.Id, "error", err)
	} else {
		e.App.Logger().Error(logMsg, "error", err)
	}
	return e.InternalServerError(MsgSaveFailed, nil)
}

// Saved answers the record collection/id as the transaction left it: read
// again after the commit, so the answer carries what the save hooks set.
func Saved(e *core.RequestEvent, collection, id string) error {
	r, err := e.App.FindRecordById(collection, id)
	if err != nil {
		return e.InternalServerError(MsgSaveFailed, nil)
	}
	return e.JSON(http.StatusOK, r)
}
