# records.awk DOC...: the record lines of the documents' prose,
#   <!-- record: NAME; needs: gpu|cpu; uses: PROGRAMS; run: COMMAND -->
# printed as NAME TAB NEEDS TAB USES TAB COMMAND.  run comes last and takes
# the rest of the line, so a command may contain ';'.  A malformed line, or a
# name recorded twice, is an error naming the document and line.  Lines in
# code chunks and in Markdown fences (examples) are not records.
function err(msg) { printf "%s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"; bad = 1 }
/^<<.*>>=[ \t]*$/ { incode = 1; next }
incode && /^@( |$)/ { incode = 0; next }
incode { next }
/^(~~~|```)/ { fence = !fence; next }      # an example inside a Markdown fence is not a record
!fence && /^<!-- record:/ {
    line = $0
    if (line !~ / -->[ \t]*$/ || line !~ /; run: /) { err("record line needs '; run: COMMAND -->' at its end"); next }
    sub(/^<!-- record: */, "", line); sub(/ -->[ \t]*$/, "", line)
    cmd = line; sub(/^.*; run: /, "", cmd); head = line; sub(/; run: .*$/, "", head)
    name = head; sub(/;.*$/, "", name); gsub(/ /, "", name)
    needs = "cpu"; uses = ""
    n = split(head, f, /; */)
    for (i = 2; i <= n; i++) {
        if (f[i] ~ /^needs: */) { needs = f[i]; sub(/^needs: */, "", needs) }
        else if (f[i] ~ /^uses: */) { uses = f[i]; sub(/^uses: */, "", uses) }
        else if (f[i] != "") err("record " name ": unknown field '" f[i] "' (fields: needs, uses, run)")
    }
    if (name !~ /^[a-z0-9][a-z0-9-]*$/) { err("record name '" name "' is not a word of a-z, 0-9 and -"); next }
    if (needs != "gpu" && needs != "cpu") err("record " name ": needs is '" needs "' (gpu or cpu)")
    if (name in seen) err("record " name " is also placed at " seen[name])
    seen[name] = FILENAME ":" FNR
    printf "%s\t%s\t%s\t%s\n", name, needs, uses, cmd
}
END { exit bad }
