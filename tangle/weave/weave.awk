# weave.awk: noweb markup stream (all documents) -> one pandoc Markdown file.
# Read the stream twice: pass 1 learns every definition, use and variant;
# pass 2 writes prose as it is and each code chunk as a fenced block between
# a header (name, location) and a footer of links (defined in, used in,
# variants, tangled to).  A chunk reference inside code becomes a token
# NWREF<n>Z that pandoc's highlighter leaves whole; weave.sh turns it into
# a link afterwards (the map goes to the file named by -v refmap=).
function is_path(n) { return n ~ /^(kernels|tests)\/[^ ]+$/ }
function lang_of(path) {
    if (path ~ /\.(c|h)$/) return "c"
    if (path ~ /\.(cu|cuh)$/) return "cpp"
    if (path ~ /\.awk$/) return "awk"
    if (path ~ /\.(sh|t)$/) return "bash"
    if (path ~ /\.mk$/) return "makefile"
    if (path ~ /\.py$/) return "python"
    return ""
}
function ref(name) {
    if (!(name in refid)) { refid[name] = ++nref; print "NWREF" nref "Z\t" name "\t" anchor(name) > refmap }
    return "NWREF" refid[name] "Z"
}
function anchor(name) { return (name in firstdef) ? "def-" firstdef[name] : "" }
function link(id) { return "[" defdoc[id] ":" defline[id] "](#def-" id ")" }
function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); return s }
function spread(n, l,   k, i, m, parts) {      # give chunk n (and what it uses) language l
    if ((n in lang) || visiting[n]) return
    lang[n] = l; visiting[n] = 1
    m = split(kids[n], parts, SUBSEP)
    for (i = 2; i <= m; i++) spread(parts[i], l)
    if (n in variants) { m = split(variants[n], parts, SUBSEP); for (i = 2; i <= m; i++) spread(parts[i], l) }
    visiting[n] = 0
}
FNR == 1 { pass++ }
function slurp(path,   l, t, n) { t = ""; n = 0; while ((getline l < path) > 0) { t = t l "\n"; n++ } close(path); NLINES = n; return t }
function dashboard(   t, l, w, n) {
    t = slurp("build/logs.md")
    if (NLINES > 2)
        printf "# Debug logs at a glance {.unnumbered}\n\nEvery investigation in `debug_logs/`, with how many of its recorded attempts still reproduce, have gone stale (their sources changed since the recording) or fail their own expectation. `make logs` prints the same table in a terminal.\n\n%s\n", t
    # the chapters' recorded GPU results, from record.sh --status
    while ((getline l < "build/records.status") > 0) {
        split(l, w, "\t")
        if (!n++) printf "\n## Recorded GPU results {.unnumbered}\n\nThe tables the chapters show, measured by `make record` on a GPU: *current* while the sources of the programs they were measured with are unchanged, *stale* after.\n\n| record | state | recorded | GPU |\n|---|---|---|---|\n"
        printf "| `%s` | <span class=\"mark-%s\">%s</span> | %s | %s |\n", w[1], w[2], w[2], (w[3] == "" ? "—" : w[3]), (w[4] == "" ? "—" : w[4])
    }
    close("build/records.status")
}
# the state that a status file (build/logs.status, build/records.status) gives the line beginning with key
function state_in(file, key,   l, st) {
    st = "unrecorded"
    while ((getline l < file) > 0)
        if (index(l, key "\t") == 1) { l = substr(l, length(key) + 2); sub(/\t.*/, "", l); st = l }
    close(file); return st
}
function recorded(lg, n,   base, meta, out, st, l, lines, m, i, kv) {
    delete val
    base = "debug_logs/results/" lg "/attempt-" n
    if ((getline l < (base ".meta")) <= 0) { printf "*Not recorded yet: run `make attempts LOG=%s`.*\n", lg; return }
    close(base ".meta")
    st = state_in("build/logs.status", lg "\t" n)
    read_meta(base ".meta")
    printf "<span class=\"mark-%s\">**%s**</span> — recorded %s on %s (GPU: %s; driver %s; nvcc %s; commit %s): `%s` exited %s after %s s; expected *%s*.\n\n", \
        st, toupper(substr(st, 1, 1)) substr(st, 2), val["date"], val["host"], val["gpu"], (val["driver"] == "" ? "none" : val["driver"]), val["nvcc"], val["commit"], val["command"], val["exit"], val["wall_s"], val["expect"]
    if (st == "stale") printf "*The sources this result was built from have changed since; `make attempts LOG=%s` records it again.*\n\n", lg
    out = slurp(base ".txt"); m = split(out, lines, "\n") - 1
    printf "~~~~~~~~~~ {.output}\n"
    if (m <= 30) for (i = 1; i <= m; i++) print lines[i]
    else { for (i = 1; i <= 15; i++) print lines[i]; printf "[... %d lines left out ...]\n", m - 25; for (i = m - 9; i <= m; i++) print lines[i] }
    printf "~~~~~~~~~~\n\n[full output](../%s.txt)\n", base
}
function read_meta(path,   meta, lines, m, i, kv) {
    delete val
    meta = slurp(path); m = split(meta, lines, "\n")
    for (i = 1; i <= m; i++) { if (lines[i] == "") continue; split(lines[i], kv, ": "); val[kv[1]] = substr(lines[i], length(kv[1]) + 3) }
}
# a chapter's recorded result: the provenance line, generated from its .meta, then the output
function record(line,   nm, base, st, l) {
    nm = line; sub(/^<!-- record: */, "", nm); sub(/[; ].*$/, "", nm)
    base = "notes/results/" nm
    if ((getline l < (base ".meta")) <= 0) { printf "*The result `%s` is not recorded yet: `make record NAME=%s` records it (on a GPU).*\n", nm, nm; return }
    close(base ".meta")
    read_meta(base ".meta"); st = state_in("build/records.status", nm)
    printf "<div class=\"record\">\n\n<span class=\"mark-%s\">**%s**</span> — recorded %s on %s (driver %s; nvcc %s; commit %s) by `%s` in %s s.\n\n", \
        st, toupper(substr(st, 1, 1)) substr(st, 2), val["date"], val["gpu"], val["driver"], val["nvcc"], val["commit"], val["command"], val["wall_s"]
    if (st == "stale") printf "*The sources of the programs this was measured with (%s) have changed since; `make record NAME=%s` measures it again.*\n\n", val["uses"], nm
    printf "%s\n</div>\n", slurp(base ".md")
}
function bisection(lg,   t) {
    t = slurp("debug_logs/results/" lg "/bisect.md")
    if (NLINES == 0) printf "*Not bisected yet: run `make bisect LOG=%s`.*\n", lg
    else printf "%s\n", t
}
/^@file / { file = substr($0, 7); line = 1 }
# a chapter is a folder of notes/ (or a lone document); every debug log is one too
function chapter_of(f,   c) { c = f; if (c ~ /^notes\/[^\/]+\//) sub(/\/[^\/]+$/, "", c); return c }
pass == 1 && /^@file / { ch = chapter_of(file); if (!(ch in chtitle)) { chorder[++nch] = ch; chtitle[ch] = ch } }
pass == 1 && /^@text # / && !(ch in chnamed) { chtitle[ch] = substr($0, 9); chnamed[ch] = 1 }
/^@nl/ { line++ }
pass == 1 && /^@defn / {
    name = substr($0, 7); id = ++ndef
    defname[id] = name; defdoc[id] = file; defline[id] = line
    if (!(name in firstdef)) { firstdef[name] = id; order[++nnames] = name }
    defs[name] = defs[name] SUBSEP id
    if (variant_of(name)) { base[name] = VBASE; tag[name] = VTAG
        if (index(variants[VBASE] SUBSEP, SUBSEP name SUBSEP) == 0) variants[VBASE] = variants[VBASE] SUBSEP name }
    cur = name; next
}
pass == 1 && /^@use / {
    u = substr($0, 6)
    if (index(usedin[u] SUBSEP, SUBSEP id SUBSEP) == 0) usedin[u] = usedin[u] SUBSEP id
    if (index(kids[cur] SUBSEP, SUBSEP u SUBSEP) == 0) kids[cur] = kids[cur] SUBSEP u
    next
}
pass == 1 { next }
pass == 2 && FNR == 1 {
    for (i = 1; i <= nnames; i++) if (is_path(order[i])) spread(order[i], lang_of(order[i]))
    id = 0
}
pass == 2 && /^@file / {
    if (!doc_count++) dashboard()
    logname = ""; attempt = ""
    if (file ~ /^debug_logs\//) { logname = file; sub(/^.*\//, "", logname); sub(/\.nw$/, "", logname) }
    printf "\n<div class=\"docstart\" data-doc=\"%s\"%s></div>\n\n", file, logname != "" ? " id=\"log-" logname "\"" : ""
    next
}
pass == 2 && indocs && logname != "" && /^@text ## Attempt [0-9]+:/ { attempt = $4; sub(/:$/, "", attempt) }
pass == 2 && /^@begin docs/ { indocs = 1; buf = ""; next }
pass == 2 && /^@end docs/ { indocs = 0; next }
pass == 2 && indocs && /^@text / {
    t = substr($0, 7)
    if (t ~ /<!-- recorded result -->[ \t]*$/) { sub(/<!-- recorded result -->[ \t]*$/, "", t); printf "%s\n\n", t; recorded(logname, attempt); next }
    if (t ~ /^<!-- bisection -->$/) { bisection(logname); next }
    if (t ~ /^(~~~|```)/) fence = !fence
    if (!fence && t ~ /^<!-- record: /) { record(t); next }
    printf "%s", t; next
}
pass == 2 && indocs && /^@nl/ { printf "\n"; next }
pass == 2 && indocs && /^@quote/ { printf "`"; next }
pass == 2 && indocs && /^@endquote/ { printf "`"; next }
pass == 2 && /^@begin code/ { incode = 1; code = ""; next }
pass == 2 && /^@defn / {
    id++; name = substr($0, 7); skipnl = 1
    cont = (firstdef[name] != id)
    l = (name in lang) ? lang[name] : ((name in base) && (base[name] in lang) ? lang[base[name]] : "")
    printf "\n<div class=\"chunk%s\" id=\"def-%d\">\n", (name in base) ? " variant" : "", id
    printf "<div class=\"chunkhead\"><a class=\"chunkname\" href=\"#def-%d\">&#10216;%s&#10217;</a>%s <span class=\"loc\">%s:%d</span></div>\n\n", \
        id, esc(name), cont ? " +&equiv;" : " &equiv;", defdoc[id], defline[id]
    next
}
pass == 2 && incode && /^@nl/ { if (skipnl) skipnl = 0; else code = code "\n"; next }
pass == 2 && incode && /^@text / { code = code substr($0, 7); next }
pass == 2 && incode && /^@use / { code = code ref(substr($0, 6)); next }
pass == 2 && /^@end code/ {
    incode = 0
    sub(/\n$/, "", code)
    printf "~~~~~~~~~~%s\n%s\n~~~~~~~~~~\n\n", (l != "" ? " {." l "}" : ""), code
    foot = ""
    m = split(defs[name], ids, SUBSEP)
    if (m > 2) { s = ""; for (i = 2; i <= m; i++) if (ids[i] != id) s = s (s == "" ? "" : ", ") link(ids[i]); foot = foot "<span>also defined in " s "</span> " }
    if (name in base) {
        foot = foot "<span>variant <b>[" tag[name] "]</b> of " (base[name] in firstdef ? "[&#10216;" esc(base[name]) "&#10217;](#def-" firstdef[base[name]] ")" : "&#10216;" esc(base[name]) "&#10217; (undefined)") "</span> "
    }
    m = split(usedin[name], ids, SUBSEP)
    if (m > 1) { s = ""; for (i = 2; i <= m; i++) s = s (s == "" ? "" : ", ") "[&#10216;" esc(defname[ids[i]]) "&#10217;](#def-" ids[i] ")"; foot = foot "<span>used in " s "</span> " }
    else if (is_path(name)) foot = foot "<span>tangled to <code>" name "</code></span> "
    if (name in variants) {
        m = split(variants[name], vs, SUBSEP); s = ""
        for (i = 2; i <= m; i++) s = s (s == "" ? "" : ", ") "[[" tag[vs[i]] "]](#def-" firstdef[vs[i]] ")"
        foot = foot "<span>variants " s "</span>"
    }
    printf "<div class=\"chunkfoot\">%s</div>\n</div>\n\n", foot
    next
}
END {
    if (pass < 2) exit
    printf "\n<div class=\"docstart\" data-doc=\"index\"></div>\n\n# Index {.unnumbered}\n\n## Generated files {.unnumbered}\n\n| file | document | defined at |\n|---|---|---|\n"
    for (i = 1; i <= nnames; i++) { n = order[i]; if (is_path(n)) { d = firstdef[n]; printf "| `%s` | %s | [%s:%d](#def-%d) |\n", n, defdoc[d], defdoc[d], defline[d], d } }
    printf "\n## Chunks, chapter by chapter {.unnumbered}\n\nEach chunk is listed under the chapter of its first definition.\n"
    for (c = 1; c <= nch; c++) {
        hdr = 0
        for (i = 1; i <= nnames; i++) {
            n = order[i]; if (is_path(n) || chapter_of(defdoc[firstdef[n]]) != chorder[c]) continue
            if (!hdr++) printf "\n### %s {.unnumbered}\n\n| chunk | defined in | used in |\n|---|---|---|\n", esc(chtitle[chorder[c]])
            m = split(defs[n], ids, SUBSEP); s = ""
            for (k = 2; k <= m; k++) s = s (s == "" ? "" : ", ") link(ids[k])
            m = split(usedin[n], ids, SUBSEP); u = ""
            for (k = 2; k <= m; k++) u = u (u == "" ? "" : ", ") "[" esc(defname[ids[k]]) "](#def-" ids[k] ")"
            if (n in base) u = "variant [" tag[n] "] of [" esc(base[n]) "](#def-" firstdef[base[n]] ")"
            nm = n; gsub(/\|/, "\\|", nm)
            printf "| &#10216;%s&#10217; | %s | %s |\n", esc(nm), s, u
        }
    }
}
