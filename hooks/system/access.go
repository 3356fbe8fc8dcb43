package system

import (
	"net/http"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The roles the access page describes.
const (
	AccessGuest      = "guest"
	AccessVolunteer  = "volunteer"
	AccessOwner      = "company_owner"
	AccessMember     = "company_member"
	AccessSuperadmin = "superadmin"
)

// AccessRoles in the order the page shows them, with their names.
var AccessRoles = []AccessRole{
	{AccessGuest, "Guest"}, {AccessVolunteer, "Volunteer"}, {AccessOwner, "Company owner"},
	{AccessMember, "Company team member"}, {AccessSuperadmin, "Superadmin"},
}

// AccessRole is one role of the page.
type AccessRole struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

// The ids of the guards of hooks/auth (RequireRole, RequireVerified,
// RequireOwner): the access page reads them off the routes.
const (
	guardRolePrefix = "voluntechRequire_"
	guardVerified   = "voluntechRequireVerified"
	guardOwner      = "voluntechRequireOwner"
)

// RuleAccess is one API rule of a collection: its expression as stored and
// what it means for each role: "yes" (everyone), "no" (nobody: only the
// server itself) or "when" (those for whom the expression holds).
type RuleAccess struct {
	Rule  *string           `json:"rule"`
	Roles map[string]string `json:"roles"`
}

// CollectionAccess is a collection's five API rules.
type CollectionAccess struct {
	Name   string     `json:"name"`
	List   RuleAccess `json:"list"`
	View   RuleAccess `json:"view"`
	Create RuleAccess `json:"create"`
	Update RuleAccess `json:"update"`
	Delete RuleAccess `json:"delete"`
}

// RouteAccess is one custom route with the guards it runs before its
// handler and which roles they let through ("yes", "no", or "verified":
// once their email is confirmed).
type RouteAccess struct {
	Method string            `json:"method"`
	Path   string            `json:"path"`
	Guards []string          `json:"guards"`
	Roles  map[string]string `json:"roles"`
}

// Access answers GET /api/system/access.
type Access struct {
	Roles       []AccessRole       `json:"roles"`
	Collections []CollectionAccess `json:"collections"`
	Routes      []RouteAccess      `json:"routes"`
}

// routeTable remembers the server's router, and which of its routes are
// PocketBase's own (registered before any Voluntech handler ran), so the
// page reads the guards of the routes as they are served.
type routeTable struct {
	mu      sync.Mutex
	router  *router.Router[*core.RequestEvent]
	builtin map[uintptr]bool
}

func (rt *routeTable) bind(app core.App) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{Priority: -10000, Func: func(se *core.ServeEvent) error {
		rt.mu.Lock()
		rt.router = se.Router
		rt.builtin = map[uintptr]bool{}
		walkRoutes(reflect.ValueOf(se.Router.RouterGroup), "", nil, func(v reflect.Value, _, _ string, _ []string) {
			rt.builtin[v.Pointer()] = true
		})
		rt.mu.Unlock()
		return se.Next()
	}})
}

// walkRoutes calls fn for every route under the group g (a
// *router.RouterGroup value) with its full path and the ids of the
// middlewares of its groups and itself. The router keeps its children
// unexported, so they are read by reflection (reading only).
func walkRoutes(g reflect.Value, prefix string, guards []string, fn func(route reflect.Value, method, path string, guards []string)) {
	if g.Kind() != reflect.Pointer || g.IsNil() {
		return
	}
	s := g.Elem()
	prefix += s.FieldByName("Prefix").String()
	guards = append(append([]string(nil), guards...), middlewareIDs(s.FieldByName("Middlewares"))...)
	children := s.FieldByName("children")
	for i := 0; i < children.Len(); i++ {
		c := children.Index(i)
		if c.Kind() == reflect.Interface {
			c = c.Elem()
		}
		if c.Kind() != reflect.Pointer || c.IsNil() {
			continue
		}
		switch c.Elem().Type().Name() {
		case reflect.TypeOf(router.RouterGroup[*core.RequestEvent]{}).Name():
			walkRoutes(c, prefix, guards, fn)
		case reflect.TypeOf(router.Route[*core.RequestEvent]{}).Name():
			r := c.Elem()
			all := append(append([]string(nil), guards...), middlewareIDs(r.FieldByName("Middlewares"))...)
			fn(c, r.FieldByName("Method").String(), prefix+r.FieldByName("Path").String(), all)
		}
	}
}

