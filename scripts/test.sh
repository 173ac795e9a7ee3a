#!/usr/bin/env bash
# `npm test`: every check of the project (scripts/test-steps.mjs), two at a time, each one timed
# (scripts/run-steps.mjs prints a summary table and writes test-results/steps.json). The first step
# installs pnpm (pinned), the workspace's dependencies and Debian's chromium when they are missing.
# `npm test -- lint unit` runs only the steps named.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# CI mode for every check (a CI service sets it already): golden SQL files are compared, never
# written, and Playwright retries a failed test once.
export CI="${CI:-1}"

node scripts/run-steps.mjs "$@"
