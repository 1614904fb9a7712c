# weave.awk: noweb markup stream (all documents) -> one pandoc Markdown file.
# Read the stream twice: pass 1 learns every definition, use and variant;
# pass 2 writes prose as it is and each code chunk as a fenced block between
# a header (name, location) and a footer of links (defined in, used in,
# variants, tangled to).  A chunk reference inside code becomes a token
# NWREF<n>Z that pandoc's highlighter leaves whole; weave.sh turns it into
# a link afterwards (the map goes to the file named by -v refmap=).
# Every chunk is named by a label (section number and a letter, 4.2b) that
# only pandoc's section numbering can give: the Markdown carries a token
# NWLBL<id>Z in its place, which weave.sh replaces after pandoc has numbered
# the sections (the chunk's file:line stays as a secondary note).
# The identifier index comes from a scan of the C and CUDA chunks (idents.awk).
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
    if (!(name in refid)) { refid[name] = ++nref; print "NWREF" nref "Z\t" name "\t" anchor(name) "\t" ((name in firstdef) ? lbl(firstdef[name]) : "") > refmap }
    return "NWREF" refid[name] "Z"
}
function anchor(name) { return (name in firstdef) ? "def-" firstdef[name] : "" }
function lbl(id) { return "NWLBL" id "Z" }
# a link to chunk id by its label, with its source location as the link's title
function link(id) { return "[" lbl(id) "](#def-" id " \"" defdoc[id] ":" defline[id] "\")" }
# a link to chunk id by its name and label, as noweb writes it: <name 4.2b>
function namelink(id) { return "[&#10216;" esc(defname[id]) " <span class=\"lbl\">" lbl(id) "</span>&#10217;](#def-" id " \"" defdoc[id] ":" defline[id] "\")" }
# a Markdown code span that holds s literally, whatever backticks s has
function codespan(s,   f, t) {
    f = "`"; t = s
    while (index(t, f)) f = f "`"
    if (s ~ /^`/ || s ~ /`$/) s = " " s " "
    return f s f
}
function langof(id,   n) { n = defname[id]; return (n in lang) ? lang[n] : ((n in base) && (base[n] in lang) ? lang[base[n]] : "") }
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
        printf "# Debug logs at a glance {.unnumbered}\n\nEvery investigation in `debug_logs/` and every performance journal in `journals/`, with how many of its recorded attempts still reproduce, have gone stale (their sources changed since the recording) or fail their own expectation. `make logs` prints the same table in a terminal.\n\n%s\n", t
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
    if (st == "nocommand") st = "history"       # its Run line retired: the result of the commit it names
    read_meta(base ".meta")
    # the command and the expectation are code (a regular expression in them stays as written)
    printf "<span class=\"mark-%s\">**%s**</span> — recorded %s on %s (GPU: %s; driver %s; nvcc %s; commit %s): %s exited %s after %s s; expected %s.\n\n", \
        st, toupper(substr(st, 1, 1)) substr(st, 2), val["date"], val["host"], val["gpu"], (val["driver"] == "" ? "none" : val["driver"]), val["nvcc"], val["commit"], codespan(val["command"]), val["exit"], val["wall_s"], codespan(val["expect"])
    if (st == "stale") printf "*The sources this result was built from have changed since; `make attempts LOG=%s` records it again.*\n\n", lg
    if (st == "history") printf "*A record of commit %s, whose code has changed since; the attempt has no command to run here.*\n\n", val["commit"]
    out = slurp(base ".txt"); m = split(out, lines, "\n") - 1
    if (m <= 0) { printf "*(no output)*\n"; return }
    printf "~~~~~~~~~~ {.output}\n"
    if (m <= 30) for (i = 1; i <= m; i++) print lines[i]
    else { for (i = 1; i <= 15; i++) print lines[i]; printf "[... %d lines left out ...]\n", m - 25; for (i = m - 9; i <= m; i++) print lines[i] }
    # weave.sh copies the outputs beside the woven files (results/LOG/), so the link works wherever they go
    printf "~~~~~~~~~~\n\n[full output](results/%s/attempt-%s.txt)\n", lg, n
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
    printf "<div class=\"record\">\n\n<span class=\"mark-%s\">**%s**</span> — recorded %s on %s (driver %s; nvcc %s; commit %s) by %s in %s s.\n\n", \
        st, toupper(substr(st, 1, 1)) substr(st, 2), val["date"], val["gpu"], val["driver"], val["nvcc"], val["commit"], codespan(val["command"]), val["wall_s"]
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
pass == 1 && /^@begin code/ { p1code = 1; next }
pass == 1 && /^@end code/ { p1code = 0; next }
pass == 1 && p1code && /^@text / { body[id] = body[id] substr($0, 7); next }
pass == 1 && p1code && /^@nl/ { body[id] = body[id] "\n"; next }
pass == 1 { next }
pass == 2 && FNR == 1 {
    for (i = 1; i <= nnames; i++) if (is_path(order[i])) spread(order[i], lang_of(order[i]))
    # the identifier index: definitions first, then every C or CUDA chunk's uses of them
    for (i = 1; i <= ndef; i++) if (langof(i) ~ /^(c|cpp)$/) id_scan_defs(i, body[i])
    for (i = 1; i <= ndef; i++) if (langof(i) ~ /^(c|cpp)$/) id_scan_uses(i, body[i])
    id = 0
}
pass == 2 && /^@file / {
    if (!doc_count++) dashboard()
    logname = ""; attempt = ""
    if (file ~ /^(debug_logs|journals)\//) { logname = file; sub(/^.*\//, "", logname); sub(/\.nw$/, "", logname) }
    printf "\n<div class=\"docstart\" data-doc=\"%s\"%s></div>\n\n", file, logname != "" ? " id=\"log-" logname "\"" : ""
    next
}
pass == 2 && indocs && logname != "" && /^@text ## Attempt [0-9]+:/ { attempt = $4; sub(/:$/, "", attempt) }
# prose is collected a line at a time (noweb splits a line at its [[code]]
# quotes) and written with its raw HTML shown as text (nohtml.awk), except in
# a fenced block, which pandoc shows literally anyway
function flush_prose() { if (prose != "") printf "%s", fence ? prose : nohtml(prose); prose = "" }
pass == 2 && /^@begin docs/ { indocs = 1; buf = ""; prose = ""; next }
pass == 2 && /^@end docs/ { flush_prose(); indocs = 0; next }
pass == 2 && indocs && /^@text / {
    t = substr($0, 7)
    if (t ~ /<!-- recorded result -->[ \t]*$/) {
        sub(/<!-- recorded result -->[ \t]*$/, "", t); prose = prose t; flush_prose(); printf "\n\n"
        recorded(logname, attempt); next
    }
    if (t ~ /^<!-- bisection -->$/) { flush_prose(); bisection(logname); next }
    if (prose == "" && t ~ /^(~~~|```)/) fence = !fence
    if (!fence && prose == "" && t ~ /^<!-- record: /) { record(t); next }
    prose = prose t; next
}
pass == 2 && indocs && /^@nl/ { flush_prose(); printf "\n"; next }
pass == 2 && indocs && /^@quote/ { prose = prose "`"; next }
pass == 2 && indocs && /^@endquote/ { prose = prose "`"; next }
pass == 2 && /^@begin code/ { incode = 1; code = ""; next }
pass == 2 && /^@defn / {
    id++; name = substr($0, 7); skipnl = 1
    cont = (firstdef[name] != id)
    l = (name in lang) ? lang[name] : ((name in base) && (base[name] in lang) ? lang[base[name]] : "")
    printf "\n<div class=\"chunk%s\" id=\"def-%d\">\n", (name in base) ? " variant" : "", id
    printf "<div class=\"chunkhead\"><a class=\"chunkname\" href=\"#def-%d\">&#10216;%s <span class=\"lbl\">%s</span>&#10217;</a>%s <span class=\"loc\">%s:%d</span></div>\n\n", \
        id, esc(name), lbl(id), cont ? " +&equiv;" : " &equiv;", defdoc[id], defline[id]
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
        foot = foot "<span>variant <b>[" tag[name] "]</b> of " (base[name] in firstdef ? namelink(firstdef[base[name]]) : "&#10216;" esc(base[name]) "&#10217; (undefined)") "</span> "
    }
    m = split(usedin[name], ids, SUBSEP)
    if (m > 1) { s = ""; for (i = 2; i <= m; i++) s = s (s == "" ? "" : ", ") namelink(ids[i]); foot = foot "<span>used in " s "</span> " }
    else if (is_path(name)) foot = foot "<span>tangled to <code>" name "</code></span> "
    if (name in variants) {
        m = split(variants[name], vs, SUBSEP); s = ""
        for (i = 2; i <= m; i++) s = s (s == "" ? "" : ", ") "[[" tag[vs[i]] "]](#def-" firstdef[vs[i]] ")"
        foot = foot "<span>variants " s "</span> "
    }
    m = split(chunkdefs[id], vs, SUBSEP)
    if (m > 1) { s = ""; for (i = 2; i <= m; i++) s = s (s == "" ? "" : ", ") "[`" vs[i] "`](#" identanchor(vs[i]) ")"; foot = foot "<span>defines " s "</span>" }
    printf "<div class=\"chunkfoot\">%s</div>\n</div>\n\n", foot
    next
}
function identanchor(n) { return "ident-" n }
# sort keys k[1..n] (and their values v[]) by lower-case key: insertion sort, fine for a few thousand
function sortby(k, n, v,   i, j, tk, tv) {
    for (i = 2; i <= n; i++) {
        tk = k[i]; tv = v[i]
        for (j = i - 1; j >= 1 && tolower(k[j]) > tolower(tk); j--) { k[j + 1] = k[j]; v[j + 1] = v[j] }
        k[j + 1] = tk; v[j + 1] = tv
    }
}
# the index is raw HTML for pandoc (a Markdown table of thousands of links takes it seconds)
function hlink(id) { return "<a href=\"#def-" id "\" title=\"" defdoc[id] ":" defline[id] "\">" lbl(id) "</a>" }
function hlabels(list,   m, ids, k, s) {
    m = split(list, ids, SUBSEP); s = ""
    for (k = 2; k <= m; k++) s = s (s == "" ? "" : ", ") hlink(ids[k])
    return s
}
function row(a, b, c, d) { return "<tr><td>" a "</td><td>" b "</td><td>" c "</td>" (d == "-" ? "" : "<td>" d "</td>") "</tr>" }
END {
    if (pass < 2) exit
    printf "\n<div class=\"docstart\" data-doc=\"index\"></div>\n\n# Index {.unnumbered}\n\nChunks are named by the section they are in and a letter (4.2b is the second chunk of section 4.2), as noweb names them by page; the source file and line of each stands beside the chunk's name and is the title of a link to it.\n\n## Generated files {.unnumbered}\n\n```{=html}\n<table class=\"index\">\n<thead><tr><th>file</th><th>chunk</th><th>defined at</th></tr></thead><tbody>\n"
    for (i = 1; i <= nnames; i++) { n = order[i]; if (is_path(n)) { d = firstdef[n]; print row("<code>" esc(n) "</code>", hlink(d), defdoc[d] ":" defline[d], "-") } }
    printf "</tbody></table>\n```\n\n## Chunks {.unnumbered}\n\nEvery chunk name in alphabetical order, with the chunks that define it (a continued definition has several) and those that use it.\n\n```{=html}\n<table class=\"index\">\n<thead><tr><th>chunk</th><th>defined in</th><th>used in</th></tr></thead><tbody>\n"
    nk = 0
    for (i = 1; i <= nnames; i++) if (!is_path(order[i])) { nk++; key[nk] = order[i]; kv[nk] = order[i] }
    sortby(key, nk, kv)
    for (i = 1; i <= nk; i++) {
        n = kv[i]
        u = hlabels(usedin[n])
        if (n in base) u = "variant [" tag[n] "] of " ((base[n] in firstdef) ? "&#10216;" esc(base[n]) "&#10217; " hlink(firstdef[base[n]]) : "&#10216;" esc(base[n]) "&#10217;")
        print row("&#10216;" esc(n) "&#10217;", hlabels(defs[n]), u, "-")
    }
    printf "</tbody></table>\n```\n\n## Identifiers {.unnumbered}\n\nThe C and CUDA functions, kernels, structures (and typedefs) and macros the chunks define, each with the chunks that define it and those that use it (the name as a whole word in their code, comments and strings left out).\n\n```{=html}\n<table class=\"index\">\n<thead><tr><th>identifier</th><th>kind</th><th>defined in</th><th>used in</th></tr></thead><tbody>\n"
    for (i = 1; i <= nidents; i++) { ik[i] = idorder[i]; iv[i] = idorder[i] }
    sortby(ik, nidents, iv)
    for (i = 1; i <= nidents; i++) {
        n = iv[i]
        # for post.awk, which links the identifiers in the code: one definition links to it, several to this entry
        m = split(iddefs[n], ids, SUBSEP)
        if (identmap != "") print n "\t" (m == 2 ? "def-" ids[2] : identanchor(n)) "\t" ids[2] > identmap
        print row("<code id=\"" identanchor(n) "\">" n "</code>", idkind[n], hlabels(iddefs[n]), hlabels(iduses[n]))
    }
    printf "</tbody></table>\n```\n"
}
