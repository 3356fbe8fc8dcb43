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
	f, err := filesystem.NewFileFromBytes(PNGBytes(16, false), "photo.png")
	if err != nil {
		t.Fatal(err)
	}
	return SaveRecord(t, app, "company_photos", map[string]any{"id": id, "company": companyID, "image": f, "alt": alt, "position": position})
}
