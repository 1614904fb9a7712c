#!/bin/sh
# search.sh WORD: every line of the debug logs, their recorded outputs and the
# chapters' recorded results that mentions WORD (case-insensitive), under the
# title of its log, each as FILE:LINE: (where) text, so that an editor can jump
# to it.  Exits 1, saying nothing on standard output, when nothing matches.
q=${1:-}
[ -n "$q" ] || { echo "search: Q is empty (make search Q=word)" >&2; exit 2; }
found=0
show() {   # show FILE...: the matches in a log (first) and its outputs, under one heading
    # the word through the environment: awk -v would read backslashes in it as escapes
    SEARCH_Q=$q awk '
        BEGIN { ql = tolower(ENVIRON["SEARCH_Q"]) }
        FNR == 1 { where = ""; out = FILENAME ~ /\/attempt-[0-9]+\.txt$/
                   if (out) { n = FILENAME; sub(/^.*attempt-/, "", n); sub(/\.txt$/, "", n); where = "output of attempt " n }
                   else if (FILENAME ~ /^notes\/results\//) { where = "recorded result"; title = FILENAME; sub(/^.*\//, "", title); sub(/\.md$/, "", title); title = "the recorded result " title } }
        FNR == 1 && FILENAME ~ /\.nw$/ { title = "" }
        !out && /^# / && title == "" { title = substr($0, 3) }
        !out && /^## / { where = substr($0, 4) }
        index(tolower($0), ql) {
            if (!n_hits++) printf "%s: %s\n", ARGV[1], (title == "" ? "(no title)" : title)
            t = $0; sub(/^[ \t]+/, "", t); if (length(t) > 160) t = substr(t, 1, 157) "..."
            printf "  %s:%d: (%s) %s\n", FILENAME, FNR, (where == "" ? "introduction" : where), t
        }
        END { exit n_hits ? 0 : 1 }' "$@" && found=1
}
for f in debug_logs/*.nw journals/*.nw notes/*.nw; do
    [ -r "$f" ] || continue
    set -- "$f"
    case $f in debug_logs/*|journals/*) n=$(basename "$f" .nw); for o in debug_logs/results/"$n"/attempt-*.txt; do [ -r "$o" ] && set -- "$@" "$o"; done ;; esac
    show "$@"
done
for r in notes/results/*.md; do [ -r "$r" ] && show "$r"; done
[ $found = 1 ] || { echo "search: nothing mentions '$q'" >&2; exit 1; }
