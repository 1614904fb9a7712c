# logtools.sh: shell functions shared by the debug-log commands (sourced).
here=${here:-$(dirname "$0")}
MAKE=${MAKE:-make}

# parse LOG: the log's structure records (see logparse.awk); fails on errors
parse_log() {
    awk -f "$here/logparse.awk" "$1" > "$tmp/parsed" || return 1
    if grep -q '^error' "$tmp/parsed"; then cut -f2- "$tmp/parsed" | grep -v '^[a-z-]*	' | sed 's/^/log: /' >&2
        grep '^error' "$tmp/parsed" | cut -f2 >&2; return 1; fi
}
rec() { awk -F'\t' -v k="$1" -v n="${2:-}" '$1 == k && (n == "" || $2 == n) { sub(/^[^\t]*\t/, ""); if (n != "") sub(/^[^\t]*\t/, ""); print }' "$tmp/parsed"; }

# binaries named in a command line
bins_in() { printf '%s\n' "$1" | grep -oE 'build/bin/[A-Za-z0-9_.+-]+' | LC_ALL=C sort -u; }

# source_hash BIN...: FNV-1a of the sources (and local headers) each binary
# was compiled from, read off the compiler's dependency files, with #line
# directives left out so that editing prose elsewhere does not count as a change.
source_hash() {
    [ $# -gt 0 ] || { echo none; return; }   # a command that runs no program of ours
    # the loop runs in a pipeline's subshell: it marks what it cannot find, and the
    # answer is "unbuilt" (never the hash of an empty list) when anything is missing
    for b in "$@"; do
        name=${b#build/bin/}; prog=${name%%+*}
        case $name in *+*) root=build/var/${name#*+}/ ;; *) root= ;; esac
        srcs=$(awk -v p="$prog" '$1 == p { $1 = ""; print }' build/programs.txt 2>/dev/null)
        [ -n "$srcs" ] || { echo "#unbuilt"; continue; }
        for s in $srcs; do
            d=build/obj/$root$s.d
            [ -r "$d" ] || { echo "#unbuilt"; continue; }
            awk -f tangle/build/depfiles.awk "$d"
        done
    done | LC_ALL=C sort -u > "$tmp/deps"   # one order on every machine: the hash concatenates in it
    if [ ! -s "$tmp/deps" ] || grep -q '^#unbuilt$' "$tmp/deps" ||
       ! xargs cat < "$tmp/deps" > "$tmp/srcs" 2>/dev/null; then
        echo unbuilt; return
    fi
    grep -av '^#line ' "$tmp/srcs" | build/bin/srchash - 2>/dev/null || echo unbuilt
}

# status_key FILE...: a checksum of all that a status file (build/logs.status,
# build/records.status) is computed from: the given files (logs, documents)
# and the recorded results, the programs' sources as source_hash reads them
# (the compilers' dependency files and the sources they name, #line
# directives left out), build/programs.txt, srchash and these scripts.  A
# status whose key is unchanged is not computed again: a prose edit leaves it.
status_key() {
    _d=$(find build/obj -name '*.d' 2>/dev/null | sort)
    { printf '%s\n' "$@"; cat "$here"/*.sh "$here"/*.awk tangle/build/depfiles.awk "$@" build/programs.txt build/bin/srchash
      find debug_logs/results notes/results -type f 2>/dev/null | sort | xargs -r cat
      deps_text $_d; } 2>/dev/null | cksum
}

# deps_text DEPFILE...: the dependency files and the sources they name, #line
# lines left out (what a key must cover for source_hash's answers to hold)
deps_text() {
    [ $# -gt 0 ] || return 0
    cat "$@"
    awk -f tangle/build/depfiles.awk "$@" | sort -u | xargs -r grep -Hv '^#line '
}
# sources_key [TREE...]: a checksum of what the logs' states are computed
# from besides the logs and their results: the tools, the programs, the
# plain build's dependency files and the sources they name (#line lines left
# out); with TREE names (build/var/TREE), those trees' instead of the plain
# build's, so that a tree added for one log changes no other log's key
sources_key() {
    if [ $# -gt 0 ]; then
        _d=$(for _t do [ -d "build/obj/build/var/$_t" ] && find "build/obj/build/var/$_t" -name '*.d'; done 2>/dev/null | sort)
    else
        _d=$(find build/obj -path build/obj/build -prune -o -name '*.d' -print 2>/dev/null | sort)
    fi
    { cat "$here"/*.sh "$here"/*.awk tangle/build/depfiles.awk build/programs.txt build/bin/srchash
      deps_text $_d; } 2>/dev/null | cksum
}

# unhashable HASH PROG...: why HASH, the programs' source_hash, vouches for nothing, or nothing
# when it does; a recording whose hash says unbuilt reads as stale forever, so it is refused
unhashable() {
    _h=$1; shift
    [ $# -gt 0 ] && [ "$_h" = unbuilt ] || return 0
    if [ -x build/bin/srchash ]; then echo "the sources of $(echo $*) cannot be hashed: a program or its build record is missing"
    else echo "build/bin/srchash is missing (make build/bin/srchash)"; fi
}
# hash_state META BIN...: "stale" when the sources of the binaries no longer hash as
# META's source_hash says (or it vouches for nothing: unbuilt), else "fresh"
hash_state() {
    _was=$(sed -n 's/^source_hash: //p' "$1"); shift
    if [ "$(source_hash "$@")" != "$_was" ] || [ "$_was" = unbuilt ]; then echo stale; else echo fresh; fi
}

# "-dirty" when the tree differs from its commit: a tracked file changed or a new file
# not ignored, outside the recorded results (which recording itself writes)
dirty_flag() {
    [ -n "$(git status --porcelain -- . ':(exclude)debug_logs/results' ':(exclude)notes/results' 2>/dev/null)" ] && echo -dirty
}
# provenance lines for a record
provenance() {
    # NB_COMMIT: the commit a copied tree was built from (a GPU machine's copy has no .git);
    # NB_DIRTY=1 says that tree had uncommitted changes
    if [ -n "${NB_COMMIT:-}" ]; then echo "commit: $NB_COMMIT$([ -n "${NB_DIRTY:-}" ] && [ "${NB_DIRTY:-}" != 0 ] && echo -dirty)"
    else echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo none)$(dirty_flag)"; fi
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "host: $(hostname 2>/dev/null || uname -n)"
    g=$(build/bin/gpu-probe 2>/dev/null | sed -n 's/^device 0: //p')
    echo "gpu: ${g:-none}"
    d=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
    echo "driver: ${d:-none}"
    # NB_NVCC, NB_GCC: the compilers that built the programs when they were built on another machine
    echo "nvcc: ${NB_NVCC:-$(${NVCC:-/usr/local/cuda/bin/nvcc} --version 2>/dev/null | sed -n 's/^Cuda compilation tools, //p')}"
    echo "gcc: ${NB_GCC:-$(gcc -dumpfullversion 2>/dev/null)}"
}
# have_gpu comes from the test library (sourced from here or from the root)
for _lib in "$here/../testing/lib.sh" tangle/testing/lib.sh; do [ -r "$_lib" ] && { . "$_lib"; break; }; done
