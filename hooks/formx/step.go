package formx

import "github.com/pocketbase/pocketbase/core"

// The one transaction that saves a wizard step, shared by both wizards.

// SaveStep runs save, the writes of a validated wizard step, in one
// transaction. A record the schema refuses is answered 400 MsgFixFields
// with its field errors; any other failure is Failed with MsgSaveFailed
// (logged as logMsg with the step). It returns nil once
// the step is saved, for the caller to answer.
func SaveStep(e *core.RequestEvent, logMsg string, step int, save func(tx core.App) error) error {
	err := e.App.RunInTransaction(save)
	if err == nil {
		return nil
	}
	if verr := ValidationErrors(err); verr != nil {
		return e.BadRequestError(MsgFixFields, verr)
	}
	return Failed(e, MsgSaveFailed, logMsg, err, "step", step)
}

// ThenInTransaction runs a record write (e.Next) and then after, in one
// transaction: the caller's when the write is already part of one. Record
// execute hooks use it to keep derived rows (indexes, counters) in step
// with the write they follow.
func ThenInTransaction(e *core.RecordEvent, after func(tx core.App) error) error {
	return nextInTransaction(&e.App, e.Next, after)
}

// RequestThenInTransaction is ThenInTransaction for a records API request
// hook: the user's write and what it entails (a profile, a log entry, a
// queued mail) commit together or not at all.
func RequestThenInTransaction(e *core.RecordRequestEvent, after func(tx core.App) error) error {
	return nextInTransaction(&e.App, e.Next, after)
}

// nextInTransaction points *app at the transaction while next runs, so the
// rest of the hook chain writes inside it, and restores it afterwards.
func nextInTransaction(app *core.App, next func() error, after func(tx core.App) error) error {
	orig := *app
	defer func() { *app = orig }()
	return orig.RunInTransaction(func(tx core.App) error {
		*app = tx
		if err := next(); err != nil {
			return err
		}
		return after(tx)
	})
}
