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
		cp, err := app.FindCollectionByNameOrId("company_profiles")
		if err != nil {
			return err
		}
		cp.Fields.Add(
			&core.BoolField{Name: "show_contact_email"},
			&core.EmailField{Name: "contact_email"},
		)
		if err := app.Save(cp); err != nil {
			return err
		}

		vp, err := app.FindCollectionByNameOrId("volunteer_profiles")
		if err != nil {
			return err
		}
		vp.Fields.Add(&core.BoolField{Name: "share_email"}, &core.BoolField{Name: "share_phone"})
		if err := app.Save(vp); err != nil {
			return err
		}

		photos := core.NewBaseCollection("company_photos", "pbc_compphotos01")
		// No API rules (deny by default): the team manages the gallery
		// through /api/company/gallery and the public reads it in the
		// company's directory answer. The files themselves are public.
		photos.Fields.Add(
			&core.RelationField{Name: "company", Required: true, CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			&core.FileField{
				Name: "image", Required: true, MaxSelect: 1, MaxSize: 512000,
				MimeTypes: []string{"image/jpeg", "image/png", "image/webp", "image/gif"},
				Thumbs:    []string{"480x360"},
			},
			&core.TextField{Name: "alt", Required: true, Max: GalleryAltMax},
			&core.NumberField{Name: "position", OnlyInt: true, Min: floatPtr(0)},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		photos.AddIndex("idx_company_photos_company", false, "company, position", "")
		if err := app.Save(photos); err != nil {
			return err
		}

		s := app.Settings()
		for _, rule := range PublicPagesRateLimitRules {
			if !hasRateLimit(s.RateLimits.Rules, rule.Label) {
				s.RateLimits.Rules = append(s.RateLimits.Rules, rule)
			}
		}
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		kept := s.RateLimits.Rules[:0]
		for _, rule := range s.RateLimits.Rules {
			if !hasRateLimit(PublicPagesRateLimitRules, rule.Label) {
				kept = append(kept, rule)
			}
		}
		s.RateLimits.Rules = kept
		if err := app.Save(s); err != nil {
			return err
		}
		if err := deleteCollection("company_photos")(app); err != nil {
			return err
		}
		for name, fields := range map[string][]string{
			"company_profiles":   {"show_contact_email", "contact_email"},
			"volunteer_profiles": {"share_email", "share_phone"},
		} {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				continue
			}
			for _, f := range fields {
				c.Fields.RemoveByName(f)
			}
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	})
}
