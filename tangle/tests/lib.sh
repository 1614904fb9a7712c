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
