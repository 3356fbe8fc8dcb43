package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The pieces most collections are built from. A field's id comes from its
// name and type, so building it here or inline gives the same schema.

// usersID is the id of PocketBase's users collection: every account.
const usersID = "_pb_users_auth_"

// superadminRule admits the superadmins.
const superadminRule = `@request.auth.role = "superadmin"`

// imageTypes are the pictures a profile, logo or gallery photo may be.
var imageTypes = []string{"image/jpeg", "image/png", "image/webp", "image/gif"}

// newCollection is a base collection with fields, then the created and
// updated times every record of it keeps.
func newCollection(name, id string, fields ...core.Field) *core.Collection {
	c := core.NewBaseCollection(name, id)
	c.Fields.Add(fields...)
	c.Fields.Add(
		&core.AutodateField{Name: "created", OnCreate: true},
		&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
	)
	return c
}

// setReadRule lets the same callers list and view c's records.
func setReadRule(c *core.Collection, rule string) {
	c.ListRule = types.Pointer(rule)
	c.ViewRule = types.Pointer(rule)
}

// belongsTo is the required relation of a record to its parent in
// collectionID (an account or another record): the record goes with it.
func belongsTo(name, collectionID string) *core.RelationField {
	return &core.RelationField{Name: name, Required: true, CollectionId: collectionID, MaxSelect: 1, CascadeDelete: true}
}

// refersTo is an optional relation to one record of collectionID that the
// record outlives (the relation is emptied).
func refersTo(name, collectionID string) *core.RelationField {
	return &core.RelationField{Name: name, CollectionId: collectionID, MaxSelect: 1}
}

// imageField is one picture of at most 500 kB with one thumbnail size.
func imageField(name, thumb string) *core.FileField {
	return &core.FileField{Name: name, MaxSelect: 1, MaxSize: 512000, MimeTypes: imageTypes, Thumbs: []string{thumb}}
}

// phoneAndCity are the contact fields both profiles ask for.
func phoneAndCity() []core.Field {
	digits := `^[0-9]*$`
	return []core.Field{
		&core.TextField{Name: "country_code", Max: 4, Pattern: digits},
		&core.TextField{Name: "phone", Max: 15, Pattern: digits},
		&core.TextField{Name: "city", Max: 50},
	}
}

// changeCollection finds the collection name, lets change edit it and
// saves it.
func changeCollection(app core.App, name string, change func(c *core.Collection)) error {
	c, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		return err
	}
	change(c)
	return app.Save(c)
}

// changeCollectionIfAny is changeCollection for a down migration that
// leaves alone a collection already gone.
func changeCollectionIfAny(app core.App, name string, change func(c *core.Collection)) error {
	if _, err := app.FindCollectionByNameOrId(name); err != nil {
		return nil
	}
	return changeCollection(app, name, change)
}

// removeFields drops c's fields of these names.
func removeFields(c *core.Collection, names ...string) {
	for _, name := range names {
		c.Fields.RemoveByName(name)
	}
}

// dropCollections is the down migration of collections created by one
// migration: it deletes them in the order given, skipping those already gone.
func dropCollections(names ...string) func(app core.App) error {
	return func(app core.App) error {
		for _, name := range names {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				continue
			}
			if err := app.Delete(c); err != nil {
				return err
			}
		}
		return nil
	}
}
