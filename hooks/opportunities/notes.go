package opportunities

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// saveNote keeps who of the team wrote an application's private note last
// (with the name as it was then) and trims it. The collection's rules
// decide who may write: only the team of the application's company.
func saveNote(e *core.RecordRequestEvent) error {
	r := e.Record
	r.Set("body", strings.TrimSpace(r.GetString("body")))
	if e.Auth != nil && e.Auth.Collection().Name == "users" {
		r.Set("updated_by", e.Auth.Id)
		r.Set("updated_by_name", FullName(e.Auth))
	}
	return e.Next()
}
