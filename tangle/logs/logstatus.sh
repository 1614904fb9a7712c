#!/bin/sh
# logstatus.sh [--table] [LOG...]: the state of every recorded attempt of the
# logs (default: every debug_logs/*.nw).
#   reproduces  recorded, matched its expectation, sources unchanged since
#   stale       recorded, but the sources its programs are built from changed
#   failing     recorded, and the recording did not match the expectation
#   unrecorded  has a command, never recorded (run make attempts)
# Writes build/logs.status (LOG ATTEMPT STATE NEEDS DATE GPU, tab-separated)
# and build/logs.md (the dashboard the notebook opens with); with --table
# prints the terminal summary of make logs.
set -u
here=$(dirname "$0"); . "$here/logtools.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/logstatus.XXXXXX"); trap 'rm -rf "$tmp"' EXIT INT TERM
table=0; [ "${1:-}" = --table ] && { table=1; shift; }
[ $# -gt 0 ] || set -- $(ls debug_logs/*.nw journals/*.nw 2>/dev/null)
mkdir -p build
if [ $table = 0 ]; then
    key=$(status_key "$@")
    [ -r build/logs.status ] && [ -r build/logs.md ] && [ "$(cat build/logs.key 2>/dev/null)" = "$key" ] && exit 0
fi
# logstate LOG NAME: the log's attempt states, its dashboard row and its
# terminal summary row, into build/logstatus/NAME.status, .dash and .table
logstate() {
    log=$1 name=$2
    parse_log "$log" 2>/dev/null || { printf '| %s | unreadable | | | | | | |\n' "$name" >> "$cache/$name.dash"; return; }
    title=$(rec title | sed "s/^Debug log: //"); status=$(rec status)   # the column says what they are
    # the page's table shows them as text: raw HTML in a log's own words is not the page's
    title_md=$(printf '%s\n' "$title" | awk -v nohtml_filter=1 -f "$here/../weave/nohtml.awk")
    status_md=$(printf '%s\n' "$status" | awk -v nohtml_filter=1 -f "$here/../weave/nohtml.awk")
    na=0 nr=0 ns=0 nf=0 nu=0
    for n in $(rec attempt | cut -f1); do
        na=$((na + 1))
        cmd=$(rec run "$n"); needs=$(rec needs "$n"); needs=${needs:-cpu}
        meta=debug_logs/results/$name/attempt-$n.meta
        if [ -z "$cmd" ]; then state=nocommand
        elif [ ! -r "$meta" ]; then state=unrecorded; nu=$((nu + 1))
        else
            verdict=$(sed -n 's/^verdict: //p' "$meta")
            if [ "$verdict" != matches ]; then state=failing; nf=$((nf + 1))
            elif [ "$(hash_state "$meta" $(bins_in "$cmd"))" = stale ]; then state=stale; ns=$((ns + 1))
            else state=reproduces; nr=$((nr + 1)); fi
        fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$n" "$state" "$needs" \
            "$(sed -n 's/^date: //p' "$meta" 2>/dev/null)" "$(sed -n 's/^gpu: //p' "$meta" 2>/dev/null)" >> "$cache/$name.status"
    done
    cls=$(printf '%s' "$status" | tr 'A-Z' 'a-z' | sed 's/[^a-z].*//')
    printf '| [%s](#%s) | <span class="status-%s">%s</span> | %s | %s | %s | %s | %s | %s |\n' \
        "$name" "log-$name" "$cls" "$status_md" "$title_md" "$na" "$nr" "$ns" "$nf" "$nu" >> "$cache/$name.dash"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$status" "$na" "$nr" "$ns" "$nf" "$nu" >> "$cache/$name.table"
}
: > "$tmp/status"; : > "$tmp/dash"; : > "$tmp/table"
# Each log's lines are kept under build/logstatus/, with the key they were
# computed under: the sources and tools (one key for all logs) and the log's
# own text and recorded results.  An edit of one log, an attempt appended,
# computes that log's states again and reads the others' from there.
cache=build/logstatus; mkdir -p "$cache"
world=$(sources_key)
for log in "$@"; do
    name=$(basename "$log" .nw)
    trees=$(grep -oE 'build/bin/[A-Za-z0-9_.-]+\+[A-Za-z0-9_.+-]+' "$log" | sed 's|^build/bin/[^+]*+||' | sort -u)
    lkey="$world $({ cksum < "$log"; find "debug_logs/results/$name" -type f 2>/dev/null | sort | xargs -r cksum
                     sources_key $trees; } | cksum)"
    if [ "$(cat "$cache/$name.key" 2>/dev/null)" != "$lkey" ]; then
        rm -f "$cache/$name.key"; : > "$cache/$name.status"; : > "$cache/$name.dash"; : > "$cache/$name.table"
        logstate "$log" "$name"
        echo "$lkey" > "$cache/$name.key"    # last: an interrupted run leaves no key to trust
    fi
    cat "$cache/$name.status" >> "$tmp/status"; cat "$cache/$name.dash" >> "$tmp/dash"
    cat "$cache/$name.table" >> "$tmp/table"
done
mv -f "$tmp/status" build/logs.status
{
    echo '| log | status | title | attempts | reproduce | stale | failing | unrecorded |'
    echo '|------|----|--------------------|---:|---:|---:|---:|---:|'
    cat "$tmp/dash"
} > build/logs.md
[ $table = 1 ] || echo "$key" > build/logs.key
if [ $table = 1 ]; then
    printf '%-28s %-12s %8s %10s %6s %8s %10s\n' LOG STATUS ATTEMPTS REPRODUCE STALE FAILING UNRECORDED
    [ -s "$tmp/table" ] && awk -F'\t' '{ printf "%-28s %-12s %8s %10s %6s %8s %10s\n", $1, $2, $3, $4, $5, $6, $7 }' "$tmp/table"
fi
exit 0
