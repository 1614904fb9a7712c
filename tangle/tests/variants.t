# Variant selection: base, one tag, two tags combined, conflicts, unknown tags.
. tangle/tests/lib.sh
plan 9
P=$(mkproj)
cat > $P/notes/v.nw <<'DOC'
# Variants
<<kernels/v/v.c>>=
#include <stdio.h>
int main(void) { <<greeting>> <<farewell>> return 0; }
@
<<greeting>>=
printf("base-hello ");
@
<<greeting>>=
printf("base-hello-2 ");
@
<<greeting [mask loud]>>=
printf("LOUD-HELLO ");
@
<<greeting [attempt 2]>>=
printf("attempt-hello ");
@
<<farewell>>=
printf("base-bye\n");
@
<<farewell [attempt 2b]>>=
printf("attempt-bye\n");
@
DOC
run() { (cd $P && rm -rf out && sh tangle/tangle/tangle.sh ${1:+--variants $1} --out out notes/v.nw >/dev/null 2>&1 && gcc -o out/v out/kernels/v/v.c && ./out/v) 2>&1; }
is "$(run)" "base-hello base-hello-2 base-bye" "no tags: every base definition, in order"
is "$(run mask-loud)" "LOUD-HELLO base-bye" "one tag replaces all base definitions of its chunk"
is "$(run mask-loud+attempt-2b)" "LOUD-HELLO attempt-bye" "two tags on different chunks combine"
is "$(run attempt-2b+mask-loud)" "LOUD-HELLO attempt-bye" "the order of tags does not matter"
out=$(cd $P && sh tangle/tangle/tangle.sh --variants mask-loud+attempt-2 --out out2 notes/v.nw 2>&1); st=$?
like "$out" "variants \[mask-loud\] and \[attempt-2\] both replace <<greeting>>" "two tags replacing one chunk: an error"
is "$st:$(ls $P/out2 2>/dev/null)" "1:" "... and nothing written"
out=$(cd $P && sh tangle/tangle/tangle.sh --variants mask-lod --out out3 notes/v.nw 2>&1); st=$?
like "$out" "unknown variant tag 'mask-lod' \(known tags: .*mask-loud" "an unknown tag is an error naming the known tags"
is "$st" 1 "... with exit status 1"
(cd $P && sh tangle/tangle/tangle.sh --variants mask-loud --out out4 notes/v.nw >/dev/null)
is "$(awk '/LOUD/ { print prev } { prev = $0 }' $P/out4/kernels/v/v.c)" '#line 13 "notes/v.nw"' "a variant's code maps to the variant's own line"
rm -rf $P
