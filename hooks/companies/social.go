package companies

import "voluntech/hooks/formx"

// The social link rules live in formx: the volunteer wizard applies the
// same ones. These names keep the company package's API.

// MsgInvalidURL is the spec's message for an unusable URL.
const MsgInvalidURL = formx.MsgInvalidURL

// MaxURL bounds every stored URL.
const MaxURL = formx.MaxURL

// MaxSocialLinks is one link per network.
const MaxSocialLinks = formx.MaxSocialLinks

// NetworkBaseURLs are the 14 social link sources with their base URLs.
var NetworkBaseURLs = formx.NetworkBaseURLs

// SocialLink is one link of a profile.
type SocialLink = formx.SocialLink

// ValidWebURL reports whether s is an absolute http(s) URL.
func ValidWebURL(s string) bool { return formx.ValidWebURL(s) }
