package replica

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/spf13/cobra"

	"voluntech/hooks/config"
)

// Restore rebuilds a data folder in dir from the replica: every database as
// of its latest replicated transaction, or as of at when it is not zero.
// dir must be missing or empty, so a restore never overwrites live data.
// A database the replica does not hold (auxiliary.db holds only logs and is
// created empty on start) is skipped and named in the log.
func Restore(ctx context.Context, cfg config.Config, dir string, at time.Time, log io.Writer) error {
	if cfg.ReplicaURL == "" {
		return errors.New("REPLICA_URL is not set: say which replica to restore from")
	}
	if err := ensureEmpty(dir); err != nil {
		return err
	}
	restored := 0
	for _, name := range Databases {
		client, err := NewClient(cfg.ReplicaURL, cfg.ReplicaEndpoint, name)
		if err != nil {
			return err
		}
		if err := client.Init(ctx); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		rep := litestream.NewReplicaWithClient(nil, client)
		opt := litestream.NewRestoreOptions()
		opt.OutputPath = filepath.Join(dir, name)
		opt.Timestamp = at
		opt.IntegrityCheck = litestream.IntegrityCheckQuick
		start := time.Now()
		err = rep.Restore(ctx, opt)
		if errors.Is(err, litestream.ErrNoSnapshots) || errors.Is(err, litestream.ErrTxNotAvailable) {
			fmt.Fprintf(log, "%s: nothing in the replica%s, skipped\n", name, asOf(at))
			continue
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		// Litestream leaves a sidecar naming the restored transaction; the
		// folder is to be served as is.
		_ = os.Remove(litestream.TXIDPath(opt.OutputPath))
		restored++
		fmt.Fprintf(log, "%s: restored%s in %s\n", name, asOf(at), time.Since(start).Round(time.Millisecond))
	}
	if restored == 0 {
		return fmt.Errorf("the replica at %s holds no database%s", Redact(cfg.ReplicaURL), asOf(at))
	}
	return nil
}

func asOf(at time.Time) string {
	if at.IsZero() {
		return ""
	}
	return " as of " + at.UTC().Format(time.RFC3339)
}

// ensureEmpty creates dir, or accepts it when it exists and holds nothing.
func ensureEmpty(dir string) error {
	if dir == "" {
		return errors.New("--to is required: the folder to rebuild")
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("%s is not empty: restore into a new or empty folder, then serve it with --dir", dir)
	}
	return nil
}

// Command is `voluntech restore --to DIR [--timestamp T]`.
func Command(exit func(int)) *cobra.Command {
	var to, ts string
	cmd := &cobra.Command{
		Use:   "restore",
		Short: "Rebuild a data folder from the replica at REPLICA_URL (latest, or as of --timestamp)",
		Long: "Rebuild a data folder from the replica at REPLICA_URL (REPLICA_ENDPOINT and the AWS_*\n" +
			"variables as for serve). The folder must be new or empty. Serve it with --dir DIR.",
		Args:          cobra.NoArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		Run: func(cmd *cobra.Command, args []string) {
			err := runRestore(cmd, to, ts)
			if err != nil {
				fmt.Fprintln(cmd.ErrOrStderr(), "Error:", err)
				exit(1)
			}
		},
	}
	cmd.Flags().StringVar(&to, "to", "", "folder to rebuild (new or empty)")
	cmd.Flags().StringVar(&ts, "timestamp", "", "point in time to restore to, RFC 3339 (2026-11-23T10:00:00Z); latest when empty")
	return cmd
}

func runRestore(cmd *cobra.Command, to, ts string) error {
	var at time.Time
	if ts != "" {
		var err error
		if at, err = time.Parse(time.RFC3339Nano, ts); err != nil {
			return fmt.Errorf("--timestamp %q is not an RFC 3339 time such as 2026-11-23T10:00:00Z", ts)
		}
	}
	start := time.Now()
	if err := Restore(cmd.Context(), config.FromEnv(), to, at, cmd.OutOrStdout()); err != nil {
		return err
	}
	fmt.Fprintf(cmd.OutOrStdout(), "Restored into %s in %s. Start it with: voluntech serve --dir %s\n",
		to, time.Since(start).Round(time.Millisecond), to)
	return nil
}
