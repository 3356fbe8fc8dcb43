// Command benchwrite measures the volunteer-side writes of a running
// Voluntech server on this machine (a seeded data folder, rate limits
// turned off by the operator for the run): it signs in seeded volunteers
// as a well-behaved client (a 429 is retried after its Retry-After), then
// runs concurrent clients for a duration, each saving a mix of writes
// (the aspiration step, the achievement step, an application to an open
// opportunity; with seeded companies signed in too: a company's stage
// move of an application, a message in a volunteer's conversation with
// its company, either side, and hours logged by a volunteer on an active
// engagement), and prints p50, p95, p99, writes per second and errors per
// kind of write, and the server's CPU time per write when given its pid.
// Optionally one more client reads the public opportunity search while the
// writers run, timed on its own: as fast as it is answered, or with
// -search-rate that many searches a second, each timed from when it was
// due. With -rate the clients offer that many writes a second between them
// instead of writing as fast as they are answered, and each write is timed
// from when it was due: the latencies at that load, rather than at the most
// the server can take.
//
// Any answer but the write's success status is an error in the report.
// It only talks to a loopback address.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"voluntech/tools/benchkit"
)

func main() {
	srv := benchkit.ServerFlags("superuser email: lists the seeded volunteers' emails", "server process id, for its CPU time per write")
	clients := flag.Int("c", 8, "concurrent writing clients")
	users := flag.Int("users", 64, "seeded volunteers to sign in (shared out among the clients, each used by one client only)")
	companies := flag.Int("companies", 32, "seeded companies to sign in for the stage, message and hours writes (shared out like the volunteers)")
	dur := flag.Duration("d", 30*time.Second, "how long the writers run")
	mix := flag.String("mix", "aspiration=1", "the writes and their weights: aspiration, achievement, apply, stage, message, hours (e.g. aspiration=3,achievement=1,apply=2,stage=2,message=3,hours=1)")
	rate := flag.Float64("rate", 0, "writes a second the clients offer together, paced, each timed from when it was due; 0: each client writes again as soon as answered (the most the server does)")
	search := flag.Bool("search", false, "one more client reads GET /api/opportunities/search while the writers run")
	searchRate := flag.Float64("search-rate", 0, "with -search: searches a second the reader offers, paced, each timed from when it was due; 0: it searches again as soon as answered (takes whatever CPU the writers leave)")
	seedPassword := flag.String("password", "Voluntech-seed-1", "the seeded accounts' password (commands.SeedPassword)")
	flag.Parse()
	cfg := config{
		base: *srv.Base, clients: *clients, users: *users, companies: *companies, dur: *dur, rate: *rate, search: *search, searchRate: *searchRate,
		suEmail: *srv.SuEmail, suPassword: *srv.SuPassword, password: *seedPassword, pid: *srv.PID,
	}
	var err error
	if cfg.mix, err = parseMix(*mix); err == nil {
		err = run(cfg)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchwrite:", err)
		os.Exit(1)
	}
}

type config struct {
	base                string
	clients, users, pid int
	companies           int
	dur                 time.Duration
	rate                float64 // writes a second offered together; 0: closed loop
	mix                 mix
	search              bool
	searchRate          float64 // searches a second offered by the reader; 0: closed loop
	suEmail, suPassword string
	password            string
}
