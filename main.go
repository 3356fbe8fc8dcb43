// Command voluntech is the whole product in one binary: PocketBase with the
// Voluntech hooks, migrations and the embedded React app.
package main

import (
	"embed"
	"io/fs"
	"log"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/osutils"

	"voluntech/hooks"
	"voluntech/hooks/commands"
	"voluntech/hooks/config"
	"voluntech/hooks/directory"
	"voluntech/hooks/engagements"
	"voluntech/hooks/replica"
	"voluntech/hooks/web"
	_ "voluntech/pb_migrations"
)

//go:embed all:pb_public
var public embed.FS

func main() {
	// pocketbase.New's defaults, plus: with a replica, Litestream rather
	// than SQLite checkpoints the WAL.
	app := pocketbase.NewWithConfig(pocketbase.Config{
		DefaultDev: osutils.IsProbablyGoRun(),
		DBConnect:  replica.DBConnect(config.FromEnv()),
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		Dir:          "pb_migrations",
		TemplateLang: migratecmd.TemplateLangGo,
	})

	hooks.Register(app)
	commands.Register(app)

	ui, err := fs.Sub(public, "pb_public")
	if err != nil {
		log.Fatal(err)
	}
	// Public pages with their own preview tags: profiles, certificates.
	web.ServeUI(app, ui, web.WithMeta(config.FromEnv().AppURL, func(app core.App, path string) *web.Meta {
		if m := directory.PageMeta(app, path); m != nil {
			return m
		}
		return engagements.PageMeta(app, path)
	}))

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}
