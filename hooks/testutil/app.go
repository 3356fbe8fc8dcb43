// Package testutil builds test apps that run exactly what production runs:
// every migration and hooks.Register.
package testutil

import (
	"os"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks"
	"voluntech/hooks/account"
	"voluntech/hooks/config"
	"voluntech/hooks/directory"
	"voluntech/hooks/dirindex"
	"voluntech/hooks/mail"
	"voluntech/hooks/replica"
	_ "voluntech/pb_migrations"
)

// TestAppURL is the APP_URL of every test app.
const TestAppURL = "http://voluntech.test"

var (
	templateOnce sync.Once
	templateDir  string
	templateErr  error
)

// template migrates one data directory per test binary; every test app is a
// copy of it, so the lookup seed runs once, not once per test.
func template() (string, error) {
	templateOnce.Do(func() {
		templateDir, templateErr = os.MkdirTemp("", "voluntech-test-template-*")
		if templateErr != nil {
			return
		}
		app := core.NewBaseApp(core.BaseAppConfig{DataDir: templateDir, EncryptionEnv: "pb_test_env", DBConnect: dbConnect})
		if templateErr = app.Bootstrap(); templateErr != nil {
			return
		}
		if templateErr = app.RunAllMigrations(); templateErr == nil {
			// Stamp the derived data's versions as a served database has
			// them, so scenarios do not each rebuild the (empty) indexes.
			_, templateErr = dirindex.EnsureCurrent(app)
		}
		_ = app.ResetBootstrapState()
	})
	return templateDir, templateErr
}

// dbConnect opens the test apps' databases as the served binary does
// (main.go without a replica): through hooks/stmtcache.
var dbConnect = replica.DBConnect(config.Config{})

// newTestApp is tests.NewTestApp (a copy of dir) opening its databases
// with dbConnect.
func newTestApp(dir string) (*tests.TestApp, error) {
	return tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: dir, EncryptionEnv: "pb_test_env", DBConnect: dbConnect})
}

// Config is the configuration every test app runs with.
func Config() config.Config {
	return config.Config{AppURL: TestAppURL, MailFrom: "test@voluntech.test", SMTPPort: 25}
}

// NewApp returns a migrated test app with every Voluntech hook registered.
func NewApp(t testing.TB) *tests.TestApp {
	t.Helper()
	return NewAppWithConfig(t, Config())
}

// NewAppWithConfig is NewApp with another configuration (Stripe tests).
func NewAppWithConfig(t testing.TB, cfg config.Config) *tests.TestApp {
	t.Helper()
	dir, err := template()
	if err != nil {
		t.Fatal(err)
	}
	app, err := newTestApp(dir)
	if err != nil {
		t.Fatal(err)
	}
	hooks.RegisterWith(app, cfg)
	mail.OutboxOf(app).Hold()
	account.Hold(app) // exports are built on demand (account.Process)
	return app
}

// NextApp closes prev and returns a new test app that continues from its
// data, for flows of several requests (request a mail, then confirm it).
// One TestApp cannot serve two ApiScenarios: PocketBase v0.39 binds its
// admin UI routes on every scenario's router build and the second panics
// with a duplicate pattern.
func NextApp(t testing.TB, prev *tests.TestApp) *tests.TestApp {
	t.Helper()
	return NextAppWithConfig(t, prev, Config())
}

// NextAppWithConfig is NextApp with another configuration.
func NextAppWithConfig(t testing.TB, prev *tests.TestApp, cfg config.Config) *tests.TestApp {
	t.Helper()
	dir := prev.DataDir()
	directory.Stop(prev) // its background reads end before the files are copied
	if err := prev.ResetBootstrapState(); err != nil {
		t.Fatal(err)
	}
	app, err := newTestApp(dir)
	if err != nil {
		t.Fatal(err)
	}
	prev.Cleanup()
	hooks.RegisterWith(app, cfg)
	mail.OutboxOf(app).Hold()
	account.Hold(app) // exports are built on demand (account.Process)
	return app
}

// inTemplateCopy runs fn on a throwaway app copied from the template, for
// values every test app of this test binary shares (auth tokens).
func inTemplateCopy(fn func(app *tests.TestApp) error) error {
	dir, err := template()
	if err != nil {
		return err
	}
	app, err := newTestApp(dir)
	if err != nil {
		return err
	}
	defer app.Cleanup()
	return fn(app)
}
