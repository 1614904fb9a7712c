# treesig.awk CHUNKS STREAM: the definitions of the chunks named in CHUNKS
# (one a line) in the markup stream STREAM, each after the document and the
# line it starts on; with the tree's roots, what a variant tree's tangled
# files are made from.  tangle.sh hashes it to skip a tree whose inputs are
# those of its last tangle.
FNR == NR { want[$0] = 1; next }
/^@file / { file = substr($0, 7); line = 1; keep = 0; next }
/^@begin code/ { start = line; next }
/^@end code/ { keep = 0; next }
/^@defn / { if (substr($0, 7) in want) { keep = 1; print "@at " file ":" start } }
/^@nl/ { line++ }
keep { print }