func middlewareIDs(list reflect.Value) []string {
	var ids []string
	for i := 0; i < list.Len(); i++ {
		h := list.Index(i)
		if h.Kind() == reflect.Pointer && !h.IsNil() {
			if id := h.Elem().FieldByName("Id").String(); strings.HasPrefix(id, "voluntechRequire") {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// routeRoles is what the guards let each role do.
func routeRoles(guards []string) map[string]string {
	role, verified, owner := "", false, false
	for _, g := range guards {
		switch {
		case g == guardVerified:
			verified = true
		case g == guardOwner:
			owner = true
		case strings.HasPrefix(g, guardRolePrefix):
			role = strings.TrimPrefix(g, guardRolePrefix)
		}
	}
	out := map[string]string{}
	for _, r := range AccessRoles {
		ok := true
		switch r.Key {
		case AccessGuest:
			ok = role == "" && !verified && !owner
		case AccessVolunteer:
			ok = (role == "" || role == "volunteer") && !owner
		case AccessOwner:
			ok = role == "" || role == "company"
		case AccessMember:
			ok = (role == "" || role == "company") && !owner
		case AccessSuperadmin:
			ok = (role == "" || role == "superadmin") && !owner
		}
		switch {
		case !ok:
			out[r.Key] = "no"
		case verified && r.Key != AccessGuest:
			out[r.Key] = "verified"
		default:
			out[r.Key] = "yes"
		}
	}
	return out
}

// ruleAccess reads one API rule: nil lets nobody through the API, ""
// everybody, an expression those it holds for.
func ruleAccess(rule *string) RuleAccess {
	v := "when"
	switch {
	case rule == nil:
		v = "no"
	case strings.TrimSpace(*rule) == "":
		v = "yes"
	}
	roles := map[string]string{}
	for _, r := range AccessRoles {
		roles[r.Key] = v
	}
	return RuleAccess{Rule: rule, Roles: roles}
}

// getAccess: GET /api/system/access: what each role may do, read at
// runtime from the collections' API rules and the guards of the custom
// routes, so the page cannot drift from what the server enforces.
func (s *service) getAccess(e *core.RequestEvent) error {
	cols, err := e.App.FindAllCollections(core.CollectionTypeBase, core.CollectionTypeAuth, core.CollectionTypeView)
	if err != nil {
		return routeFailed(e, "read collections", err)
	}
	out := Access{Roles: AccessRoles, Collections: []CollectionAccess{}, Routes: []RouteAccess{}}
	for _, c := range cols {
		if c.System || strings.HasPrefix(c.Name, "_") {
			continue
		}
		out.Collections = append(out.Collections, CollectionAccess{Name: c.Name,
			List: ruleAccess(c.ListRule), View: ruleAccess(c.ViewRule), Create: ruleAccess(c.CreateRule),
			Update: ruleAccess(c.UpdateRule), Delete: ruleAccess(c.DeleteRule)})
	}
	sort.Slice(out.Collections, func(i, j int) bool { return out.Collections[i].Name < out.Collections[j].Name })

	s.routes.mu.Lock()
	rt, builtin := s.routes.router, s.routes.builtin
	s.routes.mu.Unlock()
	if rt != nil {
		walkRoutes(reflect.ValueOf(rt.RouterGroup), "", nil, func(v reflect.Value, method, path string, guards []string) {
			if builtin[v.Pointer()] {
				return
			}
			if guards == nil {
				guards = []string{}
			}
			out.Routes = append(out.Routes, RouteAccess{Method: method, Path: path, Guards: guards, Roles: routeRoles(guards)})
		})
	}
	sort.SliceStable(out.Routes, func(i, j int) bool {
		if out.Routes[i].Path != out.Routes[j].Path {
			return out.Routes[i].Path < out.Routes[j].Path
		}
		return out.Routes[i].Method < out.Routes[j].Method
	})
	return e.JSON(http.StatusOK, out)
}
