#!/usr/bin/env bash
# Measures the public pages with Lighthouse (mobile, its default throttling)
# against the built binary: builds, seeds the demo data into a temporary data
# directory, serves it on a free loopback port and prints one line per page:
# performance and accessibility scores, first contentful paint, largest
# contentful paint, total blocking time and the bytes the browser received
# (compressed, as sent on the wire).
#
#   scripts/lighthouse.sh                 # build, then measure every page
#   NO_BUILD=1 scripts/lighthouse.sh      # measure the binary already in bin/
#   RUNS=3 scripts/lighthouse.sh          # median of 3 runs per page
#   KEEP=1 scripts/lighthouse.sh          # keep the JSON reports
#   ONLY='^/company' scripts/lighthouse.sh # the pages matching a pattern
#   CHROMIUM=/path/to/chrome scripts/lighthouse.sh
#   BIN=/tmp/before/voluntech NO_BUILD=1 scripts/lighthouse.sh # another build,
#                                         # to compare two in the same run
#   TLS=1 scripts/lighthouse.sh           # over HTTPS and HTTP/2, as a deployed
#                                         # server is reached (tools/tlsproxy)
#   SIGNED_IN=1 scripts/lighthouse.sh     # the signed-in pages instead, each on
#                                         # the first visit after signing in
#                                         # (empty cache) and on a later visit
#                                         # (scripts/lighthouse-signed-in.mjs;
#                                         # VISITS=first measures one of them)
#
# Goals: performance >= 95 and accessibility 100 on every page, and at most
# 200 KB on the wire for /. Scores depend on the machine's load; the bytes
# do not.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false

chromium=${CHROMIUM:-/usr/bin/chromium}
runs=${RUNS:-1}
. scripts/scratch.sh lighthouse

if [ "${NO_BUILD:-}" != 1 ]; then
  make --no-print-directory build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
fi
app=${BIN:-bin/voluntech}
test -x "$app" || { echo "$app is missing: run make build" >&2; exit 1; }
test -x "$chromium" || { echo "no Chromium at $chromium (make chromium installs Debian's)" >&2; exit 1; }

freeport() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
port=$(freeport)
base="http://127.0.0.1:$port"
# The helpers started below (the mail sink, the TLS proxy) stop with the
# script; cleanup stops the server.
helpers=""
trap 'kill $helpers 2>/dev/null || true; cleanup' EXIT INT TERM
if [ "${SIGNED_IN:-}" = 1 ]; then
  # The superadmin's sign-in needs its emailed code: mail goes to the sink.
  test -x bin/mailsink || { echo "bin/mailsink is missing: run make build" >&2; exit 1; }
  smtp=$(freeport) sinkport=$(freeport)
  bin/mailsink -smtp "127.0.0.1:$smtp" -http "127.0.0.1:$sinkport" >"$work/sink.log" 2>&1 &
  helpers="$helpers $!"
  export SMTP_HOST=127.0.0.1 SMTP_PORT=$smtp SMTP_TLS=false
fi
# --dev=false: the binary in bin/ would be production anyway, but a data
# directory under /tmp must not switch on development logging either.
export APP_URL=$base
"$app" demo --dir "$work/data" --dev=false >"$work/demo.log"
"$app" serve --http "127.0.0.1:$port" --dir "$work/data" --dev=false >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "$base/api/health" 2>/dev/null && break
  sleep 0.1
done

# TLS=1: measure what a browser receives from a deployment (README,
# "Deployment": a TLS reverse proxy or the binary's own certificate), over
# HTTPS and HTTP/2 through tools/tlsproxy, rather than plain HTTP/1.1.
if [ "${TLS:-}" = 1 ]; then
  go build -trimpath -o "$work/tlsproxy" ./tools/tlsproxy
  tlsport=$(freeport)
  "$work/tlsproxy" -listen "127.0.0.1:$tlsport" -to "$base" >"$work/proxy.log" 2>&1 &
  helpers="$helpers $!"
  base="https://127.0.0.1:$tlsport"
  for _ in $(seq 1 100); do
    curl -kfsS -o /dev/null "$base/api/health" 2>/dev/null && break
    sleep 0.1
  done
  # The certificate is the proxy's own: the scripts' requests and the
  # browser accept it.
  export NODE_TLS_REJECT_UNAUTHORIZED=0 LIGHTHOUSE_TLS=1
fi

if [ "${SIGNED_IN:-}" = 1 ]; then
  echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $("$chromium" --version 2>/dev/null | head -1)"
  node scripts/lighthouse-signed-in.mjs "$base" "http://127.0.0.1:$sinkport" "$chromium" "$runs" "$work" "${ONLY:-}" "${VISITS:-first,later}"
  exit
fi

# The demo data's own records: the first open opportunity, volunteer and
# company the public lists show.
first() { curl -kfsS "$base$1" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const j=JSON.parse(s);console.log(j.items[0]['$2'])})"; }
opportunity=$(first "/api/collections/opportunities/records?perPage=1&sort=-created&filter=status%3D'open'" id)
volunteer=$(first "/api/directory/volunteers?perPage=1" username)
company=$(first "/api/directory/companies?perPage=1" username)

pages=(/ /login /volunteers /companies /opportunities "/opportunities/$opportunity" "/volunteer/$volunteer" "/company/$company")
# ONLY=/volunteers (a regular expression) measures the matching pages only.
if [ -n "${ONLY:-}" ]; then
  mapfile -t pages < <(printf '%s\n' "${pages[@]}" | grep -E "$ONLY")
fi

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)," \
  "lighthouse $(npx --no-install lighthouse --version), $("$chromium" --version 2>/dev/null | head -1)"
printf '%-34s %5s %5s %8s %8s %7s %9s\n' page perf a11y FCP LCP TBT bytes
for p in "${pages[@]}"; do
  reports=()
  for r in $(seq 1 "$runs"); do
    out="$work/report-$(echo "$p" | tr -c 'a-zA-Z0-9\n' '_')-$r.json"
    CHROME_PATH=$chromium npx --no-install lighthouse "$base$p" \
      --quiet --output=json --output-path="$out" \
      --only-categories=performance,accessibility \
      --chrome-flags="--headless --no-sandbox${LIGHTHOUSE_TLS:+ --ignore-certificate-errors}" >/dev/null 2>"$work/lighthouse.log" ||
      { cat "$work/lighthouse.log" >&2; exit 1; }
    reports+=("$out")
  done
  node - "$p" "${reports[@]}" <<'EOF'
const fs = require('node:fs');
const [page, ...files] = process.argv.slice(2);
const runs = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
// The run with the median performance score stands for the page.
runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
const r = runs[Math.floor(runs.length / 2)];
const a = (id) => r.audits[id].numericValue;
const score = (c) => Math.round(r.categories[c].score * 100);
const s = (ms) => (ms / 1000).toFixed(2) + ' s';
console.log(
  page.padEnd(34),
  String(score('performance')).padStart(5),
  String(score('accessibility')).padStart(5),
  s(a('first-contentful-paint')).padStart(8),
  s(a('largest-contentful-paint')).padStart(8),
  (Math.round(a('total-blocking-time')) + ' ms').padStart(7),
  (Math.round(a('total-byte-weight') / 1024) + ' KiB').padStart(9),
);
EOF
done
