#!/usr/bin/env bash
# A start at scale (docs/scaling.md, "A restart at a million"): starts BIN
# on the data folder DATA (use a copy of a seeded folder: a start writes
# its snapshot and words files there), prints how long the first directory
# answer took and when the volunteers' search words were in memory, then
# the start-up work from the log. Run it twice to see a first start and a
# restart.
#
#   scripts/bench-restart.sh bin/voluntech /path/to/copy-of-data
#
# TIMELINE=30s also sends distinct volunteer searches (tools/benchdir's
# kind (e), CLIENTS=8 clients) from the first answer until that long after
# it, and prints their p50/p95/p99 window by window from the start: how the
# search answers while the words are read, and when it reaches full speed.
set -euo pipefail
bin=$1
data=$2
port=${PORT:-19150}
if [ -n "${TIMELINE:-}" ]; then
  tools=$(mktemp -d)
  trap 'rm -rf "$tools"' EXIT
  (cd "$(dirname "$0")/.." && GOTOOLCHAIN=local GOFLAGS=-buildvcs=false go build -o "$tools/benchdir" ./tools/benchdir)
fi
started=$(date +%s%N)
since=$((started / 1000000000))
"$bin" serve --http "127.0.0.1:$port" --dir "$data" >"$data/bench-restart.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -rf "${tools:-}"' EXIT
ms() { echo $((($(date +%s%N) - started) / 1000000)); }
for _ in $(seq 1 12000); do curl -fs "http://127.0.0.1:$port/api/directory/volunteers" >/dev/null 2>&1 && break; sleep 0.05; done
echo "first directory answer after $(ms) ms, load average $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "${TIMELINE:-}" ]; then
  "$tools/benchdir" -base "http://127.0.0.1:$port" -c "${CLIENTS:-8}" -timeline "$TIMELINE" -since $((started / 1000000))
  echo "load average after the timeline $(cut -d' ' -f1-3 /proc/loadavg)"
fi
logs() { sqlite3 "$data/auxiliary.db" "$1" 2>/dev/null || true; }
for _ in $(seq 1 1200); do
  n=$(logs "SELECT count(*) FROM _logs WHERE message LIKE 'directory search words read%' AND json_extract(data, '$.directory') = 'volunteer_directory' AND created > datetime($since, 'unixepoch')")
  [ "${n:-0}" -ge 1 ] && break
  sleep 0.5
done
echo "volunteer search words in memory after about $(ms) ms (the log is written in batches)"
sleep 5
logs "SELECT created, message, json_extract(data, '$.directory'), json_extract(data, '$.took'), json_extract(data, '$.replayed')
  FROM _logs WHERE created > datetime($since, 'unixepoch') AND message NOT LIKE 'GET %' ORDER BY created"
