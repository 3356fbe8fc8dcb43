package pb_migrations

import "testing"

func TestSeedLookupData(t *testing.T) {
	if got := len(seedCountries); got != 249 {
		t.Errorf("len(seedCountries) = %d, want 249", got)
	}
	codes := map[string]bool{}
	names := map[string]bool{}
	dial := map[string]string{}
	for _, c := range seedCountries {
		if len(c.Code) != 2 || c.Code[0] < 'A' || c.Code[0] > 'Z' || c.Code[1] < 'A' || c.Code[1] > 'Z' {
			t.Errorf("country %q: code is not two upper-case ASCII letters", c.Code)
		}
		if codes[c.Code] {
			t.Errorf("duplicate country code %q", c.Code)
		}
		codes[c.Code] = true
		if c.Name == "" {
			t.Errorf("country %q: empty name", c.Code)
		}
		if names[c.Name] {
			t.Errorf("duplicate country name %q", c.Name)
		}
		names[c.Name] = true
		if c.Dial == "" {
			t.Errorf("country %q: empty dial code", c.Code)
		}
		for _, r := range c.Dial {
			if r < '0' || r > '9' {
				t.Errorf("country %q: dial code %q is not digits only", c.Code, c.Dial)
				break
			}
		}
		dial[c.Code] = c.Dial
	}
	for code, want := range map[string]string{"GB": "44", "US": "1", "JO": "962", "JM": "1876"} {
		if got := dial[code]; got != want {
			t.Errorf("dial code for %s = %q, want %q", code, got, want)
		}
	}

	if got := len(seedLanguages); got != 183 {
		t.Errorf("len(seedLanguages) = %d, want 183", got)
	}
	langCodes := map[string]string{}
	langNames := map[string]bool{}
	for _, l := range seedLanguages {
		if len(l.Code) != 2 || l.Code[0] < 'a' || l.Code[0] > 'z' || l.Code[1] < 'a' || l.Code[1] > 'z' {
			t.Errorf("language %q: code is not two lower-case ASCII letters", l.Code)
		}
		if _, dup := langCodes[l.Code]; dup {
			t.Errorf("duplicate language code %q", l.Code)
		}
		langCodes[l.Code] = l.Name
		if l.Name == "" {
			t.Errorf("language %q: empty name", l.Code)
		}
		if langNames[l.Name] {
			t.Errorf("duplicate language name %q", l.Name)
		}
		langNames[l.Name] = true
	}
	if got := langCodes["en"]; got != "English" {
		t.Errorf(`language "en" = %q, want "English"`, got)
	}
}
