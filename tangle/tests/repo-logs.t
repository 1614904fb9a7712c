# The repository's own debug logs: every attempt that can run here still
# shows what its log says, and no recorded result has gone stale.
. tangle/testing/lib.sh
# the logs make built: those in NB_DOCS when make test passes it, else all
logs=$(for d in ${NB_DOCS:-$(ls debug_logs/*.nw 2>/dev/null)}; do case $d in debug_logs/*) echo $d ;; esac; done)
[ -n "$logs" ] || skip_all "no debug logs"
plan 2
out=$(NO_BUILD=1 sh tangle/logs/attempts.sh --check $logs 2>&1); st=$?   # make test built them
if [ $st = 0 ]; then pass "every runnable attempt matches its expectation"; else fail "every runnable attempt matches its expectation"; diag "$out"; fi
sh tangle/logs/logstatus.sh $logs
stale=$(awk -F'\t' '$3 == "stale" || $3 == "failing" { print $1 " attempt " $2 ": " $3 }' build/logs.status)
is "$stale" "" "no recorded result is stale or failing (re-record with make attempts)"
