package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/config"
)

// Flow runs scenarios one after another, each on an app that continues
// from the data of the one before (see NextApp), as a user clicks through
// several requests.
type Flow struct {
	// App is the app of the last scenario run (the first app before any).
	App *tests.TestApp
	t   *testing.T
	cfg config.Config
}

// NewFlow starts a flow on app, closed when the test ends; every next app
// runs with cfg.
func NewFlow(t *testing.T, app *tests.TestApp, cfg config.Config) *Flow {
	f := &Flow{App: app, t: t, cfg: cfg}
	t.Cleanup(func() { f.App.Cleanup() })
	return f
}

// Run runs s on an app that continues from the flow's last one.
func (f *Flow) Run(s tests.ApiScenario) {
	f.t.Helper()
	s.TestAppFactory = func(t testing.TB) *tests.TestApp {
		f.App = NextAppWithConfig(t, f.App, f.cfg)
		return f.App
	}
	s.DisableTestAppCleanup = true
	s.Test(f.t)
}
