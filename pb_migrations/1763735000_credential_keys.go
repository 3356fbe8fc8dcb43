package pb_migrations

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// FirstCredentialKeyID is the key id of every certificate issued before
// keys were recorded: an instance had one key until then.
const FirstCredentialKeyID = "key-1"

// credential_keys records every key that ever signed a certificate, so the
// did:web document can keep publishing it after a rotation or a restore
// (the key used to live only in pb_data/credential_keys/, which neither the
// backups nor the replica contain). private_key is the signing key
// encrypted with CREDENTIAL_KEY_SECRET (a secret of the environment, never
// in the database), or empty when the key is held in a file. No API rules:
// only the server (hooks/engagements/keys.go) and superusers see it, and a
// superuser sees only the ciphertext.
//
// Certificates name the key that signed them (key_id) and the company
// account whose work they attest (company): the credential's
// achievement.creator needs a stable id, which a company's name or
// username is not.
func init() {
	m.Register(func(app core.App) error {
		keys := core.NewBaseCollection("credential_keys", "pbc_credkeys001")
		keys.Fields.Add(
			&core.TextField{Name: "kid", Required: true, Max: 50, Pattern: `^key-[0-9]+$`},
			&core.TextField{Name: "public_key", Required: true, Max: 100},
			&core.TextField{Name: "private_key", Hidden: true, Max: 500},
			&core.BoolField{Name: "active"},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		keys.AddIndex("idx_credential_keys_kid", true, "kid", "")
		if err := app.Save(keys); err != nil {
			return err
		}
		err := changeCollection(app, "certificates", func(c *core.Collection) {
			c.Fields.Add(
				&core.TextField{Name: "key_id", Max: 50},
				refersTo("company", usersID),
			)
		})
		if err != nil {
			return err
		}
		_, err = app.DB().NewQuery(`UPDATE certificates SET key_id = {:kid},
			company = COALESCE((SELECT e.company FROM engagements e WHERE e.id = certificates.engagement), '')
			WHERE key_id = ''`).Bind(dbx.Params{"kid": FirstCredentialKeyID}).Execute()
		return err
	}, func(app core.App) error {
		if err := changeCollectionIfAny(app, "certificates", func(c *core.Collection) {
			removeFields(c, "key_id", "company")
		}); err != nil {
			return err
		}
		return dropCollections("credential_keys")(app)
	})
}
