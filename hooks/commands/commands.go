// Package commands adds Voluntech's own subcommands to the binary.
package commands

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"
)

// Register adds `superadmin` and `demo` to the root command.
func Register(app *pocketbase.PocketBase) {
	app.RootCmd.AddCommand(&cobra.Command{
		Use:   "superadmin EMAIL",
		Short: "Grant the superadmin role to an existing user",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			email := strings.TrimSpace(args[0])
			if err := GrantSuperadmin(app, email); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s is now a superadmin. Sign in at /login to open /system/dashboard.\n", email)
			return nil
		},
	})

	app.RootCmd.AddCommand(&cobra.Command{
		Use:   "demo",
		Short: "Create demo companies, volunteers and a superadmin (idempotent)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			logins, err := SeedDemo(app)
			if err != nil {
				return err
			}
			PrintLogins(cmd.OutOrStdout(), logins)
			return nil
		},
	})
}
