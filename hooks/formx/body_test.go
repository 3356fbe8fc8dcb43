package formx_test

import (
	"encoding/json"
	"testing"

	"voluntech/hooks/formx"
)

type entry struct {
	Year    formx.Value[int]    `json:"year"`
	Current formx.Value[bool]   `json:"current"`
	Name    formx.Value[string] `json:"name"`
}

type body struct {
	Entries formx.Value[[]formx.Value[entry]] `json:"entries"`
}

// A value of another type is kept as a field's error, never converted, and
// the rest of the body is still read.
func TestValueKeepsWrongTypes(t *testing.T) {
	var b body
	raw := `{"entries":[{"year":2020,"current":true,"name":" A "},{"year":"2020","current":"on","name":5},7,null]}`
	if err := json.Unmarshal([]byte(raw), &b); err != nil {
		t.Fatal(err)
	}
	errs := formx.Errors{}
	items := formx.List(errs, "entries", "entries", 10, b.Entries)
	if len(items) != 4 {
		t.Fatalf("%d items", len(items))
	}
	if errs.Whole("entries.0.year", items[0].Year, formx.MsgWholeNumber) != 2020 || !errs.Flag("entries.0.current", items[0].Current) ||
		errs.Text("entries.0.name", items[0].Name) != "A" {
		t.Errorf("entry 0 = %+v", items[0])
	}
	errs.Whole("entries.1.year", items[1].Year, formx.MsgWholeNumber)
	errs.Flag("entries.1.current", items[1].Current)
	errs.Text("entries.1.name", items[1].Name)
	for _, key := range []string{"entries.1.year", "entries.1.current", "entries.1.name", "entries.2", "entries.3"} {
		if !errs.Has(key) {
			t.Errorf("no error on %s: %v", key, errs)
		}
	}
	if errs.Has("entries.0.year") || errs.Has("entries") {
		t.Errorf("unexpected errors %v", errs)
	}
}

func TestListRequiredAndType(t *testing.T) {
	for raw, code := range map[string]string{`{}`: "validation_required", `{"entries":null}`: "validation_required", `{"entries":"x"}`: "validation_invalid_type"} {
		var b body
		if err := json.Unmarshal([]byte(raw), &b); err != nil {
			t.Fatal(err)
		}
		errs := formx.Errors{}
		formx.List(errs, "entries", "entries", 10, b.Entries)
		if e, ok := errs["entries"].(interface{ Code() string }); !ok || e.Code() != code {
			t.Errorf("%s: errors %v, want %s", raw, errs, code)
		}
	}
}

// A multipart value is read strictly too: "on" is no boolean, "7x" no number.
func TestValueFromText(t *testing.T) {
	var b formx.Value[bool]
	var n formx.Value[int]
	for text, want := range map[string]bool{"true": true, "false": false, "": false} {
		if err := b.UnmarshalText([]byte(text)); err != nil || b.Wrong || b.V != want || !b.Sent {
			t.Errorf("%q = %+v", text, b)
		}
	}
	for _, text := range []string{"on", "1", "yes"} {
		if _ = b.UnmarshalText([]byte(text)); !b.Wrong {
			t.Errorf("%q read as %+v", text, b)
		}
	}
	if _ = n.UnmarshalText([]byte("7x")); !n.Wrong {
		t.Errorf("7x read as %+v", n)
	}
	if _ = n.UnmarshalText([]byte(" 12 ")); n.Wrong || n.V != 12 {
		t.Errorf("12 read as %+v", n)
	}
}
