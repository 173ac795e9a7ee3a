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

step() { printf '\n=== %s\n' "$*"; }
step "lint (import direction included)";   pnpm -s lint
step "circular imports";                  pnpm -s cycles
step "typecheck (project references)";    pnpm -s typecheck
step "build every package";               pnpm -s -r --reporter=append-only run build > build.log 2>&1 || { cat build.log; exit 1; }
step "publint --strict";                  pnpm -s publint
step "every package entry imports without a DOM (SSR)"; pnpm -s check:ssr
step "changesets";                        node scripts/check-changesets.mjs
step "unit, property and component tests"; pnpm -s unit
step "utility time under TZ=UTC and TZ=America/Sao_Paulo"; pnpm -s unit:tz
step "storybook build";                   pnpm -s build-storybook > storybook-build.log 2>&1 || { tail -50 storybook-build.log; exit 1; }
step "playwright: story smoke + portal e2e + example host (embed)"; pnpm -s e2e
if [ -f .size-limit.json ]; then step "size-limit"; pnpm -s size; fi
