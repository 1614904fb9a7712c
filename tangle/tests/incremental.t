# Incremental work, and that it gives what work from nothing gives: a prose
# edit weaves one document again and tangles nothing; a heading added in one
# document relabels the chunks of the next without weaving it again; a
# variant tree is tangled again only for an edit of a document its own roots
# come from, while its copied files follow the base tree; a root that comes
# to use a chunk the variant replaces makes the tree tangle again.  Each
# result is compared with a weave or a tangle from nothing.
. tangle/tests/lib.sh
plan 17
P=$(mkproj)
cat > $P/notes/one.nw <<'DOC'
# One

Prose of one.

<<kernels/one/build.mk>>=
PROGRAMS += one
one_SRCS := kernels/one/one.c
VARIANT_BUILDS += one+loud
@
<<kernels/one/one.c>>=
#include <stdio.h>
int main(void) { <<one: say>> return 0; }
@
<<one: say>>=
puts("one");
@
<<one: say [loud]>>=
puts("ONE");
@
DOC
cat > $P/notes/two.nw <<'DOC'
# Two

Prose of two, with $x^2$.

<<kernels/two/two.c>>=
int two(void) { return 2; }
@
DOC
cd $P
weave() { sh tangle/weave/weave.sh build/notebook.html notes/one.nw notes/two.nw 2>&1; }
make -s build >/dev/null 2>&1 || fail "setup: make build"
weave >/dev/null
same_as_fresh() {  # the page equals a weave of the same documents with no fragment kept
    rm -rf build/fresh.frags
    sh tangle/weave/weave.sh build/fresh.html notes/one.nw notes/two.nw >/dev/null 2>&1
    cmp -s build/notebook.html build/fresh.html
}
like "$(cat build/notebook.html)" "kernels/two/two.c <span class=\"lbl\">2a</span>" "setup: two.nw's chunk is labelled 2a"
before=$(tree_state .)
sed -i 's/^Prose of two/Edited prose of two/' notes/two.nw
make -s tangle >/dev/null 2>&1; out=$(weave)
like "$out" "\(1 of [0-9]+ documents woven again\)" "a prose edit weaves that one document again"
is "$(tree_state .)" "$before" "... and tangles nothing: no file is written"
ok "... and the page is the one a weave from nothing gives" same_as_fresh
printf '\n# Another chapter\n\nMore prose.\n' >> notes/one.nw
out=$(weave)
like "$out $(cat build/notebook.html)" "\([12] of [0-9]+ documents woven again\).*kernels/two/two.c <span class=\"lbl\">3a</span>" \
    "a chapter added in one document relabels the next one's chunks (2a to 3a), weaving only that one (and the index, when lines moved)"
ok "... and the page is the one a weave from nothing gives" same_as_fresh
# the variant tree loud is tangled from one.nw's roots; two.nw's files are copies
full_tangle() { rm -rf full; sh tangle/tangle/tangle.sh --variants loud --out full notes/*.nw >/dev/null && diff -r -x .stamp full build/var/loud; }
make -s build >/dev/null 2>&1
stamp=$(stat -c %y build/var/loud/.stamp)
sed -i 's/return 2;/return 3;/' notes/two.nw
make -s build >/dev/null 2>&1
is "$(stat -c %y build/var/loud/.stamp)" "$stamp" "a code edit in a document the variant tree's own roots do not come from tangles no variant tree"
like "$(cat build/var/loud/kernels/two/two.c)" "return 3;" "... yet its copy of the changed file follows"
ok "... and the tree is what a full tangle of it gives" full_tangle
sed -i 's/puts("ONE");/puts("ONE!");/' notes/one.nw
make -s build >/dev/null 2>&1
is "$(build/bin/one+loud)" "ONE!" "an edit of the variant itself tangles the tree again"
sed -i 's/^int two(void) { return 3; }$/int two(void) { <<one: say>> return 3; }/' notes/two.nw
make -s build >/dev/null 2>&1
like "$(cat build/var/loud/kernels/two/two.c)" 'puts\("ONE!"\)' "a copied root that comes to use the replaced chunk is tangled with the variant"
like "$(cat kernels/two/two.c)" 'puts\("one"\)' "... while the base tree has the base chunk"
ok "... and the tree is what a full tangle of it gives" full_tangle
# a document that comes reaches none of the tree's own files: the tree's
# tangle finds its inputs unchanged (build/vardeps/loud.sig) and writes nothing
own=$(stat -c %y build/var/loud/kernels/one/one.c build/vardeps/loud.roots build/var/loud/.deps | tr '\n' ' ')
printf '# Three\n\n<<kernels/three/three.c>>=\nint three(void) { return 3; }\n@\n' > notes/three.nw
make -s build >/dev/null 2>&1
is "$(stat -c %y build/var/loud/kernels/one/one.c build/vardeps/loud.roots build/var/loud/.deps | tr '\n' ' ')$(grep -c 'return 3' build/var/loud/kernels/three/three.c)" "${own}1" \
   "a new document: the tree's tangle stops at once and its dependency files stay; the new file is copied in"
ok "... and the tree is what a full tangle of it gives" full_tangle
# one whose new root uses the replaced chunk: that root is the tree's own now
printf '# Four\n\n<<kernels/four/four.c>>=\nvoid four(void) { <<one: say>> }\n@\n' > notes/four.nw
make -s build >/dev/null 2>&1
like "$(cat build/var/loud/kernels/four/four.c) $(cat kernels/four/four.c)" 'puts\("ONE!"\).*puts\("one"\)' \
     "a new document whose root uses the replaced chunk: the tree tangles it with the variant"
ok "... and the tree is what a full tangle of it gives" full_tangle
cd /; rm -rf $P
