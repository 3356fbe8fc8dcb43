// Package system serves the superadmin system area: every
// /api/system/* route (users, lookups, lists, statistics, the mail
// settings and test mail, what each role may do, PocketBase's backups),
// the guard that refuses the deletion of a lookup in use, and the record
// of closed accounts. Every change a route makes is logged with
// hooks/activity in the route's transaction.
//
// Every route admits only superadmins: guests get 401, volunteers and
// companies 403. Lists answer {page, perPage, totalItems, totalPages, items}.
package system

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// Messages shared by the system routes.
const (
	MsgFixFields     = formx.MsgFixFields
	MsgInvalidBody   = formx.MsgInvalidBody
	MsgSaveFailed    = formx.MsgSaveFailed
	MsgBadPage       = "Page must be a whole number from 1."
	MsgBadPerPage    = "Per page must be a whole number from 1 to 100."
	MsgBadFilter     = "Choose one of the listed values."
	MsgFixParameters = "Please fix the highlighted parameters."
)

// Paging bounds of every list.
const (
	DefaultPerPage = 10
	MaxPerPage     = 100
)

// service holds the configuration the routes need (APP_URL for mail links).
type service struct {
	cfg    config.Config
	routes *routeTable
}

// Register binds the system routes, the lookups delete guard and the
// account-deletion record.
func Register(app core.App, cfg config.Config) {
	s := &service{cfg: cfg, routes: &routeTable{}}
	s.routes.bind(app)
	bindDeletionRecord(app)
	app.OnRecordDeleteRequest("lookups").BindFunc(guardLookupDelete)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/system")
		g.Bind(auth.RequireRole(auth.RoleSuperadmin))

		g.GET("/users", listUsers)
		g.POST("/users", s.createUser)
		g.PATCH("/users/{id}", updateUser)
		g.DELETE("/users/{id}", deleteUser)

		g.GET("/stats", getStats)
		g.GET("/volunteers", listVolunteers)
		g.GET("/companies", listCompanies)
		g.GET("/companies/{id}/team", getCompanyTeam)

		g.GET("/lookups", listLookups)
		g.POST("/lookups", createLookup)
		g.PATCH("/lookups/{id}", renameLookup)
		g.DELETE("/lookups/{id}", deleteLookup)
		g.POST("/lookups/{id}/approve", approveLookup)
		g.POST("/lookups/{id}/reject", rejectLookup)

		g.GET("/opportunities", listOpportunities)
		g.POST("/opportunities/{id}/close", s.closeOpportunity)
		g.GET("/applications", listApplications)
		g.GET("/payments", listPayments)
		g.GET("/emails", listEmails)
		g.POST("/emails/{id}/retry", retryEmail)

		g.GET("/smtp", s.getSMTP)
		g.POST("/smtp/test", s.sendTestMail)
		g.GET("/smtp/test/{id}", getTestMail)
		g.GET("/access", s.getAccess)
		g.GET("/backups", listBackups)
		g.POST("/backups", createBackup)
		g.PATCH("/backups/schedule", updateBackupSchedule)
		g.POST("/backups/{key}/restore", restoreBackup)
		// A download is a plain link the browser opens, so it carries a
		// file token instead of the Authorization header.
		se.Router.GET("/api/system/backups/{key}/download", downloadBackup).
			Bind(FileTokenAuth(), auth.RequireRole(auth.RoleSuperadmin))
		return se.Next()
	})
}

// page is the answer of every paged list.
type page[T any] struct {
	Page       int `json:"page"`
	PerPage    int `json:"perPage"`
	TotalItems int `json:"totalItems"`
	TotalPages int `json:"totalPages"`
	Items      []T `json:"items"`
}

// paging is the page and perPage of a list request.
type paging struct{ Page, PerPage int }

func (p paging) offset() int64 { return int64((p.Page - 1) * p.PerPage) }

// result wraps a page of items with its totals.
func result[T any](p paging, total int, items []T) page[T] {
	if items == nil {
		items = []T{}
	}
	return page[T]{Page: p.Page, PerPage: p.PerPage, TotalItems: total,
		TotalPages: int(math.Ceil(float64(total) / float64(p.PerPage))), Items: items}
}

// query reads the list parameters, collecting their errors in errs.
type query struct {
	url.Values
	errs formx.Errors
}

