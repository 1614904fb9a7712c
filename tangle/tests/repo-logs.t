# The repository's own debug logs: every attempt that can run here still
# shows what its log says, no recorded result is failing, and none has gone
# stale that this machine could re-record.  A stale GPU record on a machine
# without a GPU is a check this machine cannot make: one skipped point each,
# naming the command that re-records it; on a GPU machine it fails.
. tangle/testing/lib.sh
# the logs make built: those in NB_DOCS when make test passes it, else all
logs=$(for d in ${NB_DOCS:-$(ls debug_logs/*.nw 2>/dev/null)}; do case $d in debug_logs/*) echo $d ;; esac; done)
[ -n "$logs" ] || skip_all "no debug logs"
sh tangle/logs/logstatus.sh $logs
gpu=no; have_gpu && gpu=yes
# here: what this machine must have re-recorded; elsewhere: stale GPU records, a skip each
here=$(awk -F'\t' -v gpu=$gpu '$3 == "failing" || ($3 == "stale" && ($4 != "gpu" || gpu == "yes")) {
    print $1 " attempt " $2 ": " $3 " (" $4 ")" }' build/logs.status)
elsewhere=$(awk -F'\t' -v gpu=$gpu '$3 == "stale" && $4 == "gpu" && gpu == "no" { print $1 "\t" $2 }' \
    build/logs.status)
plan $((2 + $(printf '%s' "$elsewhere" | grep -c .)))
out=$(NO_BUILD=1 sh tangle/logs/attempts.sh --check $logs 2>&1); st=$?   # make test built them
if [ $st = 0 ]; then pass "every runnable attempt matches its expectation"; else fail "every runnable attempt matches its expectation"; diag "$out"; fi
is "$here" "" "no recorded result is failing, none stale that this machine can re-record (make attempts)"
printf '%s\n' "$elsewhere" | while IFS='	' read -r log n; do
    [ -n "$log" ] || continue
    pass "$log attempt $n: recorded on a GPU, its sources changed since" \
        "# SKIP stale: re-record on a GPU machine with make attempts LOG=$log ATTEMPT=$n"
done
