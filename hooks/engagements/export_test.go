package engagements

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// Complete completes the engagement id as the finish route does, for
// fixtures that cannot send a request before the scenario's own.
func Complete(app core.App, appURL, id string) error {
	s := &service{cfg: config.Config{AppURL: appURL}, keys: newKeyStore(app, "", false)}
	return app.RunInTransaction(func(tx core.App) error {
		eng, err := tx.FindRecordById("engagements", id)
		if err != nil {
			return err
		}
		return s.complete(tx, eng)
	})
}

// CompleteSealed is Complete on a server whose key is kept encrypted with
// secret (CREDENTIAL_KEY_SECRET).
func CompleteSealed(app core.App, appURL, secret, id string) error {
	s := &service{cfg: config.Config{AppURL: appURL}, keys: newKeyStore(app, secret, false)}
	return app.RunInTransaction(func(tx core.App) error {
		eng, err := tx.FindRecordById("engagements", id)
		if err != nil {
			return err
		}
		return s.complete(tx, eng)
	})
}

// CheckKeysAtStart is the check `serve` makes before it listens.
func CheckKeysAtStart(app core.App, secret string, rotate bool) error {
	return newKeyStore(app, secret, rotate).checkAtStart()
}
