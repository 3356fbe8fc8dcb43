// Package commands adds Voluntech's own subcommands to the binary.
package commands

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"voluntech/hooks/formx"
	"voluntech/hooks/replica"
)

// exit ends the process (a variable so tests can see the status).
var exit = os.Exit

// Register adds `superadmin`, `demo`, `seed` and `restore` to the root command.
func Register(app *pocketbase.PocketBase) {
	app.RootCmd.AddCommand(&cobra.Command{
		Use:   "superadmin EMAIL",
		Short: "Grant the superadmin role to an existing user",
		Args:  cobra.ExactArgs(1),
		// PocketBase ignores a command's error (the exit status stays 0), so
		// a failure is printed here, without the usage text that would bury
		// it, and ends the process with status 1.
		SilenceUsage:  true,
		SilenceErrors: true,
		Run: func(cmd *cobra.Command, args []string) {
			err := app.RunAllMigrations()
			if err == nil {
				err = RunSuperadmin(app, strings.TrimSpace(args[0]), cmd.OutOrStdout())
			}
			if err != nil {
				fmt.Fprintln(cmd.ErrOrStderr(), "Error:", err)
				exit(1)
			}
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
		Short: "Add synthetic volunteers and companies with finished profiles, and opportunities (benchmarks, trials)",
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
	seedCmd.Flags().IntVar(&seed.Opportunities, "opportunities", 0, "number of opportunities to add (posted by the companies)")
	seedCmd.Flags().Uint64Var(&seed.RandSeed, "rand", 0, "random seed, for the same data on every run (0: random)")
	app.RootCmd.AddCommand(seedCmd)

	app.RootCmd.AddCommand(replica.Command(exit))
}

// RunSuperadmin grants the superadmin role to the user with this email and
// writes what it did to out; an unknown email is an error that names it.
func RunSuperadmin(app core.App, email string, out io.Writer) error {
	u, err := app.FindAuthRecordByEmail("users", email)
	if err != nil {
		return fmt.Errorf("no user with the email %q: sign up first, then run this again", email)
	}
	who := fmt.Sprintf("%s (%s)", u.Email(), u.GetString("username"))
	if u.GetString("role") == "superadmin" && u.Verified() {
		fmt.Fprintf(out, "%s is already a superadmin; nothing changed.\n", who)
		return nil
	}
	was := u.GetString("role")
	// The command runs beside a live server: a write the server commits
	// between this transaction's read and its write makes SQLite answer
	// busy at once (a stale snapshot), so the grant is tried again.
	for attempt := 1; ; attempt++ {
		err := GrantSuperadmin(app, u.Email())
		if err == nil {
			break
		}
		if !formx.IsBusy(err) || attempt == 10 {
			return err
		}
		time.Sleep(time.Duration(attempt) * 100 * time.Millisecond)
	}
	fmt.Fprintf(out, "%s was a %s and is now a superadmin. Sign in at /login to open /system/dashboard.\n", who, was)
	return nil
}
