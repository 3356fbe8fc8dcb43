package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// CreateGalleryPhoto saves a photo (a small PNG) of companyID's gallery at
// position.
func CreateGalleryPhoto(t testing.TB, app core.App, id, companyID, alt string, position int) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId("company_photos")
	if err != nil {
		t.Fatal(err)
	}
	f, err := filesystem.NewFileFromBytes(PNGBytes(16, false), "photo.png")
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	r.Id = id
	r.Set("company", companyID)
	r.Set("image", f)
	r.Set("alt", alt)
	r.Set("position", position)
	if err := app.Save(r); err != nil {
		t.Fatalf("create gallery photo %s: %v", id, err)
	}
	return r
}
