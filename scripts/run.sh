#!/usr/bin/env bash
# Serves Voluntech locally: seeds the demo accounts once and, when no SMTP
# server is configured, starts the bundled mail sink so emailed links can be
# opened from http://127.0.0.1:8025/.
set -euo pipefail
app=$1 sink=$2 data=$3 http=$4

export APP_URL=${APP_URL:-http://$http}
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT INT TERM

if [ -z "${SMTP_HOST:-}" ]; then
  "$sink" -smtp 127.0.0.1:1025 -http 127.0.0.1:8025 &
  pids+=($!)
  export SMTP_HOST=127.0.0.1 SMTP_PORT=1025 SMTP_TLS=false
  sink_note="Emails (verification, password reset) arrive in the mail sink: http://127.0.0.1:8025/"
else
  sink_note="Emails go through $SMTP_HOST:${SMTP_PORT:-587}."
fi

mkdir -p "$data"
# Idempotent: creates the demo accounts the first time, then only lists them.
"$app" demo --dir "$data"

echo
echo "Voluntech:        $APP_URL"
echo "Admin dashboard:  $APP_URL/_/   (create the first dashboard superuser with: $app superuser upsert EMAIL PASS --dir $data)"
echo "$sink_note"
echo
"$app" serve --http "$http" --dir "$data" &
pids+=($!)
wait "${pids[-1]}"
