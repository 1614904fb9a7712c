# check.awk: the tangle's static checks on a (variant-selected) markup stream.
# Reports every error as FILE:LINE: message on stderr and exits 1 if any:
#   undefined chunk, unused chunk that is not a file path, a file path outside
#   kernels/ and tests/ or defined in two documents, a cycle of references,
#   a code chunk not closed by "@" before the end of its file, a chunk
#   continued in two chapters (chunk names are global: two chapters that
#   chose the same name would silently become one chunk), and a
#   documentation line that looks like a broken chunk definition.
# On success prints the file roots as PATH<TAB>DOCUMENT<TAB>LINE.
function err(where, msg) { errs[++nerr] = where ": " msg }
function inactive(name) { return name ~ / \[[^][]+\]$/ }   # unselected or replaced
function is_path(name) { return name ~ /^[A-Za-z0-9_.+-]+(\/[A-Za-z0-9_.+-]+)+$/ }
function chapter(f,   c) { c = f; if (c ~ /^notes\/[^\/]+\//) sub(/\/[^\/]+$/, "", c); return c }
function close_code(next_kind) {
    if (incode && next_kind != "docs" && next_kind != "code")
        err(defwhere, "chunk <<" defname ">> is not closed by a line starting with @ before the end of " codefile)
    incode = 0
}
/^@file / {
    if (pending) close_code("file")
    pending = 0
    file = substr($0, 7); line = 1; next
}
/^@nl/ { line++; next }
/^@begin / { if (pending) close_code($2); pending = 0; if ($2 == "code") { incode = 1; codefile = file } else indocs = 1; next }
/^@end code/ { pending = 1; next }
/^@end docs/ { indocs = 0; next }
/^@defn / {
    defname = substr($0, 7); defwhere = file ":" line; cur = defname
    if (!(defname in defat)) defat[defname] = defwhere
    if (!inactive(defname) && !(defname in chapat)) chapat[defname] = file
    else if (!inactive(defname) && !is_path(defname) && chapter(file) != chapter(chapat[defname]) && !((defname SUBSEP "chap") in told)) {
        told[defname SUBSEP "chap"] = 1
        err(defwhere, "chunk <<" defname ">> continues a chunk of another chapter (" chapat[defname] "); chunk names are global: give each its own name")
    }
    if (!inactive(defname) && !((defname SUBSEP file) in defdoc)) {
        defdoc[defname SUBSEP file] = 1
        if (++ndocs[defname] == 2) dupat[defname] = defwhere
        docs[defname] = (defname in docs) ? docs[defname] ", " file : file
    }
    next
}
/^@use / {
    u = substr($0, 6)
    used[u] = 1
    if (!(u in firstuse)) firstuse[u] = file ":" line
    if (!inactive(cur) && !((cur SUBSEP u) in edge)) { edge[cur SUBSEP u] = 1; kids[cur] = kids[cur] SUBSEP u }
    next
}
/^@text / && indocs {
    t = substr($0, 7)
    if (t ~ /^<<[^>]*>?=[ \t]*$/ || t ~ /^<<[^>]*>>[ \t]*=/)
        err(file ":" line, "malformed chunk definition '" t "' (write <<name>>= alone on its line)")
    next
}
function visit(n,   parts, k, i, m) {
    state[n] = 1; stack[++depth] = n
    m = split(kids[n], parts, SUBSEP)
    for (i = 2; i <= m; i++) {
        k = parts[i]
        if (state[k] == 1) {
            cyc = k
            for (j = depth; j >= 1 && stack[j] != k; j--) cyc = stack[j] " -> " cyc
            err(defat[k], "cycle of chunk references: " k " -> " cyc)
        } else if (state[k] == 0 && (k in defat)) visit(k)
    }
    depth--; state[n] = 2
}
END {
    if (pending) close_code("eof")
    for (u in used) if (!(u in defat)) {
        hint = ""
        if (u ~ /^</ || u ~ /,/ || u ~ /^ / || u ~ / $/)
            hint = " (a CUDA launch <<<...>>> or a shift a << b >> c? write @<< in code chunks)"
        err(firstuse[u], "undefined chunk <<" u ">>" hint)
    }
    for (n in defat) {
        if (inactive(n) || (n in used)) continue
        if (!is_path(n)) err(defat[n], "chunk <<" n ">> is defined but never used, and is not a file path (a misspelt chunk name?)")
        else if (n ~ /(^|\/)\.\.?(\/|$)/) err(defat[n], "file root <<" n ">> has a '.' or '..' component: a root names a file inside kernels/ or tests/ directly")
        else if (n !~ /^(kernels|tests)\//) err(defat[n], "file root <<" n ">> is outside kernels/ and tests/")
        else if (ndocs[n] > 1) err(dupat[n], "file <<" n ">> is defined in more than one document: " docs[n])
        else roots[n] = 1
    }
    for (n in defat) if (!inactive(n) && state[n] == 0) visit(n)
    if (nerr) {
        # stable order: by file, then line
        for (i = 1; i <= nerr; i++) print errs[i] | "sort -t: -k1,1 -k2,2n -u >&2"
        close("sort -t: -k1,1 -k2,2n -u >&2")
        exit 1
    }
    for (n in roots) { split(defat[n], w, ":"); print n "\t" w[1] "\t" w[2] }
}
