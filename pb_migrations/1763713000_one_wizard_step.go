package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// users.profile_step becomes the one place the wizard step lives, for
// companies and volunteers alike: every user has it from sign-up on (a
// volunteer has no profile before their first save), and the browser reads
// it from the auth record to route a returning user. The copies on the
// profiles (company_profiles.onboarding_step, volunteer_profiles.wizard_step)
// were kept in step by "the larger of" the two; their larger value moves to
// the user and they are dropped.
func init() {
	m.Register(func(app core.App) error {
		for _, copy := range []struct{ collection, field string }{
			{"company_profiles", "onboarding_step"},
			{"volunteer_profiles", "wizard_step"},
		} {
			_, err := app.DB().NewQuery(`UPDATE users SET profile_step = MAX(COALESCE(profile_step, 0),
				COALESCE((SELECT MAX(p.` + copy.field + `) FROM ` + copy.collection + ` p WHERE p.user = users.id), 0))`).Execute()
			if err != nil {
				return err
			}
			c, err := app.FindCollectionByNameOrId(copy.collection)
			if err != nil {
				return err
			}
			c.Fields.RemoveByName(copy.field)
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for _, copy := range []struct {
			collection, field string
			done              int
		}{
			{"company_profiles", "onboarding_step", 5}, // the wizards' last steps then
			{"volunteer_profiles", "wizard_step", 7},
		} {
			c, err := app.FindCollectionByNameOrId(copy.collection)
			if err != nil {
				return err
			}
			c.Fields.Add(&core.NumberField{Name: copy.field, OnlyInt: true, Min: floatPtr(0), Max: floatPtr(float64(copy.done))})
			if err := app.Save(c); err != nil {
				return err
			}
			_, err = app.DB().NewQuery(`UPDATE ` + copy.collection + ` SET ` + copy.field +
				` = (SELECT u.profile_step FROM users u WHERE u.id = ` + copy.collection + `.user)`).Execute()
			if err != nil {
				return err
			}
		}
		return nil
	})
}
