# variants.awk: select chunk variants in a noweb markup stream.
# A definition <<name [tag words]>>= is a variant of <<name>>; its tag is the
# words joined by "-".  With -v select="t1+t2", every selected variant is
# renamed to its base name and the base definitions it replaces are renamed
# out of the way ("name [replaced]"), so nt sees exactly one choice.  Chunks
# are renamed, never dropped, so nt's line counting (#line) stays exact.
# Usage: awk -f chunkname.awk -f variants.awk -v select=TAGS STREAM STREAM
# (the stream twice)
# Errors go to stderr as FILE:LINE: message, and the exit status is 1.
function err(where, msg) { print where ": " msg > "/dev/stderr"; failed = 1 }
BEGIN {
    nsel = split(select, sel, /[+,]/)
    for (i = 1; i <= nsel; i++) if (sel[i] != "") wanted[sel[i]] = 1
}
FNR == 1 { pass++ }
/^@file / { file = substr($0, 7); line = 1 }
/^@nl/    { line++ }
pass == 1 && /^@defn / {
    name = substr($0, 7)
    if (variant_of(name)) {
        known[VTAG] = 1
        vwhere[name] = file ":" line
        if (VTAG in wanted) {
            if ((VBASE in chosen) && chosen[VBASE] != VTAG)
                err(file ":" line, "variants [" chosen[VBASE] "] and [" VTAG "] both replace <<" VBASE ">>; select only one of them")
            chosen[VBASE] = VTAG
        }
        vbase[name] = VBASE
    } else
        base[name] = 1
    next
}
pass == 1 { next }
pass == 2 && FNR == 1 {
    for (t in wanted) if (!(t in known)) {
        list = ""
        for (k in known) list = list " " k
        err("tangle", "unknown variant tag '" t "' (known tags:" (list == "" ? " none" : list) ")")
    }
    for (v in vbase) if (!(vbase[v] in base))
        err(vwhere[v], "variant <<" v ">> has no base chunk <<" vbase[v] ">> to replace")
    if (failed) exit 1
}
pass == 2 && /^@defn / {
    name = substr($0, 7)
    if (variant_of(name)) {
        if ((VTAG in wanted) && chosen[VBASE] == VTAG) { print "@defn " VBASE; next }
    } else if (name in chosen) { print "@defn " name " [replaced by " chosen[name] "]"; next }
}
pass == 2 { print }
END { if (failed) exit 1 }
