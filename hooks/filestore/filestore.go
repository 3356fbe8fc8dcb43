// Package filestore puts uploaded files (photos, logos, attachments) on
// an S3-compatible store when S3_BUCKET is set, using PocketBase's own S3
// file storage.
//
// The settings come from the environment and are applied in memory on
// every (re)load of the app settings, so the S3 secret never reaches the
// database, and a restored database (see hooks/replica) finds its files
// where they always were. Without S3_BUCKET, PocketBase's settings decide
// (local pb_data/storage by default, or S3 set in the dashboard).
package filestore

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// Register applies cfg's S3 file storage whenever the settings load.
func Register(app core.App, cfg config.Config) {
	if cfg.S3Bucket == "" {
		return
	}
	apply := func(app core.App) {
		s := app.Settings()
		s.S3.Enabled = true
		s.S3.Bucket = cfg.S3Bucket
		s.S3.Region = cfg.S3Region
		s.S3.Endpoint = cfg.S3Endpoint
		s.S3.AccessKey = cfg.S3AccessKey
		s.S3.Secret = cfg.S3Secret
		s.S3.ForcePathStyle = cfg.S3ForcePathStyle
	}
	if app.IsBootstrapped() {
		apply(app)
	}
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		apply(e.App)
		return nil
	})
	app.OnSettingsReload().BindFunc(func(e *core.SettingsReloadEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		apply(e.App)
		return nil
	})
}
