#!/usr/bin/env bash
# PostgreSQL for the application state (LOADLINE_DATABASE_URL): Debian's postgresql 15.
#
#   scripts/ensure-postgres.sh              installs postgresql-15 when no server is found (apt-get, as
#                                           root or with sudo); prints the folder of its programs
#   scripts/ensure-postgres.sh --start      also creates and starts a throwaway cluster, its data and
#                                           unix socket in a new temporary folder (no TCP port; fsync
#                                           off: for tests and local runs only); prints
#                                           `postgres://postgres@localhost/postgres?host=DIR` (the socket in DIR) and `dir=DIR` on
#                                           its last lines
#   scripts/ensure-postgres.sh --stop DIR   stops the cluster of DIR and removes DIR
#
# initdb and postgres refuse to run as root: as root, they run as the `postgres` user the package
# creates, in a folder that user owns.
set -euo pipefail

find_bin() {
  # The newest installed server's programs (Debian keeps them out of PATH).
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && { echo "$d"; return; }
  done
  local initdb; initdb="$(command -v initdb 2>/dev/null || true)"
  [ -n "$initdb" ] && dirname "$initdb"
  true
}

BIN="$(find_bin)"
if [ -z "$BIN" ]; then
  echo "› installing Debian's postgresql-15" >&2
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null || $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  BIN="$(find_bin)"
  [ -n "$BIN" ] || { echo "PostgreSQL could not be installed" >&2; exit 1; }
fi

# Runs a server program as the postgres user when we are root, else as ourselves.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  --start)
    if [ "$(id -u)" -eq 0 ]; then
      DIR="$(runuser -u postgres -- mktemp -d "/tmp/loadline-pg-XXXXXX")"
    else
      DIR="$(mktemp -d "${TMPDIR:-/tmp}/loadline-pg-XXXXXX")"
    fi
    as_owner "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$DIR/initdb.log" 2>&1 \
      || as_owner "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-sync >"$DIR/initdb.log" 2>&1 \
      || { echo "initdb failed (log: $DIR/initdb.log)" >&2; cat "$DIR/initdb.log" >&2; exit 1; }
    # Unix socket only, in DIR; durability off (a throwaway cluster).
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
      -o "-c listen_addresses='' -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2 \
      || { echo "PostgreSQL did not start (log: $DIR/server.log)" >&2; cat "$DIR/server.log" >&2 || true; exit 1; }
    chmod 755 "$DIR"
    echo "postgres://postgres@localhost/postgres?host=$DIR"
    echo "dir=$DIR"
    ;;
  --stop)
    DIR="${2:?usage: ensure-postgres.sh --stop DIR}"
    [ -d "$DIR/data" ] && as_owner "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  *)
    echo "$BIN"
    ;;
esac
