# chunkname.awk: what a chunk name says, shared by the tangle and the weave.
# variant_of(NAME) is 1 when NAME ends in "[tag words]"; it then sets VBASE
# to the base chunk's name and VTAG to the words joined by "-".
function variant_of(name) {
    if (match(name, / +\[[^][]+\]$/)) {
        VBASE = substr(name, 1, RSTART - 1)
        VTAG = substr(name, RSTART, RLENGTH)
        sub(/^ +\[ */, "", VTAG); sub(/ *\]$/, "", VTAG); gsub(/ +/, "-", VTAG)
        return 1
    }
    return 0
}
