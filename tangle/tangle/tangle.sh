#!/bin/sh
# tangle.sh: turn the noweb documents into files under kernels/ and tests/.
#   tangle/tangle/tangle.sh [--variants T1+T2 [--base DIR [--deps PREFIX]]] [--out DIR] [--mk FILE [--trees DIR]] DOC...
#   tangle/tangle/tangle.sh --stdout ROOT [--variants T1+T2] DOC...   (one root, no checks)
# Every file root (a chunk named like kernels/x/y.cu or tests/x/y.t) becomes a
# file under DIR (default .), with a header naming its document and #line
# directives.  All checks run and every file is produced in a staging area
# before anything is written; a file is replaced only when its bytes changed;
# a generated file whose root disappeared is removed.
set -eu
LIB=${NOWEB_LIB:-/usr/lib/noweb}
here=$(dirname "$0")
variants= out=. mk= stdout_root= base= deps= trees=
while [ $# -gt 0 ]; do
    case $1 in
    --variants) variants=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --mk) mk=$2; shift 2 ;;
    --base) base=$2; shift 2 ;;
    --deps) deps=$2; shift 2 ;;
    --trees) trees=$2; shift 2 ;;
    --stdout) stdout_root=$2; shift 2 ;;
    --) shift; break ;;
    -*) echo "tangle: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
