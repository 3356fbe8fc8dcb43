package commands

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

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
	c, err := tx.FindCollectionByNameOrId(collection)
	if err != nil {
		return err
	}
	r := core.NewRecord(c)
	for k, v := range fields {
		r.Set(k, v)
	}
	return tx.Save(r)
}

// demoImage is demoLogo in c as a PNG file called name.
func demoImage(c color.NRGBA, name string) (*filesystem.File, error) {
	return filesystem.NewFileFromBytes(demoLogo(c), name)
}

// demoLogo is a 256 × 256 PNG: a square of the brand colour on white.
func demoLogo(c color.NRGBA) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 256, 256))
	for y := 0; y < 256; y++ {
		for x := 0; x < 256; x++ {
			if x >= 48 && x < 208 && y >= 48 && y < 208 {
				img.SetNRGBA(x, y, c)
			} else {
				img.SetNRGBA(x, y, color.NRGBA{R: 255, G: 255, B: 255, A: 255})
			}
		}
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

// demoProfile is what a finished wizard stores on the profile record
// itself: lookups as field → {kind, name}, languages by code, a generated
// image and plain fields.
type demoProfile struct {
	lookups    map[string][2]string
	languages  []string
	imageField string
	image      color.NRGBA
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
	img, err := demoImage(p.image, p.imageField+".png")
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
