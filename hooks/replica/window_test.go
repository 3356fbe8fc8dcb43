package replica_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"voluntech/hooks/commands"
)

// TestRestoreWindow measures the recovery point the README states: how
// old an acknowledged write can be and still be missing from a restore
// taken after a crash (kill -9, no restart of the crashed server). It runs
// only with RESTORE_WINDOW=1 (RESTORE_WINDOW_RUNS crashes, default 3):
//
//	RESTORE_WINDOW=1 go test ./hooks/replica/ -run TestRestoreWindow -v -timeout 20m
//
// One volunteer saves the aspiration step as fast as the server answers
// ("window N" in about), rate limits off for the run as an operator's
// benchmark would set them; the server is killed at a random moment, the
// replica restored, and the restored profile says the last write it holds.
// The oldest acknowledged write after it is the window of that crash.
func TestRestoreWindow(t *testing.T) {
	if os.Getenv("RESTORE_WINDOW") != "1" {
		t.Skip("set RESTORE_WINDOW=1 to measure the restore window")
	}
	runs := 3
	if n, err := strconv.Atoi(os.Getenv("RESTORE_WINDOW_RUNS")); err == nil && n > 0 {
		runs = n
	}
	var windows []time.Duration
	for i := range runs {
		w, lost, acked := restoreWindowOnce(t, i)
		t.Logf("crash %d: %d acknowledged writes, %d missing after the restore, oldest missing acknowledged %s before the kill",
			i+1, acked, lost, w.Round(time.Millisecond))
		windows = append(windows, w)
	}
	slices.Sort(windows)
	t.Logf("restore window over %d crashes: median %s, max %s", len(windows),
		windows[len(windows)/2].Round(time.Millisecond), windows[len(windows)-1].Round(time.Millisecond))
}

func restoreWindowOnce(t *testing.T, run int) (window time.Duration, lost, acked int) {
	root := t.TempDir()
	data, replicaDir := filepath.Join(root, "data"), filepath.Join(root, "replica")
	env := []string{
		"REPLICA_URL=file://" + replicaDir,
		"CREDENTIAL_KEY_SECRET=window-credential-secret",
		"TMPDIR=" + root,
	}
	mustRun(t, env, "seed", "--dir", data, "--volunteers", "20", "--companies", "2", "--opportunities", "2", "--rand", fmt.Sprint(30+run))
	mustRun(t, env, "superuser", "upsert", "window@example.com", "Window-password-1", "--dir", data)
	srv := startServer(t, env, data)

	admin := srv.postJSON(t, "/api/collections/_superusers/auth-with-password", "",
		map[string]any{"identity": "window@example.com", "password": "Window-password-1"}, http.StatusOK)["token"].(string)
	b, _ := json.Marshal(map[string]any{"rateLimits": map[string]any{"enabled": false}})
	if status, raw := srv.do(t, http.MethodPatch, "/api/settings", admin, "application/json", bytes.NewReader(b)); status != http.StatusOK {
		t.Fatalf("rate limits off: %d %s", status, raw)
	}
	username := srv.get(t, "/api/directory/volunteers?perPage=1", "")["items"].([]any)[0].(map[string]any)["username"].(string)
	token := srv.login(t, username, commands.SeedPassword)
	srv.waitReplicated(t)

	// Writes until a random moment 3 to 6 s in, then the power cut.
	ackAt := []time.Time{}
	killAt := time.Now().Add(3*time.Second + rand.N(3*time.Second))
	for time.Now().Before(killAt) {
		n := len(ackAt)
		body, _ := json.Marshal(map[string]any{
			"about": fmt.Sprintf("window %d", n), "aspirations": "Measure the window.", "opportunity": "Any.",
		})
		status, raw := srv.do(t, http.MethodPost, "/api/volunteer/aspiration", token, "application/json", bytes.NewReader(body))
		if status != http.StatusOK {
			t.Fatalf("write %d: %d %s", n, status, raw)
		}
		ackAt = append(ackAt, time.Now())
	}
	killed := time.Now()
	srv.kill(t)

	restored := filepath.Join(root, "restored")
	mustRun(t, env, "restore", "--to", restored)
	srv = startServer(t, env, restored)
	token = srv.login(t, username, commands.SeedPassword)
	about, _ := srv.get(t, "/api/volunteer/profile", token)["profile"].(map[string]any)["about"].(string)
	last := -1
	if rest, ok := strings.CutPrefix(about, "window "); ok {
		last, _ = strconv.Atoi(rest)
	}
	acked = len(ackAt)
	if last+1 < acked {
		return killed.Sub(ackAt[last+1]), acked - last - 1, acked
	}
	return 0, 0, acked
}
