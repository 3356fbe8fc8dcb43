#!/usr/bin/env bash
# Benchmarks the public directory lists (issue 5) on this machine: builds
# the binary, seeds VOLUNTEERS volunteers and COMPANIES companies into a
# temporary data directory, serves it on a loopback port and measures it
# with tools/benchdir: 32 concurrent clients; p50, p95, p99 and requests per
# second for (a) a keyword with two filters and a sort, (b) filters only,
# (c) the first page, (d) the same keywords through PocketBase's records
# API with a `~` filter; and the server's peak memory.
#
#   scripts/bench-directory.sh [VOLUNTEERS] [COMPANIES]     default 1000000 20000
#   CLIENTS=32 REQUESTS=5000 MAX=60s KEEP=1 scripts/bench-directory.sh 200000
#   DATA=/path/kept/data scripts/bench-directory.sh     # reuse a seeded data dir
#
# KINDS=efg measures cache-missing requests instead: every request of
# (e) volunteers, (f) companies and (g) the opportunity search asks a new
# question (keyword, filters and sort never repeat); OPPORTUNITIES=N seeds
# that many opportunities too (default 100000 when g is asked for).
# Every run also prints how long the started server took to give its first
# directory answer (the in-memory columns load at start).
#
# Paired runs compare two builds on the same data, alternating, because
# on a shared machine the load moves between runs more than most changes:
#
#   BINS="/tmp/before /tmp/after" ROUNDS=3 DATA=/path KINDS=efg scripts/bench-directory.sh
#
# builds nothing, copies DATA once, and runs each binary in turn ROUNDS
# times (each keeps its own directory snapshot, so builds with different
# snapshot layouts do not throw each other's away), printing the load
# average before each run.
#
# (d) signs in as a superuser made only in the temporary data directory
# (`voluntech superuser upsert`): superusers pass every API rule, so the
# records API runs the `~` filter as it would for any reader the rules let
# in. Nothing outside the temporary directory changes; it is deleted at
# the end unless KEEP=1.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false

volunteers=${1:-1000000}
companies=${2:-20000}
clients=${CLIENTS:-32}
requests=${REQUESTS:-5000}
max=${MAX:-60s}
kinds=${KINDS:-abcd}
opportunities=${OPPORTUNITIES:-0}
case "$kinds" in *g*) [ "$opportunities" = 0 ] && opportunities=100000 ;; esac
. scripts/scratch.sh bench

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
  "$(awk '/MemTotal/ {printf "%.1f GB", $2/1048576}' /proc/meminfo) RAM, $(go version | cut -d' ' -f3)"

go build -o "$work/benchdir" ./tools/benchdir
if [ -n "${BINS:-}" ]; then
  [ -n "${DATA:-}" ] || { echo "BINS needs DATA"; exit 2; }
  read -r -a bins <<<"$BINS"
  cp "${bins[0]}" "$work/voluntech"
else
  go build -o "$work/voluntech" .
  bins=("$work/voluntech")
fi
# The binaries live in a temporary directory, which PocketBase takes for
# `go run` and so for development mode (every SQL statement logged):
# --dev=false keeps the production behaviour.
app() { "$work/voluntech" "$@" --dir "$work/data" --dev=false; }

if [ -n "${DATA:-}" ]; then
  cp -r "$DATA" "$work/data"
else
  start=$(date +%s)
  app seed --volunteers "$volunteers" --companies "$companies" --opportunities "$opportunities" --rand 42 >"$work/seed.log"
  tail -n 1 "$work/seed.log"
  echo "seed: $(( $(date +%s) - start ))s, data.db $(du -h "$work/data/data.db" | cut -f1)"
fi
password="Bench-$RANDOM$RANDOM-pass"
app superuser upsert bench@voluntech.test "$password" >/dev/null

# run BIN: starts BIN on the data, times its first directory answer,
# measures it and stops it.
run() {
  local bin=$1
  port=$(( 18000 + RANDOM % 1000 ))
  # Started directly (not through app), so $! is the server's own process id.
  started=$(date +%s%N)
  "$bin" serve --http "127.0.0.1:$port" --dir "$work/data" --dev=false >"$work/serve.log" 2>&1 &
  server=$!
  for _ in $(seq 1 600); do
    curl -fs "http://127.0.0.1:$port/api/directory/volunteers" >/dev/null 2>&1 && break
    sleep 0.05
  done
  echo "startup: first directory answer $(( ($(date +%s%N) - started) / 1000000 )) ms after the server started"
  # WARM=seconds waits before measuring: the search words' postings are
  # read in the background after a start (searches use FTS5 until then);
  # WARMS="0 300" gives each of BINS its own wait.
  local warm=${2:-${WARM:-0}}
  [ "$warm" = 0 ] || { sleep "$warm"; echo "measured after ${warm}s, load average $(cut -d' ' -f1-3 /proc/loadavg)"; }
  "$work/benchdir" -base "http://127.0.0.1:$port" -c "$clients" -n "$requests" -max "$max" -kinds "$kinds" \
    -su-email bench@voluntech.test -su-password "$password" -pid "$server"
  if ! kill -0 "$server" 2>/dev/null; then
    echo "the server stopped during the run; its log:"
    tail -n 20 "$work/serve.log"
  fi
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=""
}

if [ ${#bins[@]} = 1 ]; then
  run "${bins[0]}"
  exit 0
fi
# Each binary keeps its own snapshot folder between its runs.
for i in "${!bins[@]}"; do cp -r "$work/data/directory" "$work/snap.$i" 2>/dev/null || mkdir -p "$work/snap.$i"; done
rm -rf "$work/data/directory"
for round in $(seq 1 "${ROUNDS:-2}"); do
  for i in "${!bins[@]}"; do
    echo "=== round $round, ${bins[$i]}, load average $(cut -d' ' -f1-3 /proc/loadavg)"
    mv "$work/snap.$i" "$work/data/directory"
    read -r -a warms <<<"${WARMS:-}"
    run "${bins[$i]}" "${warms[$i]:-}"
    mv "$work/data/directory" "$work/snap.$i"
  done
done
