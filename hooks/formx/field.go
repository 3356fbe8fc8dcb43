package formx

import (
	"reflect"

	"github.com/pocketbase/pocketbase/core"
)

// ReadField reads a JSON body of one text field, key (a reason, a reply, an
// address), and returns its trimmed value once check, which records its
// errors under key, finds none; check is not called for a value of another
// type.
func ReadField(e *core.RequestEvent, key string, check func(errs Errors, value string)) (string, error) {
	body := reflect.New(fieldBody(key))
	var value string
	err := ReadJSON(e, body.Interface(), func() error {
		errs := Errors{}
		value = errs.Text(key, body.Elem().Field(0).Interface().(Value[string]))
		if !errs.Has(key) {
			check(errs, value)
		}
		return errs.Err()
	})
	return value, err
}

// fieldBody is the type struct{ V Value[string] `json:"<key>"` }: a struct
// rather than a map, so that the key is matched as encoding/json matches
// every other request field (an exact match first, else one without case).
func fieldBody(key string) reflect.Type {
	return reflect.StructOf([]reflect.StructField{{
		Name: "V",
		Type: reflect.TypeFor[Value[string]](),
		Tag:  reflect.StructTag(`json:"` + key + `"`),
	}})
}
