# Faithfulness: on the noweb examples shipped by Debian (documents we did not
# write), our pipeline (markup | variants.awk | nt) gives the same bytes as
# plain notangle -L for every root, with no variant selected.
. tangle/testing/lib.sh
dir=/usr/share/doc/noweb/examples
[ -d $dir ] || skip_all "no $dir (Debian's noweb package)"
T=$(mktmp)
n=0
for f in $dir/*.nw $dir/*.nw.gz; do
    [ -e "$f" ] || continue
    case $f in *.gz) g=$T/$(basename "$f" .gz); gzip -dc "$f" > "$g" ;; *) g=$f ;; esac
    noroots "$g" 2>/dev/null | sed 's/^<<//; s/>>$//' > $T/roots
    while IFS= read -r root; do
        n=$((n + 1))
        notangle -L -R"$root" "$g" > $T/want 2>/dev/null
        sh tangle/tangle/tangle.sh --stdout "$root" "$g" > $T/got 2>/dev/null
        if cmp -s $T/want $T/got && [ -s $T/want ]; then pass "$(basename "$g"): <<$root>> ($(wc -c < $T/want) bytes)"
        else fail "$(basename "$g"): <<$root>>"; diff $T/want $T/got | head -5 | sed 's/^/# /'; fi
    done < $T/roots
done
echo "1..$n"
rm -rf $T
