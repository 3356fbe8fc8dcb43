package security

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// bindSettings gives PocketBase's settings the product's name and URL at
// every start, so its own mails never say "Acme" or link to localhost.
func bindSettings(app core.App, cfg config.Config) {
	if app.IsBootstrapped() {
		// A test app is bootstrapped before the hooks are registered.
		if err := applySettings(app, cfg); err != nil {
			app.Logger().Error("saving the app settings failed", "error", err)
		}
		return
	}
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return applySettings(e.App, cfg)
	})
}

func applySettings(app core.App, cfg config.Config) error {
	s := app.Settings()
	if s.Meta.AppName == AppName && s.Meta.AppURL == cfg.AppURL &&
		s.Meta.SenderName == AppName && s.Meta.SenderAddress == cfg.MailFrom {
		return nil
	}
	s.Meta.AppName = AppName
	s.Meta.AppURL = cfg.AppURL
	s.Meta.SenderName = AppName
	s.Meta.SenderAddress = cfg.MailFrom
	return app.Save(s)
}
