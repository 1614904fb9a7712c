# make and the tangle together: a no-op make compiles nothing, a re-tangle
# touches nothing, a one-line edit recompiles one object, a root that goes
# away takes its file with it, and variant builds coexist with the plain one,
# compiling only the files a variant changes.
. tangle/tests/lib.sh
plan 22
P=$(mkproj)
cat > $P/notes/two.nw <<'DOC'
# Two programs
<<kernels/two/build.mk>>=
PROGRAMS += first second
first_SRCS := kernels/two/first.c kernels/two/shared.c
second_SRCS := kernels/two/second.cu
VARIANT_BUILDS += first+loud
@
<<kernels/two/shared.h>>=
int shared_value(void);
@
<<kernels/two/shared.c>>=
#include "two/shared.h"
int shared_value(void) { return 7; }
@
<<kernels/two/first.c>>=
#include <stdio.h>
#include "two/shared.h"
int main(void) { <<first's message>> return 0; }
@
<<first's message>>=
printf("first %d\n", shared_value());
@
<<first's message [loud]>>=
printf("FIRST %d\n", shared_value());
@
<<kernels/two/second.cu>>=
#include <cstdio>
__global__ void nothing(void) {}
int main(void) { std::printf("second\n"); if (0) nothing@<<<1, 1>>>(); return 0; }
@
<<tests/two/extra.txt>>=
a data file with no header
@
DOC
P2=$(mkproj); cp $P/notes/two.nw $P2/notes/     # a second project, kept unbuilt
compiles() { grep -cE '(gcc|nvcc) .* -c ' ; }
out=$(cd $P && make build 2>&1); st=$?
is "$st" 0 "make build from clean succeeds"
is "$(printf '%s\n' "$out" | compiles)" 4 "from clean: 4 compilations (3 plain objects, 1 in the variant tree: the file its chunk lands in)"
like "$(printf '%s\n' "$out" | grep '^cp ')" "^cp build/obj/kernels/two/shared.c.o build/obj/build/var/loud/kernels/two/shared.c.o" "... the variant's unchanged file is the plain object, copied"
like "$(cat $P/build/obj/build/var/loud/kernels/two/shared.c.d 2>/dev/null)" "^build/obj/build/var/loud/kernels/two/shared.c.o: build/var/loud/kernels/two/shared.c .*build/var/loud/kernels/two/shared.h" "... with a dependency file in the tree's names"
is "$(cd $P && ./build/bin/first; ./build/bin/first+loud; ./build/bin/second)" "first 7
FIRST 7
second" "plain build, variant build and CUDA program run side by side"
before=$(tree_state $P)
out=$(cd $P && make build 2>&1)
is "$(printf '%s\n' "$out" | compiles)" 0 "a second make compiles nothing"
(cd $P && touch notes/two.nw && make tangle >/dev/null 2>&1)
is "$(tree_state $P)" "$before" "re-tangling an unchanged document touches no file"
out=$(cd $P && make build 2>&1)
is "$(printf '%s\n' "$out" | compiles)" 0 "make after a re-tangle compiles nothing"
sed -i 's/return 7;/return 8;/' $P/notes/two.nw
out=$(cd $P && make build 2>&1)
is "$(printf '%s\n' "$out" | compiles)" 1 "a one-line edit in a chunk no variant changes recompiles one object"
like "$(printf '%s\n' "$out" | grep -E ' -c ')" "kernels/two/shared.c" "... shared.c's"
is "$(cd $P && ./build/bin/first; ./build/bin/first+loud)" "first 8
FIRST 8" "... and the variant tree's copy of it is the new one"
is "$(head -1 $P/tests/two/extra.txt)" "a data file with no header" "a data root is written verbatim"
sed -i '/^<<tests\/two\/extra.txt>>=$/,/^@$/d' $P/notes/two.nw
(cd $P && make tangle >/dev/null 2>&1)
is "$(ls $P/tests/two/extra.txt 2>/dev/null)" "" "a file whose root is gone is removed"
out=$(cd $P && make build/bin/nosuch+loud 2>&1)
like "$out" "unknown program 'nosuch'" "an unknown program is named"
out=$(cd $P && make build/bin/first+quiet 2>&1)
like "$out" "unknown variant tag 'quiet' \(known tags: loud\)" "an unknown tag in a variant target is named"
# a subset run (DOCS=...) never leaves the full build believing it is up to date
cat > $P/notes/three.nw <<'DOC'
# Third
<<kernels/three/build.mk>>=
PROGRAMS += third
third_SRCS := kernels/three/third.c
@
<<kernels/three/third.c>>=
int main(void) { return 3; }
@
DOC
(cd $P && make build >/dev/null 2>&1)
out=$(cd $P && make DOCS=notes/three.nw build 2>&1); st=$?
is "$st $(ls $P/kernels/two 2>/dev/null | wc -l)" "0 0" "a subset build succeeds and its tree holds only the subset's files"
out=$(cd $P && make build 2>&1); st=$?
is "$st $(ls $P/kernels/two | wc -l)" "0 5" "the next full make tangles the full tree again"
like "$(printf '%s\n' "$out" | grep -E ' -c ')" "kernels/two/first.c" "... and recompiles what the subset removed"
out=$(cd $P && make build 2>&1)
is "$(printf '%s\n' "$out" | compiles)" 0 "after that, a full make compiles nothing"
rm -rf $P
# what the weave needs of a variant tree is its dependency files, never its objects
# (debug_logs/make-pattern-stem.nw: a pattern rule's stem once made the stamp build the tree)
out=$(cd $P2 && make programs build/var/loud/.deps 2>&1); st=$?
is "$st $(printf '%s\n' "$out" | compiles)" "0 3" "make programs and a tree's dependency stamp: the 3 plain compilations, none in the tree"
is "$(ls $P2/build/obj/build/var/loud/kernels/two/ 2>/dev/null | grep -c '\.o$')" 0 "... no object in the tree"
is "$(awk -f tangle/build/depfiles.awk $P2/build/obj/build/var/loud/kernels/two/first.c.d 2>/dev/null | tr '\n' ' ')" \
   "build/var/loud/kernels/two/first.c build/var/loud/kernels/two/shared.h " "... its dependency file in the tree's names"
rm -rf $P2
