#!/usr/bin/env bash
# `npm test`: every check of the project, in the order CI runs them. Installs pnpm (pinned), the
# workspace's dependencies and Debian's chromium first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# CI mode for every check (a CI service sets it already): golden SQL files are compared, never
# written, and Playwright retries a failed test once.
export CI="${CI:-1}"

node scripts/run-steps.mjs "$@"
