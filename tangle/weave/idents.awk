# idents.awk: the identifier index's scan of C and CUDA code, used by weave.awk.
# A line-based reading, not a parser: it finds what a reader looks up
#   macro     #define NAME
#   struct    struct|union|enum NAME {, and the NAME of typedef ... NAME;
#   function  a line at column 0 that names NAME( and whose parameter list is
#             followed by a body ({, or the end of the chunk), not by ;
#   kernel    such a function marked __global__
# after comments and string literals are blanked out.  A use is the name as a
# whole word in any other C or CUDA chunk.
function id_plain(text,   out, rest, c, e, seg) {   # comments and strings blanked, newlines kept
    out = ""; rest = text
    while (match(rest, /\/\*|\/\/|["']/)) {
        out = out substr(rest, 1, RSTART - 1); c = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
        if (c == "/*") {
            e = index(rest, "*/"); seg = e ? substr(rest, 1, e + 1) : rest; rest = e ? substr(rest, e + 2) : ""
            gsub(/[^\n]/, " ", seg); out = out "  " seg
        } else if (c == "//") {
            e = index(rest, "\n"); seg = e ? substr(rest, 1, e - 1) : rest; rest = e ? substr(rest, e) : ""
            gsub(/./, " ", seg); out = out "  " seg
        } else {
            if (c == "\"") e = match(rest, /^([^"\\\n]|\\.)*"/); else e = match(rest, /^([^'\\\n]|\\.)*'/)
            if (e) { seg = substr(rest, 1, RLENGTH - 1); rest = substr(rest, RLENGTH + 1); gsub(/./, " ", seg); out = out c seg c }
            else out = out c
        }
    }
    return out rest
}
function id_def(name, kind, id) {
    if (name == "" || name ~ /^(main|if|for|while|switch|return|sizeof)$/) return
    if (!(name in idkind)) { idkind[name] = kind; idorder[++nidents] = name }
    else if (kind == "kernel" || idkind[name] == "macro") idkind[name] = kind
    if (index(iddefs[name] SUBSEP, SUBSEP id SUBSEP) == 0) iddefs[name] = iddefs[name] SUBSEP id
    if (index(chunkdefs[id] SUBSEP, SUBSEP name SUBSEP) == 0) chunkdefs[id] = chunkdefs[id] SUBSEP name
}
# the text after position p (just past a parameter list's "(") ends the signature with ";"?
function id_declared_only(text, p,   depth, c, n) {
    depth = 1; n = length(text)
    for (; p <= n && depth > 0; p++) { c = substr(text, p, 1); if (c == "(") depth++; else if (c == ")") depth-- }
    for (; p <= n; p++) {
        c = substr(text, p, 1)
        if (c == ";") return 1
        if (c == "{") return 0
        if (c == "(") { depth = 1; p++; for (; p <= n && depth > 0; p++) { c = substr(text, p, 1); if (c == "(") depth++; else if (c == ")") depth-- } p-- }
    }
    return 0
}
function id_scan_defs(id, text,   t, lines, m, i, l, name, pre, p, off, typedefs, guard) {
    t = id_plain(text); m = split(t, lines, "\n"); off = 1
    typedefs = (t ~ /(^|[^A-Za-z0-9_])typedef[^A-Za-z0-9_]/)
    for (i = 1; i <= m; i++) {
        l = lines[i]
        if (l ~ /^[ \t]*#[ \t]*ifndef[ \t]+[A-Za-z_]/) { guard = l; sub(/^[ \t]*#[ \t]*ifndef[ \t]+/, "", guard); sub(/[^A-Za-z0-9_].*$/, "", guard) }
        else if (l ~ /^[ \t]*#[ \t]*define[ \t]+[A-Za-z]/) {    # (an include guard, or a _FEATURE macro, is no entry)
            name = l; sub(/^[ \t]*#[ \t]*define[ \t]+/, "", name); sub(/[^A-Za-z0-9_].*$/, "", name)
            if (!(name == guard && l ~ /^[ \t]*#[ \t]*define[ \t]+[A-Za-z0-9_]+[ \t]*$/)) id_def(name, "macro", id)
        } else if (l ~ /^[ \t]*(typedef[ \t]+)?(struct|union|enum)[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*(\{|$)/) {
            name = l; sub(/^[ \t]*(typedef[ \t]+)?(struct|union|enum)[ \t]+/, "", name); sub(/[^A-Za-z0-9_].*$/, "", name); id_def(name, "struct", id)
        } else if (typedefs && l ~ /^\}[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*;/) {
            name = l; sub(/^\}[ \t]*/, "", name); sub(/[^A-Za-z0-9_].*$/, "", name); id_def(name, "struct", id)
        } else if (l ~ /^typedef[^(]*[ \t*}][A-Za-z_][A-Za-z0-9_]*[ \t]*;[ \t]*$/) {
            name = l; sub(/[ \t]*;[ \t]*$/, "", name); sub(/^.*[^A-Za-z0-9_]/, "", name); id_def(name, "struct", id)
        } else if (l ~ /^[A-Za-z_]/ && l !~ /^(return|else|if|for|while|switch|case|do|goto|typedef|using|namespace|template|extern|struct|union|enum|public|private|default)([^A-Za-z0-9_]|$)/) {
            pre = l; gsub(/__(launch_bounds|attribute)__[ \t]*\(\([^)]*\)\)|__launch_bounds__[ \t]*\([^)]*\)/, "", pre)
            p = index(pre, "("); if (p <= 1) { off += length(l) + 1; continue }
            pre = substr(pre, 1, p - 1); sub(/[ \t]+$/, "", pre)
            if (pre ~ /[=;,{}"'+\/-]/ || pre !~ /[A-Za-z0-9_*&>][ \t*&]+[A-Za-z_][A-Za-z0-9_]*$/) { off += length(l) + 1; continue }
            name = pre; sub(/^.*[^A-Za-z0-9_]/, "", name)
            if (!id_declared_only(substr(t, off), index(substr(t, off), "(") + 1))
                id_def(name, pre ~ /(^|[^A-Za-z0-9_])__global__([^A-Za-z0-9_]|$)/ ? "kernel" : "function", id)
        }
        off += length(l) + 1
    }
}
function id_scan_uses(id, text,   t, words, m, i, w, seen) {
    t = id_plain(text); gsub(/[^A-Za-z0-9_]+/, " ", t)
    m = split(t, words, " ")
    for (i = 1; i <= m; i++) {
        w = words[i]
        if (!(w in idkind) || (w in seen)) continue
        seen[w] = 1
        if (index(iddefs[w] SUBSEP, SUBSEP id SUBSEP)) continue
        iduses[w] = iduses[w] SUBSEP id
    }
}
