#!/bin/sh
# pdf.sh IN.html OUT.pdf: print the woven page with headless Chromium, so the
# PDF shows exactly what the HTML shows (links included).
set -eu
in=$1 out=$2
profile=$(mktemp -d "${TMPDIR:-/tmp}/chromium.XXXXXX")
trap 'rm -rf "$profile"' EXIT INT TERM
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --no-pdf-header-footer \
    --print-to-pdf="$out.tmp" "file://$(cd "$(dirname "$in")" && pwd)/$(basename "$in")" 2>"$profile/log" \
    || { cat "$profile/log" >&2; echo "pdf: chromium failed" >&2; exit 1; }
[ -s "$out.tmp" ] || { cat "$profile/log" >&2; echo "pdf: chromium wrote nothing" >&2; exit 1; }
mv -f "$out.tmp" "$out"
echo "weave: wrote $out"
