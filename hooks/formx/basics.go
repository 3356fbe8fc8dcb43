package formx

import "github.com/pocketbase/pocketbase/core"

// ProfileBasics are the multipart fields that the company details step and
// the volunteer basic step share: where to reach the person, what they
// speak, their tags, a video and their social links. A step's request
// embeds it, so both wizards check and store these fields the same way.
type ProfileBasics struct {
	CountryCode Value[string] `form:"country_code"`
	Phone       Value[string] `form:"phone"`
	City        Value[string] `form:"city"`
	Languages   []string      `form:"languages"`
	Tags        []string      `form:"tags"`
	VideoURL    Value[string] `form:"video_url"`
	SocialLinks Value[string] `form:"social_links"`

	countryCode, phone, city, video string
	languages, tags                 []string
	// Links are the checked social links (empty when none were sent).
	Links []SocialLink
}

// Validate checks the shared fields into errs and keeps them trimmed.
func (b *ProfileBasics) Validate(app core.App, errs Errors) {
	b.countryCode = errs.DialCode(app, "country_code", errs.Text("country_code", b.CountryCode))
	// The national digits, however they were pasted; the length is counted
	// on them.
	var otherCountry bool
	b.phone, otherCountry = NationalPhone(b.countryCode, errs.Text("phone", b.Phone))
	if otherCountry {
		errs.Add("phone", "validation_phone_country", MsgPhoneCountry)
	} else {
		errs.Phone("phone", b.phone)
	}
	b.city = errs.Text("city", b.City)
	errs.Required("city", b.city, MsgCity, MaxShortText)
	b.languages = errs.Languages(app, "languages", b.Languages)
	b.tags = errs.Tags("tags", b.Tags)
	b.video = errs.Text("video_url", b.VideoURL)
	errs.WebURL("video_url", b.video)
	b.Links = errs.SocialLinks("social_links", errs.Text("social_links", b.SocialLinks))
}

// Apply stores the checked fields on the profile; the links live in their
// own collection (ReplaceSocialLinks).
func (b *ProfileBasics) Apply(profile *core.Record) {
	profile.Set("country_code", b.countryCode)
	profile.Set("phone", b.phone)
	profile.Set("city", b.city)
	profile.Set("languages", b.languages)
	profile.Set("tags", b.tags)
	profile.Set("video_url", b.video)
}
