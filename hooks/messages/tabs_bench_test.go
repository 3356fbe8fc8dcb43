package messages_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// tabsApartEnv puts the benchmark's tabs in a second process (the test
// binary again, told by tabsChildEnv to be the tabs): the server process
// then holds one descriptor a tab, not two, which is what lets this
// container's limit of 20,000 hold 10,000 tabs.
const (
	tabsApartEnv = "MESSAGES_BENCH_TABS_APART"
	tabsChildEnv = "MESSAGES_BENCH_TABS_CHILD"
)

// TestMain runs the tabs of a benchmark when the benchmark started this
// binary for them, and the package's tests otherwise.
func TestMain(m *testing.M) {
	if os.Getenv(tabsChildEnv) == "1" {
		if err := tabsChild(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// tabSpec is one browser tab: whose, with what token, subscribed to what.
type tabSpec struct {
	User   string   `json:"user"`
	Token  string   `json:"token"`
	Topics []string `json:"topics"`
}

// arrivedFunc is told of each benchmark message (a body starting "bench ")
// that reaches a tab on the wildcard topic, with the time it arrived.
type arrivedFunc func(user, body string, at time.Time)

// benchBody is the body of a benchmark message on the wildcard topic, or "".
func benchBody(event, wildcard string, data []byte) string {
	if event != wildcard {
		return ""
	}
	var m struct {
		Record struct {
			Body string `json:"body"`
		} `json:"record"`
	}
	if json.Unmarshal(data, &m) != nil || !strings.HasPrefix(m.Record.Body, "bench ") {
		return ""
	}
	return m.Record.Body
}

// tabsHere connects the tabs in this process, 20 at a time; the function
// it returns closes them.
func tabsHere(ctx context.Context, serverURL, wildcard string, specs []tabSpec, arrived arrivedFunc) (func(), error) {
	var (
		mu      sync.Mutex
		closers []io.Closer
		first   error
		wg      sync.WaitGroup
	)
	sem := make(chan struct{}, 20)
	for _, sp := range specs {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			c, err := sseStream(ctx, serverURL, sp.Token, sp.Topics, func(event string, data []byte) {
				if body := benchBody(event, wildcard, data); body != "" {
					arrived(sp.User, body, time.Now())
				}
			})
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if first == nil {
					first = err
				}
				return
			}
			closers = append(closers, c)
		})
	}
	wg.Wait()
	closeAll := func() {
		for _, c := range closers {
			c.Close()
		}
	}
	if first != nil {
		closeAll()
		return nil, first
	}
	return closeAll, nil
}

// tabsApart starts the tabs in a second process and returns once they are
// connected, with the function that ends them. The child reads the
// server's address, the wildcard and the tabs on its input, says "ready"
// when every tab is subscribed, then writes a line a benchmark message
// (user, body, arrival time in Unix nanoseconds, tab-separated; both
// processes share the clock) until its input ends: when the function is
// called, or when this process ends in any way.
func tabsApart(serverURL, wildcard string, specs []tabSpec, arrived arrivedFunc) (func(), error) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), tabsChildEnv+"=1")
	cmd.Stderr = os.Stderr
	cmd.WaitDelay = 5 * time.Second
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	end := func() {
		in.Close()
		_ = cmd.Wait()
	}
	enc := json.NewEncoder(in)
	_ = enc.Encode([]string{serverURL, wildcard})
	for _, sp := range specs {
		if err := enc.Encode(sp); err != nil {
			end()
			return nil, err
		}
	}
	_ = enc.Encode(tabSpec{}) // the end of the list
	lines := bufio.NewScanner(out)
	if !lines.Scan() || lines.Text() != "ready" {
		end()
		return nil, fmt.Errorf("the tabs' process did not connect them: %q %v", lines.Text(), lines.Err())
	}
	go func() {
		for lines.Scan() {
			f := strings.Split(lines.Text(), "\t")
			if len(f) != 3 {
				continue
			}
			ns, err := strconv.ParseInt(f[2], 10, 64)
			if err == nil {
				arrived(f[0], f[1], time.Unix(0, ns))
			}
		}
	}()
	return end, nil
}

// tabsChild is the second process of tabsApart.
func tabsChild(in io.Reader, out io.Writer) error {
	dec := json.NewDecoder(in)
	var head []string
	if err := dec.Decode(&head); err != nil || len(head) != 2 {
		return fmt.Errorf("tabs: no server and wildcard: %v", err)
	}
	var specs []tabSpec
	for {
		var sp tabSpec
		if err := dec.Decode(&sp); err != nil {
			return err
		}
		if sp.User == "" {
			break // the end of the list
		}
		specs = append(specs, sp)
	}
	var mu sync.Mutex
	w := bufio.NewWriter(out)
	closeTabs, err := tabsHere(context.Background(), head[0], head[1], specs, func(user, body string, at time.Time) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "%s\t%s\t%d\n", user, body, at.UnixNano())
		w.Flush()
	})
	if err != nil {
		return err
	}
	defer closeTabs()
	mu.Lock()
	fmt.Fprintln(w, "ready")
	w.Flush()
	mu.Unlock()
	_, _ = io.Copy(io.Discard, in) // until the benchmark closes the input or ends
	return nil
}
