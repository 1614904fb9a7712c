#!/bin/sh
# search.sh WORD: the logs and attempts that mention WORD (case-insensitive).
q=${1:-}
[ -n "$q" ] || { echo "search: Q is empty (make search Q=word)" >&2; exit 2; }
found=0
for f in debug_logs/*.nw notes/*.nw; do
    [ -r "$f" ] || continue
    awk -v q="$q" -v f="$f" '
        BEGIN { ql = tolower(q) }
        /^# / && !title { title = substr($0, 3) }
        /^## / { where = substr($0, 4) }
        index(tolower($0), ql) { n++; if (!(where in seen)) { seen[where] = 1; printf "%s: %s — %s (line %d)\n", f, title, (where == "" ? "introduction" : where), FNR } }
        END { exit n ? 0 : 1 }' "$f" && found=1
done
[ $found = 1 ] || { echo "search: nothing mentions '$q'"; exit 1; }
