# history.awk CHAPTER.nw...: warn where a chapter's prose tells its history.
# A chapter states the design, its reasons and its measured results in the
# present tense; the story (old timings, what a session or a machine allowed,
# which commit's record) lives in the debug logs and journals.  Code chunks
# are not read.  Prints FILE:LINE: history in a chapter ("PHRASE"): TEXT, and
# exits 0: the weave shows the warnings, it does not stop on them.  POSIX awk
# (the patterns are lower case; the line is matched in lower case).
BEGIN {
    n = split("was then|used to be|at first,|an earlier recording|first recording|" \
              "the record of [0-9a-f]{7}|took [^.]* from [0-9.]+ to [0-9.]+ m?s|" \
              "went from [0-9.]+ to [0-9.]+|gpu time was spent|device time|device-minutes|" \
              "waits for a session|a later session|this session's|" \
              "when this [a-z]+ was built|was measured before|the machine allowed|lent gpu", pat, "|")
}
FNR == 1 { code = 0 }
/^<<.*>>=[ \t]*$/ { code = 1; next }
/^@([ \t]|$)/ { code = 0; next }
code { next }
/^<!--/ { next }
{
    for (i = 1; i <= n; i++)
        if (match(tolower($0), pat[i])) {
            printf "%s:%d: history in a chapter (\"%s\"): %s\n", FILENAME, FNR, substr($0, RSTART, RLENGTH), $0
            break
        }
}