done
[ $# -gt 0 ] || { echo "tangle: no documents given" >&2; exit 2; }
for d in "$@"; do [ -r "$d" ] || { echo "tangle: $d: cannot read document" >&2; exit 2; }; done
# a carriage return would reach the generated code (a CRLF document): refused, the document untouched
cr=$(printf '\r')
at=$(grep -H -n -m 1 "$cr" "$@" | head -n 1 | cut -d: -f1,2)
[ -z "$at" ] || { echo "$at: carriage return (CRLF line endings?): save the document with LF line endings (dos2unix)" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tangle.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# 1. markup (tabs copied, as notangle -L does) and variant selection
"$LIB/markup" -t "$@" > "$tmp/raw" || { echo "tangle: noweb markup failed" >&2; exit 1; }

# The files depend on the code, not on the prose: only on the documents'
# code chunks, the line each code line stands on (for #line), the prose lines
# that check.awk reads (those that start like a chunk definition) and, for the
# make fragment, the debug logs' Run lines.  A tangle whose stream, so
# reduced, and whose files are those of the last one (kept beside the
# fragment, FILE.sig) has nothing to do: a prose edit costs no tangle.
sig=
if [ -n "$mk" ] && [ -z "$variants$base$stdout_root" ]; then
    sig=$({ echo "$out $*"; cat "$0" "$here"/*.awk "$here/../logs/logparse.awk"
            awk '/^@begin docs/ { d = 1 } /^@end docs/ { d = 0 } !d || !/^@(text|quote|endquote)/ || /^@text <</' "$tmp/raw"
            for d in "$@"; do case $d in debug_logs/*|journals/*) cat "$d" ;; esac; done; } | cksum)
    if [ -r "$mk" ] && [ -r "$mk.sig" ] && [ -r "$out/kernels/.manifest" ] &&
       { echo "$sig"; (cd "$out" && xargs cksum < kernels/.manifest) 2>/dev/null; } | cmp -s - "$mk.sig"; then
        exit 0
    fi
fi
awk -f "$here/chunkname.awk" -f "$here/variants.awk" -v select="$variants" "$tmp/raw" "$tmp/raw" > "$tmp/stream" || exit 1

if [ -n "$stdout_root" ]; then
    "$LIB/nt" -t -L'#line %L "%F"%N' -R"$stdout_root" < "$tmp/stream"
    exit $?
fi

# A variant tree differs from the base tree (DIR, tangled from the same
# documents just before; make guarantees it) only in the roots that use a
# chunk the variants change: those are tangled, the rest copied.
: > "$tmp/affected"
if [ -n "$variants" ] && [ -n "$base" ]; then
    awk -f "$here/chunkname.awk" -f "$here/variants.awk" -v select= "$tmp/raw" "$tmp/raw" > "$tmp/basestream" || exit 1
    awk -f "$here/affected.awk" "$tmp/basestream" "$tmp/stream" > "$tmp/affected" || exit 1
fi

# A variant tree (--deps PREFIX) is tangled again only when a document that
# its tangled roots are made from changes: PREFIX.mk says which, as a make
# rule for OUT/.stamp on build/sums/DOC.sum; PREFIX.roots lists those roots
# and PREFIX.replaced the chunks the variants replace.  Its other files are
# copies of the base tree, which the base tangle (--trees DIR, the folder of
# those PREFIX files) brings up to date: a file it wrote or removed is copied
# into each tree or removed from it, unless the tree tangles that root, or
# the root now reaches a chunk the tree's variants replace; then the tree's
# stamp is dated 1970, and make tangles the tree again (a missing stamp, an
# intermediate file to make, would not be remade).
write_deps() {   # after the tree's signature (below), which finds its own roots and their closure
    sed -n 's/^@defn \(.*\) \[replaced by [^]]*\]$/\1/p' "$tmp/stream" | sort -u > "$tmp/replaced"
    { printf '%s/.stamp:' "$out"
      cut -f3 "$tmp/closure" | sort -u | sed 's|^| build/sums/|; s|$|.sum|' | tr -d '\n'
      echo; } > "$tmp/deps.mk"
    mkdir -p "$(dirname "$deps")"
    cp "$tmp/own" "$deps.roots"; cp "$tmp/replaced" "$deps.replaced"; echo "$out" > "$deps.out"; cp "$tmp/deps.mk" "$deps.mk"
}
sync_trees() {
    touch "$tmp/written" "$tmp/removed"
    awk -f "$here/closure.awk" "$tmp/written" "$tmp/stream" | cut -f1,2 | sort -u > "$tmp/reach"
    for r in "$trees"/*.roots; do
        [ -r "$r" ] || continue
        p=${r%.roots}; tree=$(cat "$p.out" 2>/dev/null) || continue
        [ -d "$tree" ] || continue
        # a root of the tree's own that changed or went, or a copied root that now reaches a replaced chunk
        if awk -F'\t' 'FILENAME == ARGV[1] { own[$0] = 1; next } FILENAME == ARGV[2] { rep[$0] = 1; next }
                       FILENAME == ARGV[3] { if ($0 in own) bad = 1; next }
                       !($1 in own) && ($2 in rep) { bad = 1 } END { exit !bad }' \
               "$r" "$p.replaced" "$tmp/removed" "$tmp/reach"; then
            [ ! -e "$tree/.stamp" ] || touch -d @0 "$tree/.stamp"; continue   # older than anything: make tangles it again
        fi
        awk 'NR == FNR { own[$0] = 1; next } !($0 in own)' "$r" "$tmp/written" | while read -r path; do
            mkdir -p "$tree/$(dirname "$path")"; cp "$out/$path" "$tree/$path.tangle-tmp"; mv -f "$tree/$path.tangle-tmp" "$tree/$path"
        done
        while read -r path; do rm -f "$tree/$path"; done < "$tmp/removed"
        (cd "$tree" && find kernels tests -mindepth 1 -type d -empty -delete 2>/dev/null) || true
        cmp -s "$tmp/manifest" "$tree/kernels/.manifest" || cp "$tmp/manifest" "$tree/kernels/.manifest"
    done
}

# 2. static checks; the roots come back as PATH TAB DOC TAB LINE
awk -f "$here/check.awk" "$tmp/stream" > "$tmp/roots.unsorted" || exit 1
sort "$tmp/roots.unsorted" > "$tmp/roots"
cut -f1 "$tmp/roots" > "$tmp/list"

# A variant tree (--deps) whose tangled roots, the definitions their chunks
# reach (each with its document and line: the #line directives) and the
# tools are those of its last tangle (PREFIX.sig) has nothing to do: a
# document that comes, or an attempt appended to the same log, changes the
# tree's dependencies but none of its files.  The copied roots are the base
# tangle's to keep up to date (sync_trees).
treesig=
if [ -n "$deps" ] && [ -n "$base" ]; then
    awk 'NR == FNR { hit[$0] = 1; next } $0 in hit' "$tmp/affected" "$tmp/list" > "$tmp/own"
    awk -f "$here/closure.awk" "$tmp/own" "$tmp/stream" > "$tmp/closure"
    cut -f2 "$tmp/closure" | sort -u > "$tmp/reached"
    treesig=$({ echo "$variants $out"; cat "$0" "$here"/*.awk
                awk -F'\t' 'NR == FNR { own[$0] = 1; next } $1 in own' "$tmp/own" "$tmp/roots"
                awk -f "$here/treesig.awk" "$tmp/reached" "$tmp/stream"; } | cksum)
    if [ -r "$deps.sig" ] && [ -r "$out/kernels/.manifest" ] && [ "$(cat "$deps.sig")" = "$treesig" ]; then
        exit 0
    fi
fi

# 3. produce every file in the staging area (with --base, the unaffected
# roots in one copy; processes are what a tangle spends its time on)
mkdir -p "$tmp/stage"
if [ -n "$base" ]; then
    (cd "$base" && awk 'NR == FNR { hit[$0] = 1; next } !($0 in hit) { print }' "$tmp/affected" "$tmp/list" |
        while read -r p; do [ -f "$p" ] && echo "$p"; done) > "$tmp/copied"
    [ -s "$tmp/copied" ] && (cd "$base" && tar -cf - -T "$tmp/copied") | (cd "$tmp/stage" && tar -xmpf -)   # -m: a fresh time, as a new tangle would give
fi
# the roots are split between two workers (every other line), each with its
# own scratch files; a worker stops at its first nt error, and the error of
# the first root in order is the one reported, as one worker would report it
produce() {  # produce W: the roots of lines W, W+2, ... of $tmp/roots
    awk -v w=$1 'NR % 2 == w' "$tmp/roots" | while IFS='	' read -r path doc line; do
        [ -f "$tmp/stage/$path" ] && continue
        mkdir -p "$tmp/stage/$(dirname "$path")"
        case $path in
        *.c|*.h|*.cu|*.cuh) style=c ;;
        *.awk|*.sh|*.t|*.mk|*.py|*.gdb) style=hash ;;
        *) style=data ;;
        esac
        if [ $style = data ]; then
            "$LIB/nt" -t -R"$path" < "$tmp/stream" > "$tmp/nt$1" 2> "$tmp/nterr$1" || true
        else
            "$LIB/nt" -t -L'#line %L "%F"%N' -R"$path" < "$tmp/stream" > "$tmp/nt$1" 2> "$tmp/nterr$1" || true
        fi
        if [ -s "$tmp/nterr$1" ]; then
            { grep -n -F -x "$path	$doc	$line" "$tmp/roots" | cut -d: -f1; sed "s|^|$doc:$line: $path: |" "$tmp/nterr$1"; } > "$tmp/failed$1"
            exit 1
        fi
        awk -v style=$style -v doc="$doc" -f "$here/header.awk" "$tmp/nt$1" > "$tmp/stage/$path"
        case $(head -c 2 "$tmp/stage/$path") in '#!') chmod +x "$tmp/stage/$path" ;; esac
    done
}
produce 0 & produce 1 & wait
if [ -s "$tmp/failed0" ] || [ -s "$tmp/failed1" ]; then
    first=$(head -q -n 1 "$tmp"/failed? | sort -n | head -n 1)
    for f in "$tmp"/failed?; do [ "$(head -n 1 "$f")" = "$first" ] && tail -n +2 "$f" >&2; done
    exit 1
fi

# 4. install changed files (found by one checksum pass over each side);
# remove generated files whose root is gone
(cd "$tmp/stage" && xargs cksum < "$tmp/list") > "$tmp/new.sums"
(cd "$out" 2>/dev/null && xargs cksum < "$tmp/list" 2>/dev/null) > "$tmp/old.sums" || true
awk 'FILENAME == ARGV[1] { old[$3] = $1 " " $2; next } old[$3] != $1 " " $2 { print $3 }' "$tmp/old.sums" "$tmp/new.sums" > "$tmp/changed"
changed=0
while read -r path; do
    if ! cmp -s "$tmp/stage/$path" "$out/$path" 2>/dev/null; then
        mkdir -p "$out/$(dirname "$path")"
        cp -p "$tmp/stage/$path" "$out/$path.tangle-tmp"
        mv -f "$out/$path.tangle-tmp" "$out/$path"
        echo "tangle: wrote $out/$path"; echo "$path" >> "$tmp/written"
        changed=$((changed + 1))
    fi
done < "$tmp/changed"
for top in kernels tests; do
    [ -d "$out/$top" ] || continue
    (cd "$out" && find "$top" -type f ! -path "$top/README.md" ! -path kernels/.manifest) | sort > "$tmp/present"
    sort "$tmp/list" | comm -23 "$tmp/present" - | while read -r stale; do
        if grep -qxF "$stale" "$out/kernels/.manifest" 2>/dev/null ||
           head -n 3 "$out/$stale" | grep -q 'generated by make tangle from'; then
            rm -f "$out/$stale"; echo "tangle: removed $out/$stale (its root is gone)"; echo "$stale" >> "$tmp/removed"
        else
            echo "tangle: left $out/$stale alone (not a tangled file)" >&2
        fi
    done
    find "$out/$top" -mindepth 1 -type d -empty -delete
done

mkdir -p "$out/kernels"
sort "$tmp/list" > "$tmp/manifest"
[ -z "$trees" ] || [ ! -s "$tmp/written" -a ! -s "$tmp/removed" ] || sync_trees
cmp -s "$tmp/manifest" "$out/kernels/.manifest" || cp "$tmp/manifest" "$out/kernels/.manifest"

# 5. tell make what each document produces
if [ -n "$mk" ]; then
    {
        echo "# generated by tangle/tangle/tangle.sh: the files each document tangles to"
        printf 'TANGLED :='; awk -F'\t' '{ printf " %s", $1 }' "$tmp/roots"; echo
        # the same files by chapter (notes/X/*.nw and notes/X.nw are chapter X): make test CHAPTER=X
        awk -F'\t' '$2 ~ /^notes\// { c = $2; sub(/^notes\//, "", c); sub(/(\/.*|\.nw)$/, "", c); f[c] = f[c] " " $1 }
                    END { for (c in f) printf "TANGLED_%s :=%s\n", c, f[c] }' "$tmp/roots" | sort
        # programs named by the logs' Run lines (logparse.awk is the one reader of a log's fields)
        # and those of the attempts that need no GPU (Needs: cpu, or none given)
        for d in "$@"; do case $d in debug_logs/*|journals/*) awk -f "$here/../logs/logparse.awk" "$d" |
            awk -F'\t' '$1 == "run" { run[$2] = $3 } $1 == "needs" { needs[$2] = $3 }
                END { for (n in run) print (needs[n] == "" ? "cpu" : needs[n]) "\t" run[n] }' ;;
            esac; done > "$tmp/runs"
        for which in ATTEMPT_BUILDS CPU_ATTEMPT_BUILDS; do
            printf '%s :=' $which
            awk -F'\t' -v w=$which 'w == "ATTEMPT_BUILDS" || $1 == "cpu" { print $2 }' "$tmp/runs" |
                grep -oE 'build/bin/[A-Za-z0-9_.+-]+' | sed 's|^build/bin/||' | sort -u | tr '\n' ' ' |
                sed 's/^/ /; s/ $//'
            echo
        done
    } > "$tmp/mk"
    if ! cmp -s "$tmp/mk" "$mk" 2>/dev/null; then
        mkdir -p "$(dirname "$mk")"; cp "$tmp/mk" "$mk.tmp"; mv -f "$mk.tmp" "$mk"
    fi
    [ -z "$sig" ] || { echo "$sig"; (cd "$out" && xargs cksum < kernels/.manifest); } > "$mk.sig"
fi
[ -z "$deps" ] || [ -z "$base" ] || { write_deps; echo "$treesig" > "$deps.sig"; }
