// Package commands adds Voluntech's own subcommands to the binary.
package commands

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"
)

// Register adds `superadmin`, `demo` and `seed` to the root command.
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

	var seed SeedOptions
	seedCmd := &cobra.Command{
		Use:   "seed",
		Short: "Add synthetic volunteers and companies with finished profiles (benchmarks, trials)",
		Long: "Add synthetic volunteers and companies with finished profiles, for benchmarks and trials.\n" +
			"Run it while the server is stopped: a large seed drops and rebuilds indexes, and a running\n" +
			"server only learns of changes made through itself. Every seeded account's password is " + SeedPassword + ".",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			seed.Log = cmd.OutOrStdout()
			return Seed(app, seed)
		},
	}
	seedCmd.Flags().IntVar(&seed.Volunteers, "volunteers", 0, "number of volunteers to add")
	seedCmd.Flags().IntVar(&seed.Companies, "companies", 0, "number of companies to add")
	seedCmd.Flags().Uint64Var(&seed.RandSeed, "rand", 0, "random seed, for the same data on every run (0: random)")
	app.RootCmd.AddCommand(seedCmd)
}
