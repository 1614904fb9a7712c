# affected.awk BASE-STREAM VARIANT-STREAM: the chunks whose expansion differs
# between the base tangle and a variant tangle, one name a line: a chunk
# whose own definitions changed, or that uses (at any depth) one that did.
# tangle.sh --base runs nt only for the roots printed here and copies the
# others from the base tree, where they are byte for byte the same.
FNR == 1 { stream++ }
/^@defn / { name = substr($0, 7); inchunk = 1; body[stream, name] = body[stream, name] "\n@defn"; next }
/^@end code/ { inchunk = 0; next }
inchunk && /^@use / { if (stream == 2) uses[name] = uses[name] "\n" substr($0, 6)
                      body[stream, name] = body[stream, name] "\n" $0; names[name] = 1; next }
inchunk && /^@(text|nl)/ { body[stream, name] = body[stream, name] "\n" $0; names[name] = 1; next }
END {
    for (n in names) if (body[1, n] != body[2, n]) hit[n] = 1
    do {                      # uses in the variant stream spread the change upward
        grew = 0
        for (n in names) if (!(n in hit)) {
            k = split(uses[n], list, "\n")
            for (i = 1; i <= k; i++) if (list[i] in hit) { hit[n] = 1; grew = 1; break }
        }
    } while (grew)
    for (n in hit) print n
}
