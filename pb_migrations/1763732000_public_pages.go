package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Limits of the company gallery.
const (
	GalleryMaxPhotos = 6
	GalleryAltMax    = 150
)

// PublicPagesRateLimitRules bound the gallery uploads: each one stores a
// file and makes thumbnails.
var PublicPagesRateLimitRules = []core.RateLimitRule{
	{Label: "POST /api/company/gallery", MaxRequests: 30, Duration: 60},
}

// The public pages: a company's photo gallery and its opt-in contact email,
// a volunteer's opt-ins to share their email and phone with company teams.
func init() {
	m.Register(func(app core.App) error {
		err := changeCollection(app, "company_profiles", func(cp *core.Collection) {
			cp.Fields.Add(
				&core.BoolField{Name: "show_contact_email"},
				&core.EmailField{Name: "contact_email"},
			)
		})
		if err != nil {
			return err
		}
		err = changeCollection(app, "volunteer_profiles", func(vp *core.Collection) {
			vp.Fields.Add(&core.BoolField{Name: "share_email"}, &core.BoolField{Name: "share_phone"})
		})
		if err != nil {
			return err
		}

		image := imageField("image", "480x360")
		image.Required = true
		// No API rules (deny by default): the team manages the gallery
		// through /api/company/gallery and the public reads it in the
		// company's directory answer. The files themselves are public.
		photos := newCollection("company_photos", "pbc_compphotos01",
			belongsTo("company", usersID),
			image,
			&core.TextField{Name: "alt", Required: true, Max: GalleryAltMax},
			&core.NumberField{Name: "position", OnlyInt: true, Min: floatPtr(0)},
		)
		photos.AddIndex("idx_company_photos_company", false, "company, position", "")
		if err := app.Save(photos); err != nil {
			return err
		}
		return addRateLimits(PublicPagesRateLimitRules)(app)
	}, func(app core.App) error {
		if err := removeRateLimits(PublicPagesRateLimitRules)(app); err != nil {
			return err
		}
		if err := dropCollections("company_photos")(app); err != nil {
			return err
		}
		for name, fields := range map[string][]string{
			"company_profiles":   {"show_contact_email", "contact_email"},
			"volunteer_profiles": {"share_email", "share_phone"},
		} {
			if err := changeCollectionIfAny(app, name, func(c *core.Collection) { removeFields(c, fields...) }); err != nil {
				return err
			}
		}
		return nil
	})
}
