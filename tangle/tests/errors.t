# Every tangle error: its exact message, a non-zero exit, nothing written.
. tangle/tests/lib.sh
plan 33
P=$(mkproj)
cat > $P/notes/good.nw <<'DOC'
# Good
<<kernels/good/a.c>>=
int answer(void) { <<the answer>> }
@
<<the answer>>=
return 42;
@
DOC
(cd $P && sh tangle/tangle/tangle.sh notes/good.nw >/dev/null) || fail "setup: good document tangles"
before=$(tree_state $P)
check() {  # check NAME EXPECTED-MESSAGE: tangle good.nw + bad.nw; want failure, message, no change
    out=$(cd $P && sh tangle/tangle/tangle.sh notes/good.nw notes/bad.nw 2>&1); st=$?
    [ $st -ne 0 ] && pass "$1: non-zero exit" || { fail "$1: non-zero exit"; diag "$out"; }
    case $out in *"$2"*) pass "$1: message" ;; *) fail "$1: message"; diag "got: $out"; diag "want: $2" ;; esac
    is "$(tree_state $P)" "$before" "$1: nothing written or removed"
}
printf '# Bad\n<<kernels/bad/b.c>>=\nint f(void) { <<helper>> }\n@\n' > $P/notes/bad.nw
check "undefined chunk" "notes/bad.nw:3: undefined chunk <<helper>>"
printf '# Bad\n<<kernels/bad/b.cu>>=\n__global__ void k(void) {}\nvoid go(void) { k<<<1, 32>>>(); }\n@\n' > $P/notes/bad.nw
check "CUDA launch without @<<" "notes/bad.nw:4: undefined chunk <<<1, 32>> (a CUDA launch <<<...>>> or a shift a << b >> c? write @<< in code chunks)"
printf '# Bad\n<<kernels/good/a.c>>=\nint other(void) { return 1; }\n@\n' > $P/notes/bad.nw
check "same path in two documents" "notes/bad.nw:2: file <<kernels/good/a.c>> is defined in more than one document: notes/good.nw, notes/bad.nw"
printf '# Bad\n<<kernels/bad/b.c>>=\n<<helper>>\n@\n<<helpr>>=\nint x;\n@\n<<helper>>=\nint y;\n@\n' > $P/notes/bad.nw
check "unused root that is not a path" "notes/bad.nw:5: chunk <<helpr>> is defined but never used, and is not a file path (a misspelt chunk name?)"
printf '# Bad\n<<kernels/bad/b.c>>=\n<<a>>\n@\n<<a>>=\n<<b>>\n@\n<<b>>=\n<<a>>\n@\n' > $P/notes/bad.nw
check "cycle" "cycle of chunk references: a -> b -> a"
printf '# Bad\n<<kernels/bad/b.c>>=\nint f(void);\n\nSome prose that noweb would read as code.\n' > $P/notes/bad.nw
check "unterminated chunk" "notes/bad.nw:2: chunk <<kernels/bad/b.c>> is not closed by a line starting with @ before the end of notes/bad.nw"
printf '# Bad\n<<kernels/bad/b.c>>=\n<<x>>\n@\n<<x>>=\nint a;\n@\n<<x [try one]>>=\nint b;\n@\n<<x [try two]>>=\nint c;\n@\n<<y [try one]>>=\nint d;\n@\n' > $P/notes/bad.nw
check "variant without a base chunk" "notes/bad.nw:14: variant <<y [try one]>> has no base chunk <<y>> to replace"
printf '# Bad\n<<build/oops.c>>=\nint a;\n@\n' > $P/notes/bad.nw
check "root outside kernels/ and tests/" "notes/bad.nw:2: file root <<build/oops.c>> is outside kernels/ and tests/"
printf '# Bad\r\n<<kernels/bad/b.c>>=\r\nint b;\r\n@\r\n' > $P/notes/bad.nw
check "a CRLF document" "notes/bad.nw:1: carriage return (CRLF line endings?): save the document with LF line endings"
printf '# Bad\n<<kernels/../notes/good.nw>>=\none line\n@\n' > $P/notes/bad.nw
check "a root that climbs out with .." "notes/bad.nw:2: file root <<kernels/../notes/good.nw>> has a '.' or '..' component"
printf '# Bad\n<<kernels/bad/b.c>>=\nint b;\n@\n<<the answer>>=\n/* and more */\n@\n' > $P/notes/bad.nw
check "a chunk continued in another chapter" "notes/bad.nw:5: chunk <<the answer>> continues a chunk of another chapter (notes/good.nw); chunk names are global: give each its own name"
rm -rf $P
