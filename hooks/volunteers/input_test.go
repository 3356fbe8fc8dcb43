package volunteers

import (
	"testing"

	"voluntech/hooks/formx"
)

func TestInputReaders(t *testing.T) {
	for _, c := range []struct {
		in      any
		want    int
		isMonth bool
		bad     bool
	}{
		{nil, 0, false, false}, {"", 0, false, false}, {" ", 0, false, false},
		{float64(2024), 2024, false, false}, {"2024", 2024, false, false}, {" 7 ", 7, false, false},
		{2024.5, 0, false, true}, {"20x", 0, false, true}, {true, 0, false, true}, {[]any{}, 0, false, true},
		{1e300, 1<<31 - 1, false, false}, // out of every range, refused by the range check
		{"Mar", 3, true, false}, {"march", 3, true, false}, {"DEC", 12, true, false}, {float64(13), 13, true, false},
		{"12", 12, true, false}, {"Foo", 0, true, true}, {"Ma", 0, true, true},
	} {
		errs := formx.Errors{}
		var got int
		if c.isMonth {
			got = month(errs, c.in, "k")
		} else {
			got = whole(errs, c.in, "k")
		}
		if got != c.want || errs.Has("k") != c.bad {
			t.Errorf("read %#v (month %v) = %d, error %v; want %d, error %v", c.in, c.isMonth, got, errs.Has("k"), c.want, c.bad)
		}
	}
	for _, c := range []struct {
		in       any
		want, ok bool
	}{
		{nil, false, true}, {true, true, true}, {false, false, true}, {"true", true, true}, {"on", true, true},
		{"0", false, true}, {"", false, true}, {"yes please", false, false}, {float64(1), false, false},
	} {
		errs := formx.Errors{}
		if got := flag(errs, c.in, "k"); got != c.want || errs.Has("k") == c.ok {
			t.Errorf("flag %#v = %v (error %v), want %v (ok %v)", c.in, got, errs.Has("k"), c.want, c.ok)
		}
	}
}
