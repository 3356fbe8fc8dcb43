# Sourced by the measuring scripts, from the repository root, with a name:
# makes the scratch directory $work and, on exit, stops the server whose pid
# the script put in $server and removes $work (KEEP=1 keeps it).
work=$(mktemp -d "${TMPDIR:-/tmp}/voluntech-$1.XXXXXX")
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  if [ "${KEEP:-}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT INT TERM
