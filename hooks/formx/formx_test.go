package formx_test

import (
	"testing"

	"voluntech/hooks/formx"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

func TestNetworksMatchTheSchema(t *testing.T) {
	if len(formx.NetworkBaseURLs) != len(pb_migrations.SocialNetworks) {
		t.Fatalf("%d base URLs for %d networks", len(formx.NetworkBaseURLs), len(pb_migrations.SocialNetworks))
	}
	for _, n := range pb_migrations.SocialNetworks {
		if len(formx.NetworkBaseURLs[n]) == 0 {
			t.Errorf("no base URL for %s", n)
		}
	}
}

func TestIsBaseURL(t *testing.T) {
	for _, c := range []struct {
		network, link string
		want          bool
	}{
		{"linkedin", "https://www.linkedin.com/", true},
		{"linkedin", "http://linkedin.com", true},
		{"linkedin", "https://WWW.LinkedIn.com//", true},
		{"linkedin", "https://www.linkedin.com/in/vera", false},
		{"twitter", "https://x.com/", true},
		{"twitter", "https://x.com/vera", false},
		{"github", "https://github.com/?tab=repos", false},
	} {
		if got := formx.IsBaseURL(c.network, c.link); got != c.want {
			t.Errorf("IsBaseURL(%s, %s) = %v, want %v", c.network, c.link, got, c.want)
		}
	}
}

func TestWithScheme(t *testing.T) {
	testutil.ExpectMapped(t, "WithScheme", formx.WithScheme, map[string]string{
		"":                      "",
		"example.com":           "https://example.com",
		"www.example.com/a?b=c": "https://www.example.com/a?b=c",
		"http://example.com":    "http://example.com",
		"https://example.com":   "https://example.com",
		"ftp://example.com":     "ftp://example.com",
	})
}

func TestSocialLinksErrors(t *testing.T) {
	errs := formx.Errors{}
	links := errs.SocialLinks("social_links", `[{"network":"github","url":"https://github.com/vera"},{"network":"github","url":"https://github.com/"}]`)
	if len(links) != 2 || !errs.Has("social_links.1.url") || errs.Has("social_links.0.url") {
		t.Errorf("links %v errors %v", links, errs)
	}
	errs = formx.Errors{}
	if links := errs.SocialLinks("social_links", "  "); len(links) != 0 || len(errs) != 0 {
		t.Errorf("blank: links %v errors %v", links, errs)
	}
}

func TestUniqueValues(t *testing.T) {
	got := formx.UniqueValues([]string{" Go ", "go", "", "React", "Go"}, true)
	if len(got) != 2 || got[0] != "Go" || got[1] != "React" {
		t.Errorf("folded = %v", got)
	}
	got = formx.UniqueValues([]string{"a", "A", "a"}, false)
	if len(got) != 2 {
		t.Errorf("exact = %v", got)
	}
}

func TestNationalPhone(t *testing.T) {
	for _, c := range []struct {
		dial, raw, want string
		other           bool
	}{
		{"44", "+44 7700 900123", "7700900123", false},
		{"44", "+44 (0)7700 900-123", "7700900123", false},
		{"44", "0044 7700 900123", "7700900123", false},
		{"44", "07700 900123", "7700900123", false},
		{"44", "7700900123", "7700900123", false},
		{"44", " 7700.900.123 ", "7700900123", false},
		{"962", "+962 79 123 4567", "791234567", false},
		{"962", "079 123 4567", "791234567", false},
		// Italy keeps its leading 0; the NANP has none to drop.
		{"39", "+39 06 1234 5678", "0612345678", false},
		{"1", "+1 (415) 555-0100", "4155550100", false},
		{"1", "(415) 555-0100", "4155550100", false},
		// Another country's code is reported, not guessed.
		{"44", "+33 6 12 34 56 78", "+33 6 12 34 56 78", true},
		// Letters are left for Phone to refuse.
		{"44", "07911abc", "07911abc", false},
	} {
		got, other := formx.NationalPhone(c.dial, c.raw)
		if got != c.want || other != c.other {
			t.Errorf("NationalPhone(%s, %q) = %q, %v; want %q, %v", c.dial, c.raw, got, other, c.want, c.other)
		}
	}
}

// The length is counted on the digits: 15 digits with their spaces pass,
// 16 do not.
func TestPhoneLengthOnDigits(t *testing.T) {
	for raw, ok := range map[string]bool{
		"123 456 789 012 345": true, "1234 5678 9012 3456": false, "123": false, "1234": true,
	} {
		errs := formx.Errors{}
		national, _ := formx.NationalPhone("44", raw)
		errs.Phone("phone", national)
		if (errs.Err() == nil) != ok {
			t.Errorf("%q: error %v, want ok=%v", raw, errs.Err(), ok)
		}
	}
}
