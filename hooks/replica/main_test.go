package replica_test

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/pocketbase/pocketbase"

	"voluntech/hooks"
	"voluntech/hooks/commands"
	"voluntech/hooks/config"
	"voluntech/hooks/replica"
	_ "voluntech/pb_migrations"
)

// childEnv makes the test binary play `voluntech` (main.go without the
// embedded browser app) with the arguments in it, as JSON: the drill kills
// and restarts real processes without building the binary again.
const childEnv = "VOLUNTECH_DRILL_ARGS"

func TestMain(m *testing.M) {
	if raw := os.Getenv(childEnv); raw != "" {
		var args []string
		if err := json.Unmarshal([]byte(raw), &args); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		// PocketBase reads --dir from os.Args as it is made.
		os.Args = append([]string{os.Args[0]}, args...)
		app := pocketbase.NewWithConfig(pocketbase.Config{
			HideStartBanner: true,
			DBConnect:       replica.DBConnect(config.FromEnv()),
		})
		hooks.Register(app)
		commands.Register(app)
		if err := app.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}
