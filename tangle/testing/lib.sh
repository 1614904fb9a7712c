# testlib.sh: the TAP helpers every test script sources (POSIX sh).
#   plan N | skip_all REASON | ok CMD... | is GOT WANT DESC | like TEXT ERE DESC
#   pass DESC | fail DESC | diag MSG | have_gpu | T=$(mktmp)
# Tests run from the repository root.  RUN prefixes GPU program runs
# (make sanitize sets it to a compute-sanitizer command line).
: "${RUN:=}"
tap_n=0
plan() { echo "1..$1"; }
# printf, not echo: sh's echo would turn a \n in a description into a line break, and break the TAP
skip_all() { printf '1..0 # SKIP %s\n' "$*"; exit 0; }
pass() { tap_n=$((tap_n + 1)); printf 'ok %d - %s\n' $tap_n "$*"; }
fail() { tap_n=$((tap_n + 1)); printf 'not ok %d - %s\n' $tap_n "$*"; }
diag() { printf '%s\n' "$*" | sed 's/^/# /'; }
ok() {  # ok DESC CMD...: passes when CMD exits 0
    _d=$1; shift
    if "$@" >/dev/null 2>&1; then pass "$_d"; else fail "$_d"; diag "command failed: $*"; fi
}
is() {
    if [ "$1" = "$2" ]; then pass "$3"; else fail "$3"; diag "got:  '$1'"; diag "want: '$2'"; fi
}
like() {  # like TEXT ERE DESC: TEXT is matched as one line (newlines read as spaces)
    if printf '%s' "$1" | tr '\n' ' ' | grep -Eq -- "$2"; then pass "$3"; else fail "$3"; diag "text:  $(printf '%s\n' "$1" | head -n 8)"; diag "wants: /$2/"; fi
}
have_gpu() { [ -x build/bin/gpu-probe ] && build/bin/gpu-probe --quiet >/dev/null 2>&1; }
mktmp() {
    _t=$(mktemp -d "${TMPDIR:-/tmp}/nbtest.XXXXXX")
    echo "$_t"
}
