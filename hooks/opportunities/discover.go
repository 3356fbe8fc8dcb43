package opportunities

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Bounds of GET /api/volunteer/discover?limit=.
const (
	DiscoverDefault = 6
	DiscoverMax     = 20
	MsgDiscoverMax  = "Choose a limit from 1 to 20."
)

// discoverQuery ranks the open, unexpired opportunities by how many of the
// volunteer's skills they ask for (case-insensitively), newest first among
// equals; opportunities asking for none of them still come, after.
const discoverQuery = `SELECT o.id AS id FROM opportunities o
	WHERE o.status = 'open' AND o.expires_at > {:now}
	ORDER BY (
		SELECT COUNT(DISTINCT lower(trim(j.value)))
		FROM json_each(CASE WHEN json_valid(o.skills) AND json_type(o.skills) = 'array' THEN o.skills ELSE '[]' END) j
		WHERE j.type = 'text' AND lower(trim(j.value)) IN (
			SELECT lower(trim(s.name)) FROM skills s JOIN volunteer_profiles p ON p.id = s.profile WHERE p.user = {:user})
	) DESC, o.created DESC, o.id
	LIMIT {:limit}`

// discover answers GET /api/volunteer/discover: {items: [opportunity with
// its enrich fields and matching: the volunteer's skills it asks for]}.
func discover(e *core.RequestEvent) error {
	limit := DiscoverDefault
	if v := e.Request.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > DiscoverMax {
			return e.BadRequestError(MsgDiscoverMax, validation.Errors{
				"limit": validation.NewError("validation_out_of_range", MsgDiscoverMax),
			})
		}
		limit = n
	}
	var ids []string
	err := e.App.DB().NewQuery(discoverQuery).Bind(dbx.Params{
		"now": types.NowDateTime().String(), "user": e.Auth.Id, "limit": limit,
	}).Column(&ids)
	if err != nil {
		e.App.Logger().Error("discover query failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError("Opportunities could not be loaded. Please try again.", nil)
	}
	mine, err := volunteerSkills(e.App, e.Auth.Id)
	if err != nil {
		e.App.Logger().Error("reading the volunteer's skills failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError("Opportunities could not be loaded. Please try again.", nil)
	}
	found, err := e.App.FindRecordsByIds("opportunities", ids)
	if err != nil {
		e.App.Logger().Error("loading discovered opportunities failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError("Opportunities could not be loaded. Please try again.", nil)
	}
	byID := make(map[string]*core.Record, len(found))
	for _, r := range found {
		byID[r.Id] = r
	}
	items := make([]*core.Record, 0, len(ids))
	for _, id := range ids {
		r, ok := byID[id]
		if !ok {
			continue
		}
		r.WithCustomData(true)
		r.Set("matching", Matching(mine, r.GetStringSlice("skills")))
		items = append(items, r)
	}
	if err := apis.EnrichRecords(e, items); err != nil {
		e.App.Logger().Error("enriching discovered opportunities failed", "user", e.Auth.Id, "error", err)
		return e.InternalServerError("Opportunities could not be loaded. Please try again.", nil)
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items})
}

// volunteerSkills are the names of the volunteer's skills, in their order.
func volunteerSkills(app core.App, userID string) ([]string, error) {
	var names []string
	err := app.DB().NewQuery(`SELECT s.name FROM skills s JOIN volunteer_profiles p ON p.id = s.profile
		WHERE p.user = {:user} ORDER BY s.sort, s.created`).Bind(dbx.Params{"user": userID}).Column(&names)
	return names, err
}

// Matching are the volunteer's skills (their spelling, their order) that
// the opportunity asks for, compared without case.
func Matching(volunteerSkills, asked []string) []string {
	want := make(map[string]bool, len(asked))
	for _, a := range asked {
		want[strings.ToLower(strings.TrimSpace(a))] = true
	}
	out := []string{}
	seen := map[string]bool{}
	for _, s := range volunteerSkills {
		key := strings.ToLower(strings.TrimSpace(s))
		if want[key] && !seen[key] {
			seen[key] = true
			out = append(out, s)
		}
	}
	return out
}
