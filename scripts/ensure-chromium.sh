#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium (no browser download works here). Install it when absent,
# or update it when it is older than the tests need: with Chromium 150 (Debian's bookworm list
# without bookworm-security, what `apt-get install` gives before `apt-get update`) a reload
# offline shows the error view instead of the stored copy or the offline page, at this commit and
# the one before; with 156 (bookworm-security) the offline tests pass.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
MIN_MAJOR=155
major() { "$browser" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9.]+' | head -1 | cut -d. -f1; }
if [ -x "$browser" ]; then
  installed="$(major || true)"
  if [ -z "$installed" ] || [ "$installed" -ge "$MIN_MAJOR" ]; then exit 0; fi
  echo "Chromium $installed is older than $MIN_MAJOR: updating it..."
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
if [ -x "$browser" ]; then
  echo "Chromium at $browser is older than $MIN_MAJOR; update it (sudo apt-get install chromium)." >&2
  exit 1
fi
echo "Chromium not found at $browser. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