func newQuery(e *core.RequestEvent) *query {
	return &query{Values: e.Request.URL.Query(), errs: formx.Errors{}}
}

// paging reads page (default 1) and perPage (default 10, at most 100).
func (q *query) paging() paging {
	return paging{
		Page:    q.intIn("page", 1, 1, math.MaxInt32, MsgBadPage),
		PerPage: q.intIn("perPage", DefaultPerPage, 1, MaxPerPage, MsgBadPerPage),
	}
}

func (q *query) intIn(key string, def, lo, hi int, msg string) int {
	raw := strings.TrimSpace(q.Get(key))
	if raw == "" {
		return def
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < lo || n > hi {
		q.errs.Add(key, "validation_invalid_value", msg)
		return def
	}
	return n
}

// text is a trimmed parameter of at most 100 characters.
func (q *query) text(key string) string {
	v := strings.TrimSpace(q.Get(key))
	q.errs.MaxLen(key, v, 100)
	return v
}

// oneOf is an optional parameter that must be one of allowed.
func (q *query) oneOf(key string, allowed ...string) string {
	v := strings.TrimSpace(q.Get(key))
	if v == "" {
		return ""
	}
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	q.errs.Add(key, "validation_invalid_value", MsgBadFilter)
	return ""
}

// fail answers the collected errors; nil when there are none.
func (q *query) fail(e *core.RequestEvent) error {
	if len(q.errs) == 0 {
		return nil
	}
	return e.BadRequestError(MsgFixParameters, validation.Errors(q.errs))
}

// containsExp matches q as a case-insensitive substring of any of the SQL
// expressions (trusted column expressions, never user input).
func containsExp(q string, exprs ...string) dbx.Expression {
	if q == "" {
		return nil
	}
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	like := "%" + r.Replace(q) + "%"
	parts := make([]string, len(exprs))
	for i, x := range exprs {
		parts[i] = x + ` LIKE {:q} ESCAPE '\'`
	}
	return dbx.NewExp("("+strings.Join(parts, " OR ")+")", dbx.Params{"q": like})
}

// equalsExp matches column = value (a filter parameter), or is nil when
// the parameter was not given.
func equalsExp(column, value string) dbx.Expression {
	if value == "" {
		return nil
	}
	return dbx.HashExp{column: value}
}

// where joins the non-nil conditions with AND.
func where(exps ...dbx.Expression) dbx.Expression {
	var out []dbx.Expression
	for _, x := range exps {
		if x != nil {
			out = append(out, x)
		}
	}
	if len(out) == 0 {
		return dbx.NewExp("1=1")
	}
	return dbx.And(out...)
}

// dbNow is now in the format PocketBase stores dates in, for comparisons
// in SQL.
func dbNow() string { return types.NowDateTime().String() }

// dbTime formats t as PocketBase stores dates.
func dbTime(t time.Time) string {
	dt, _ := types.ParseDateTime(t.UTC())
	return dt.String()
}

// fullName is first and last name joined.
func fullName(first, last string) string {
	return strings.TrimSpace(strings.TrimSpace(first) + " " + strings.TrimSpace(last))
}

// percentChange is the change from prev to cur in percent, rounded to 2
// decimals; nil when prev is 0 (no base to compare against).
func percentChange(prev, cur float64) *float64 {
	if prev == 0 {
		return nil
	}
	v := round2((cur - prev) / prev * 100)
	return &v
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// routeFailed logs a system route's unexpected error, saying what it was
// doing, and answers the generic 500.
func routeFailed(e *core.RequestEvent, what string, err error) error {
	return formx.Failed(e, "", "system route failed", err, "what", what)
}

// list runs one page of a SELECT: base builds its FROM, JOINs and WHERE
// (called twice: once to count, once for the rows).
func list[T any](p paging, base func() *dbx.SelectQuery, cols []string, order ...string) (page[T], error) {
	var total int
	if err := base().Select("COUNT(*)").Row(&total); err != nil {
		return page[T]{}, err
	}
	var items []T
	err := base().Select(cols...).OrderBy(order...).Offset(p.offset()).Limit(int64(p.PerPage)).All(&items)
	if err != nil {
		return page[T]{}, err
	}
	return result(p, total, items), nil
}
