# The writer's loop: make test CHAPTER=X builds X's programs and runs X's tests only;
# a variant tree tangled from the base tree (--base) is byte for byte the full tangle;
# make bench and make sanitize say "no CUDA GPU" before building anything.
. tangle/tests/lib.sh
plan 8
P=$(mkproj_core)
mkdir -p $P/notes/alpha $P/notes/beta
cat > $P/notes/alpha/01-a.nw <<'DOC'
# Alpha
<<kernels/alpha/build.mk>>=
PROGRAMS += alpha
alpha_SRCS := kernels/alpha/alpha.c
VARIANT_BUILDS += alpha+shout
@
<<kernels/alpha/alpha.c>>=
#include <stdio.h>
int main(void) { <<alpha: greet>> return 0; }
@
<<alpha: greet>>=
puts("alpha");
@
<<alpha: greet [shout]>>=
puts("ALPHA");
@
<<tests/alpha/a.t>>=
echo 1..1; [ "$(build/bin/alpha)" = alpha ] && echo ok 1 || echo not ok 1
@
DOC
cat > $P/notes/beta/01-b.nw <<'DOC'
# Beta
<<kernels/beta/build.mk>>=
PROGRAMS += beta
beta_SRCS := kernels/beta/beta.c
@
<<kernels/beta/beta.c>>=
int main(void) { return 0; }
@
<<tests/beta/b.t>>=
echo 1..1; echo ok 1
@
DOC
cd $P
out=$(make test CHAPTER=alpha 2>&1); st=$?
like "$st $out" "^0 .*tests/alpha/a\.t +ok 1 points.*1 passed, 0 failed, 0 skipped$" "make test CHAPTER=alpha runs alpha's test only"
ok "... and builds alpha and its variant" [ -x build/bin/alpha ] && [ -x build/bin/alpha+shout ]
ok "... but not beta, and weaves nothing" [ ! -e build/bin/beta ] && [ ! -e build/notebook.html ]
out=$(make test CHAPTER=gamma 2>&1); st=$?
like "$st $out" "^2 .*CHAPTER=gamma: no such chapter.*alpha" "an unknown CHAPTER is named, with the chapters there are"
D=$(ls notes/*/*.nw)
sh tangle/tangle/tangle.sh --variants shout --out full $D > /dev/null
sh tangle/tangle/tangle.sh --variants shout --base . --out fast $D > /dev/null
ok "a variant tree made from the base tree equals the full tangle" diff -r full fast
like "$(grep -h puts fast/kernels/alpha/alpha.c)" 'ALPHA' "... and holds the variant"
for goal in bench sanitize; do
    out=$(make $goal 2>&1); st=$?
    like "$st $(printf '%s\n' "$out" | grep -c '^gcc\|nvcc') $out" "^2 0 no CUDA GPU here: make $goal needs one" "make $goal without a GPU: one line, nothing built"
done
