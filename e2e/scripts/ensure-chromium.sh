#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium (/usr/bin/chromium); Playwright's own browser
# downloads are not used. Install it when missing and we are root; otherwise say what to install.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "e2e: $CHROMIUM is missing; installing Debian's 'chromium' package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "e2e: $CHROMIUM not found. Install Debian's 'chromium' package (as root: apt-get install chromium)," >&2
echo "     or point CHROMIUM_PATH at a Chromium binary." >&2
exit 1
