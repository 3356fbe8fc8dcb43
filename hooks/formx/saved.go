package formx

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
)

// SaveFailed answers a transaction that failed: a record's own field
// errors (its schema validation) are a 400 with those fields; anything else
// is Failed with MsgSaveFailed.
func SaveFailed(e *core.RequestEvent, err error, logMsg string) error {
	if verr := ValidationErrors(err); verr != nil {
		return e.BadRequestError(MsgFixFields, verr)
	}
	return Failed(e, MsgSaveFailed, logMsg, err)
}

// Saved answers the record collection/id as the transaction left it: read
// again after the commit, so the answer carries what the save hooks set.
func Saved(e *core.RequestEvent, collection, id string) error {
	r, err := e.App.FindRecordById(collection, id)
	if err != nil {
		return Failed(e, MsgSaveFailed, "reading a saved record failed", err, "collection", collection, "id", id)
	}
	return e.JSON(http.StatusOK, r)
}
