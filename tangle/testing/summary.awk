# summary.awk [-v view=1] LOG: the verdicts of a run-tests.sh log.  Each test
# file's TAP sits between "==> FILE" and "<== FILE exit S time T limit L" (or
# "<== FILE not-run").  Test points are counted; a file skipped as a whole
# (1..0 # SKIP) counts once as skipped.  A file adds one failure, unless one
# of its points already failed, when it ran more or fewer points than planned,
# bailed out, exited non-zero, was killed by a signal or ran past its time
# limit; a file a bail-out kept from running counts as one failure.  With
# view=1 it prints one line per file (verdict, points, seconds) and each
# failing point with its diagnostics before the summary line; the last line is
# always "N passed, N failed, N skipped".
function verdict(why) {
    if (!pointfail) { f++; pointfail = 1 }
    if (why != "") reasons = reasons (reasons == "" ? "" : "; ") why
}
/^==> / { file = substr($0, 5); plan = -1; skipall = ""; ran = 0; pointfail = 0; bail = ""; reasons = ""
          failing = ""; indiag = 0; next }
/^<== / {
    if ($NF == "not-run") { f++; notrun++; notrun_files = notrun_files " " file
                            if (view) printf "%-40s FAIL (not run: a bail-out stopped the run)\n", file; next }
    st = $(NF - 4); secs = $(NF - 2); limit = $NF
    if (skipall != "") { s++; if (view) printf "%-40s skipped: %s\n", file, skipall; next }
    if (bail != "") verdict("bailed out: " bail)
    if (st != 0 && secs + 0.05 >= limit) verdict("timed out after " limit " s")
    else if (st > 128 && st <= 192) verdict("killed by signal " st - 128)
    else if (st != 0 && !(pointfail && st == 1)) verdict("exit status " st)
    if (plan < 0) verdict("no plan")
    else if (ran != plan) verdict("planned " plan " points, ran " ran)
    total_secs += secs
    if (view) {
        if (pointfail) printf "%-40s FAIL %s(%d points, %.1f s)\n", file, reasons == "" ? "" : reasons " ", ran, secs
        else printf "%-40s ok %d points, %.1f s\n", file, ran, secs
        printf "%s", failing
    }
    next
}
/^1\.\.0 *# *[Ss][Kk][Ii][Pp]/ { skipall = $0; sub(/^1\.\.0 *# *[Ss][Kk][Ii][Pp] */, "", skipall); if (skipall == "") skipall = "(no reason)"; next }
/^1\.\.[0-9]+/ { plan = substr($1, 4) + 0; next }
/^ok/ { ran++; indiag = 0; if (/# *[Ss][Kk][Ii][Pp]/) s++; else p++; next }
/^not ok/ { ran++; if (/# *TODO/) { p++; indiag = 0; next }
            f++; pointfail = 1; failing = failing "    " $0 "\n"; indiag = 1; next }
/^Bail out!/ { bail = substr($0, 11); if (bail == "") bail = "(no reason)"; next }
/^#/ && indiag { failing = failing "        " $0 "\n"; next }
{ indiag = 0 }
END {
    if (view && notrun) printf "bail out: %d test files not run:%s\n", notrun, notrun_files
    if (view) printf "test files took %.0f s in all\n", total_secs
    printf "%d passed, %d failed, %d skipped\n", p, f, s
}
