#!/bin/sh
# object.sh [--deps] OBJ SRC BASE KEY -- COMPILER ARG...: make OBJ, an object
# of a variant or attempt tree (or, with BASE -, any object), from SRC.
#
# BASE is the plain build's object of the same file and KEY the compile command
# as the plain build would write it (the tree's directory taken out).  When
# BASE is up to date, its recorded command (BASE.cmd) is KEY, and SRC and every
# file BASE was compiled from (BASE's dependency file) are byte for byte the
# same in the tree, OBJ would be BASE again: BASE is copied, and its dependency
# file is written with the tree's names, so that make and the logs' source
# hashes see the tree's files.  Otherwise the command runs.
#
# With --deps, OBJ is not made, only its dependency file, when OBJ does not
# exist: the copy of BASE's (as above) or the compiler's own (-MM), so that
# the weave can hash an attempt's sources without compiling it.
set -eu
deps_only=0
if [ "$1" = --deps ]; then deps_only=1; shift; fi
obj=$1 src=$2 base=$3 key=$4; shift 4
[ "$1" = -- ] && shift
dep=${obj%.o}.d

# the relative files a dependency file names (one reader for every script)
deps_of() { awk -f "$(dirname "$0")/depfiles.awk" "$1"; }

# reusable: BASE exists with its command and dependency file, is newer than
# every file it names, its command is KEY, and each of those files is the
# tree's copy byte for byte
reusable() {
    [ "$base" != - ] && [ -f "$base" ] && [ -f "${base%.o}.d" ] && [ -f "${base%.o}.cmd" ] || return 1
    [ "$(cat "${base%.o}.cmd")" = "$key" ] || return 1
    root=${src%"${src#build/var/*/}"}            # build/var/TAGS/
    [ -n "$root" ] || return 1
    deps_of "${base%.o}.d" > "$dep.tmp.list"
    [ -s "$dep.tmp.list" ] || return 1
    while read -r f; do
        [ "$base" -nt "$f" ] && cmp -s "$f" "$root$f" || { rm -f "$dep.tmp.list"; return 1; }
    done < "$dep.tmp.list"
    rm -f "$dep.tmp.list"
}
# BASE's dependency file with OBJ as its target and the tree's file names
mapped_deps() {
    awk -v obj="$obj" -v root="$root" '{ out = ""
        for (i = 1; i <= NF; i++) {
            t = $i
            if (NR == 1 && i == 1) t = obj (t ~ /:$/ ? ":" : "")
            else if (t != "\\" && t != ":" && t !~ /^\//) t = root t
            out = out (i > 1 ? " " : "") t }
        print out }' "${base%.o}.d" > "$dep.tmp"
    mv -f "$dep.tmp" "$dep"
}
# run the compile command as a dependency-only one: -MM for -MMD, no -c,
# no -o OBJ, the dependency file to $dep.tmp (moved into place when complete)
deps_command() {
    _n=$# _skip=
    for _a do
        if [ -n "$_skip" ]; then
            [ "$_skip" = mf ] && set -- "$@" "$dep.tmp"
            _skip=
        else
            case $_a in
            -MMD) set -- "$@" -MM ;;
            -c) ;;
            -o) _skip=o ;;
            -MF) set -- "$@" -MF; _skip=mf ;;
            *) set -- "$@" "$_a" ;;
            esac
        fi
    done
    shift "$_n"
    "$@" && mv -f "$dep.tmp" "$dep"
}

trap 'rm -f "$dep.tmp" "$dep.tmp.list" "$obj.tmp"' EXIT INT TERM
mkdir -p "$(dirname "$obj")"
if [ $deps_only = 1 ]; then
    [ ! -f "$obj" ] || exit 0
    if reusable; then mapped_deps; else deps_command "$@"; fi
elif reusable; then
    echo "cp $base $obj  # the same sources and command"
    mapped_deps
    cp -f "$base" "$obj.tmp" && mv -f "$obj.tmp" "$obj"
else
    echo "$*"
    "$@"
fi
