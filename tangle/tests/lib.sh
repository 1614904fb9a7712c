# lib.sh: helpers for the toolchain's own tests: a throw-away project that
# holds a copy of the Makefile and tangle/ and the documents a test writes.
. tangle/testing/lib.sh
mkproj() {
    _p=$(mktmp)
    cp Makefile "$_p/"; cp -r tangle "$_p/"; mkdir -p "$_p/notes" "$_p/debug_logs"
    mkdir -p "$_p/build" && touch "$_p/build/deps.ok"
    echo "$_p"
}
# tree_state DIR: every file under DIR with its checksum and mtime
tree_state() { (cd "$1" && find kernels tests -type f 2>/dev/null | sort | xargs -r stat -c '%n %Y %s' 2>/dev/null; find kernels tests -type f 2>/dev/null | sort | xargs -r md5sum 2>/dev/null); }
# mkproj_core: a throw-away project with the notebook and common chapters,
# already built (make build compiles their six programs, three with nvcc).
# Under run-tests.sh (NB_FIXTURES set) the first test to ask builds it once,
# the others wait for it, and each gets a copy with its times kept, so make
# finds it up to date; a test run alone builds its own.
mkproj_core() {
    _p=$(mkproj); cp -r notes/notebook notes/common "$_p/notes/"
    if [ -n "${NB_FIXTURES:-}" ] && mkdir -p "$NB_FIXTURES"; then
        if mkdir "$NB_FIXTURES/core.lock" 2>/dev/null; then
            (cd "$_p" && make -s build >/dev/null 2>&1) && cp -a "$_p" "$NB_FIXTURES/core.tmp" && mv "$NB_FIXTURES/core.tmp" "$NB_FIXTURES/core"
            : > "$NB_FIXTURES/core.done"
        else
            _w=0
            while [ ! -e "$NB_FIXTURES/core.done" ] && [ $_w -lt 1200 ]; do sleep 0.2; _w=$((_w + 1)); done
            if [ -d "$NB_FIXTURES/core" ]; then cp -a "$NB_FIXTURES/core/." "$_p/"; else (cd "$_p" && make -s build >/dev/null 2>&1); fi
        fi
    else
        (cd "$_p" && make -s build >/dev/null 2>&1)
    fi
    echo "$_p"
}
