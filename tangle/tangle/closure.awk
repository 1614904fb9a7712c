# closure.awk ROOTS STREAM: every chunk that the expansion of each root named
# in ROOTS (one a line) reaches in the markup stream STREAM, as lines
# ROOT TAB CHUNK TAB DOCUMENT, one for each document that defines the chunk.
# tangle.sh uses it for a variant tree's dependencies (the documents its
# tangled roots are made from) and to learn whether a changed root of the
# base tree now reaches a chunk that a variant replaces.
FNR == NR { want[$0] = 1; next }
/^@file / { file = substr($0, 7); next }
/^@defn / { cur = substr($0, 7)
            if (!((cur SUBSEP file) in dd)) { dd[cur SUBSEP file] = 1; docs[cur] = docs[cur] SUBSEP file }
            next }
/^@use / { u = substr($0, 6)
           if (!((cur SUBSEP u) in edge)) { edge[cur SUBSEP u] = 1; kids[cur] = kids[cur] SUBSEP u }
           next }
END {
    for (r in want) {
        delete seen; top = 0; stack[++top] = r; seen[r] = 1
        while (top > 0) {
            n = stack[top--]
            m = split(docs[n], ds, SUBSEP); for (i = 2; i <= m; i++) print r "\t" n "\t" ds[i]
            m = split(kids[n], ks, SUBSEP)
            for (i = 2; i <= m; i++) if (!(ks[i] in seen)) { seen[ks[i]] = 1; stack[++top] = ks[i] }
        }
    }
}
