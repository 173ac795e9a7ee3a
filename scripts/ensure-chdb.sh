#!/usr/bin/env bash
# Installs chDB (ClickHouse in-process, npm `chdb`) into .chdb/ at the repository root, apart from
# the workspace's dependencies: its platform package (@chdb/lib-linux-x64-gnu, ~540 MB unpacked)
# is not part of what `npm start` installs. The ClickHouse parity tests, `pnpm e2e:chdb` and
# LOADLINE_TIMESERIES=chdb:<folder> load it from there (or from LOADLINE_CHDB_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
CHDB_VERSION=3.4.0
DIR="${LOADLINE_CHDB_DIR:-.chdb}"
if [ -f "$DIR/node_modules/chdb/package.json" ] && grep -q "\"version\": \"$CHDB_VERSION\"" "$DIR/node_modules/chdb/package.json"; then
  exit 0
fi
echo "› installing chdb $CHDB_VERSION into $DIR"
mkdir -p "$DIR"
[ -f "$DIR/package.json" ] || echo '{ "name": "loadline-chdb", "private": true }' > "$DIR/package.json"
npm install --prefix "$DIR" --no-fund --no-audit --no-save --loglevel=error "chdb@$CHDB_VERSION" >/dev/null
