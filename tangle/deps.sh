#!/bin/sh
# deps.sh: make sure the tools the notebook needs are here.  As root on a
# Debian machine it installs what is missing; otherwise it names it and fails.
# The CUDA toolkit is not a Debian package here: it is expected at
# ${CUDA_HOME:-/usr/local/cuda}.
missing=
need() { command -v "$1" >/dev/null 2>&1 || missing="$missing $2"; }
need notangle noweb
need pandoc pandoc
need chromium chromium
need pdftoppm poppler-utils
need qpdf qpdf
need timeout coreutils
need katex katex
need awk gawk
need gcc gcc
[ -r /usr/share/games/fortunes/fortunes ] || missing="$missing fortunes"   # the training chapter's corpus
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "deps: installing$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends $missing >/dev/null \
        || { echo "deps: apt-get install$missing failed" >&2; exit 1; }
    exit 0
fi
echo "deps: missing$missing; install them (apt-get install$missing) or run make as root" >&2
exit 1
