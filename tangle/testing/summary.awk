# summary.awk TAP-LOG: the closing line "N passed, N failed, N skipped" of a
# prove -v log, counting test points; a file skipped as a whole counts once.
# A file that exits non-zero, bails out or breaks its plan adds one failure,
# unless one of its points already failed (prove reports both for a file
# with a failing point).
    /^[^ #]+\.t \.+/ { file = $1 }
    /^[^ #]+\.t +\(Wstat/ { file = $1 }
    /^ok / { if (/# [Ss][Kk][Ii][Pp]/) s++; else p++ }
    /^not ok / { if (/# TODO/) p++; else { f++; failed[file] = 1 } }
    /^1\.\.0 # SKIP/ || /^[^ #]+\.t \.+ skipped:/ { s++ }
    /^(Dubious|Bailout)/ || /^ +Parse errors/ { if (!failed[file]) { f++; failed[file] = 1 } }
    END { printf "%d passed, %d failed, %d skipped\n", p, f, s }
