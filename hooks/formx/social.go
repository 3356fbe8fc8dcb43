package formx

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
)

// MsgInvalidURL is the spec's message for a social link that is only the
// network's base URL, used for every unusable URL.
const MsgInvalidURL = "Please enter a valid URL"

// MaxURL bounds every stored URL.
const MaxURL = 255

// NetworkBaseURLs are the 14 social link sources (docs/architecture.md) with the
// base URL(s) a link to a profile on them starts with. A link equal to a
// base URL names no profile.
var NetworkBaseURLs = map[string][]string{
	"linkedin":    {"https://www.linkedin.com/"},
	"facebook":    {"https://www.facebook.com/"},
	"twitter":     {"https://twitter.com/", "https://x.com/"},
	"instagram":   {"https://www.instagram.com/"},
	"dribbble":    {"https://dribbble.com/"},
	"github":      {"https://github.com/"},
	"behance":     {"https://www.behance.net/"},
	"xiaohongshu": {"https://www.xiaohongshu.com/"},
	"youtube":     {"https://www.youtube.com/"},
	"tiktok":      {"https://www.tiktok.com/"},
	"whatsapp":    {"https://wa.me/", "https://www.whatsapp.com/"},
	"wechat":      {"https://weixin.qq.com/"},
	"telegram":    {"https://t.me/"},
	"messenger":   {"https://m.me/", "https://www.messenger.com/"},
}

// MaxSocialLinks is one link per network.
const MaxSocialLinks = 14

// socialLinkIn is one link as a form sends it.
type socialLinkIn struct {
	Network Value[string] `json:"network"`
	URL     Value[string] `json:"url"`
}

// SocialLink is one link of a profile.
type SocialLink struct {
	Network string `json:"network"`
	URL     string `json:"url"`
}

// ValidWebURL reports whether s is an absolute http(s) URL.
func ValidWebURL(s string) bool {
	if s == "" || is.URL.Validate(s) != nil {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// WithScheme puts "https://" in front of a link typed without a scheme
// ("example.com"), as people write addresses; any other link is returned as
// it is, for WebURL to judge.
func WithScheme(link string) string {
	if link == "" || strings.Contains(link, "://") {
		return link
	}
	return "https://" + link
}

// WebURL checks an optional http(s) URL of at most MaxURL characters.
func (f Errors) WebURL(key, link string) {
	if link != "" && (!ValidWebURL(link) || len(link) > MaxURL) {
		f.Add(key, "validation_invalid_url", MsgInvalidURL)
	}
}

// IsBaseURL compares without scheme, "www.", case of the host and trailing
// slashes, so "http://linkedin.com" is LinkedIn's base URL too.
func IsBaseURL(network, link string) bool {
	norm := func(s string) string {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil {
			return s
		}
		host := strings.TrimPrefix(strings.ToLower(u.Host), "www.")
		return host + strings.TrimRight(u.EscapedPath(), "/") + "?" + u.RawQuery + "#" + u.Fragment
	}
	return slices.ContainsFunc(NetworkBaseURLs[network], func(base string) bool {
		return norm(base) == norm(link)
	})
}

// SocialLinks reads the social_links JSON text `[{network, url}]`; field
// errors go under key.N.network and key.N.url.
func (f Errors) SocialLinks(key, raw string) []SocialLink {
	links := []SocialLink{}
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return links
	}
	var items Value[[]Value[socialLinkIn]]
	err := json.Unmarshal([]byte(raw), &items)
	if err != nil || items.Wrong || slices.ContainsFunc(items.V, func(l Value[socialLinkIn]) bool { return l.Wrong || !l.Sent }) {
		f.Add(key, "validation_invalid_format", "Social links must be a list of {network, url}.")
		return links
	}
	if len(items.V) > MaxSocialLinks {
		f.Add(key, "validation_too_many", "Add at most "+strconv.Itoa(MaxSocialLinks)+" social links.")
		return links
	}
	for i, item := range items.V {
		prefix := key + "." + strconv.Itoa(i) + "."
		network, link := strings.TrimSpace(item.V.Network.V), strings.TrimSpace(item.V.URL.V)
		if _, known := NetworkBaseURLs[network]; item.V.Network.Wrong || !known {
			f.Add(prefix+"network", "validation_invalid_value", "Please choose a source.")
		}
		if item.V.URL.Wrong || !ValidWebURL(link) || IsBaseURL(network, link) || len(link) > MaxURL {
			f.Add(prefix+"url", "validation_invalid_url", MsgInvalidURL)
		}
		links = append(links, SocialLink{Network: network, URL: link})
	}
	return links
}

// ReplaceSocialLinks swaps the user's links for links, inside the caller's
// transaction.
func ReplaceSocialLinks(tx core.App, userID string, links []SocialLink) error {
	old, err := tx.FindAllRecords("social_links", dbx.HashExp{"owner": userID})
	if err != nil {
		return err
	}
	for _, r := range old {
		if err := tx.Delete(r); err != nil {
			return err
		}
	}
	collection, err := tx.FindCollectionByNameOrId("social_links")
	if err != nil {
		return err
	}
	for i, l := range links {
		r := core.NewRecord(collection)
		r.Set("owner", userID)
		r.Set("network", l.Network)
		r.Set("url", l.URL)
		r.Set("sort", i)
		if err := tx.Save(r); err != nil {
			return err
		}
	}
	return nil
}

// FindSocialLinks returns the user's links in their saved order.
func FindSocialLinks(app core.App, userID string) ([]SocialLink, error) {
	records, err := app.FindRecordsByFilter("social_links", "owner = {:owner}", "sort,created", 0, 0,
		dbx.Params{"owner": userID})
	if err != nil {
		return nil, err
	}
	links := make([]SocialLink, 0, len(records))
	for _, r := range records {
		links = append(links, SocialLink{Network: r.GetString("network"), URL: r.GetString("url")})
	}
	return links, nil
}
