package commands

import (
	"fmt"
	"image/color"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"voluntech/hooks/formx"
)

// The record helpers shared by the demo companies and volunteers.

// demoUserAt is the demo user signed up at email, or nil when nobody is or
// the address belongs to a real user (another username or role).
func demoUserAt(tx core.App, email, username, role string) *core.Record {
	u, err := tx.FindAuthRecordByEmail("users", email)
	if err != nil || u.GetString("role") != role || u.GetString("username") != username {
		return nil
	}
	return u
}

// demoLookup is the id of the lookup of kind with that name (or, for
// countries and languages, that code).
func demoLookup(tx core.App, kind, nameOrCode string) (string, error) {
	r, err := tx.FindFirstRecordByFilter("lookups", "kind = {:k} && (name = {:v} || code = {:v})",
		dbx.Params{"k": kind, "v": nameOrCode})
	if err != nil {
		return "", fmt.Errorf("%s lookup missing: %s", kind, nameOrCode)
	}
	return r.Id, nil
}

// setDemoLookups sets each field of set on profile to the id of the lookup
// it names as {kind, name}; a field without a name (the partner of a source
// that is no partner) stays unset.
func setDemoLookups(tx core.App, profile *core.Record, set map[string][2]string) error {
	for field, l := range set {
		if l[1] == "" {
			continue
		}
		id, err := demoLookup(tx, l[0], l[1])
		if err != nil {
			return err
		}
		profile.Set(field, id)
	}
	return nil
}

// demoLanguages are the ids of the languages with these codes.
func demoLanguages(tx core.App, codes []string) ([]string, error) {
	var languages []string
	for _, code := range codes {
		id, err := demoLookup(tx, "language", code)
		if err != nil {
			return nil, err
		}
		languages = append(languages, id)
	}
	return languages, nil
}

// saveDemoRecord saves a new record of collection with fields.
func saveDemoRecord(tx core.App, collection string, fields map[string]any) error {
	_, err := newDemoRecord(tx, collection, fields)
	return err
}

// demoImage is demoAvatar of c and initials as a PNG file called name.
func demoImage(c color.NRGBA, initials, name string) (*filesystem.File, error) {
	return filesystem.NewFileFromBytes(demoAvatar(c, initials), name)
}

// demoProfile is what a finished wizard stores on the profile record
// itself: lookups as field → {kind, name}, languages by code, a generated
// image and plain fields.
type demoProfile struct {
	lookups    map[string][2]string
	languages  []string
	imageField string
	image      color.NRGBA
	initials   string
	fields     map[string]any
}

// saveDemoProfile resolves p's lookups and languages, renders its image as
// <imageField>.png and saves profile with all of it.
func saveDemoProfile(tx core.App, profile *core.Record, p demoProfile) error {
	if err := setDemoLookups(tx, profile, p.lookups); err != nil {
		return err
	}
	languages, err := demoLanguages(tx, p.languages)
	if err != nil {
		return err
	}
	img, err := demoImage(p.image, p.initials, p.imageField+".png")
	if err != nil {
		return err
	}
	profile.Set("languages", languages)
	profile.Set(p.imageField, img)
	for k, v := range p.fields {
		profile.Set(k, v)
	}
	return tx.Save(profile)
}

// finishDemoWizard replaces the user's social links and marks the wizard
// done at step.
func finishDemoWizard(tx core.App, user *core.Record, links []formx.SocialLink, step int) error {
	if err := formx.ReplaceSocialLinks(tx, user.Id, links); err != nil {
		return err
	}
	user.Set("profile_step", step)
	return tx.Save(user)
}
