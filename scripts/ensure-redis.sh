#!/usr/bin/env bash
# Redis for the pricing job queue (LOADLINE_REDIS_URL): Debian's redis-server 7.
#
#   scripts/ensure-redis.sh               installs redis-server when absent (apt-get, as root or with sudo)
#   scripts/ensure-redis.sh --start PORT  also starts a throwaway instance on 127.0.0.1:PORT, its data in
#                                         a new temporary folder, no persistence; prints
#                                         `redis://127.0.0.1:PORT` and `pid=... dir=...` on its last lines.
#                                         Stop it with `kill PID` and remove DIR.
set -euo pipefail

find_server() {
  command -v redis-server 2>/dev/null || { [ -x /usr/bin/redis-server ] && echo /usr/bin/redis-server; } || true
}

SERVER="$(find_server)"
if [ -z "$SERVER" ]; then
  echo "› installing Debian's redis-server" >&2
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  # The package starts a system service where systemd runs; the throwaway instances below do not use it.
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  SERVER="$(find_server)"
  [ -n "$SERVER" ] || { echo "redis-server could not be installed" >&2; exit 1; }
fi

if [ "${1:-}" = "--start" ]; then
  PORT="${2:?usage: ensure-redis.sh --start PORT}"
  DIR="$(mktemp -d "${TMPDIR:-/tmp}/loadline-redis-XXXXXX")"
  # No snapshots, no append-only file: the instance and its folder are thrown away after use.
  "$SERVER" --port "$PORT" --bind 127.0.0.1 --dir "$DIR" --save '' --appendonly no --daemonize yes \
    --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >&2
  for _ in $(seq 1 100); do
    [ -s "$DIR/redis.pid" ] && redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
    sleep 0.05
  done
  redis-cli -p "$PORT" ping >/dev/null 2>&1 || { echo "redis-server did not start on port $PORT (log: $DIR/redis.log)" >&2; exit 1; }
  echo "redis://127.0.0.1:$PORT"
  echo "pid=$(cat "$DIR/redis.pid") dir=$DIR"
fi
