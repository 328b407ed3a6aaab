#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium (no browser download works here): the full browser
# (`chromium`, for the tests that need a normal profile) and its headless shell
# (`chromium-headless-shell`, Chromium's old headless mode, which runs the other tests about a
# fifth faster on 2 cores, decision 054). Installs them when absent, or updates them when older
# than the tests need: with Chromium 150 (Debian's bookworm list without bookworm-security, what
# `apt-get install` gives before `apt-get update`) a reload offline shows the error view instead
# of the stored copy or the offline page; with 156 (bookworm-security) the offline tests pass.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell_browser=/usr/bin/chromium-headless-shell
MIN_MAJOR=155
major() { "$1" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9.]+' | head -1 | cut -d. -f1; }
fresh() {
  [ -x "$1" ] || return 1
  local installed
  installed="$(major "$1" || true)"
  [ -z "$installed" ] || [ "$installed" -ge "$MIN_MAJOR" ]
}
if fresh "$browser" && { [ -n "${CHROMIUM_PATH:-}" ] || fresh "$shell_browser"; }; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and chromium-headless-shell for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  exit 0
fi
if fresh "$browser"; then
  # Without the headless shell the tests run in the full browser, only slower.
  echo "chromium-headless-shell not found: the end-to-end tests use $browser." >&2
  exit 0
fi
if [ -x "$browser" ]; then
  echo "Chromium at $browser is older than $MIN_MAJOR; update it (sudo apt-get install chromium)." >&2
  exit 1
fi
echo "Chromium not found at $browser. Install it (sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH." >&2
exit 1
