#!/usr/bin/env bash
# Installs what Loadline needs on a fresh machine that has only Node 20 and npm (as root):
# pnpm (pinned), the workspace's dependencies and, with --browser, Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM_VERSION=10.34.9

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -d node_modules/.pnpm ] || [ pnpm-lock.yaml -nt node_modules/.pnpm/lock.yaml ]; then
  echo "› installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only | tail -n 5
fi

if [ "${1:-}" = "--browser" ] && [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "› installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
