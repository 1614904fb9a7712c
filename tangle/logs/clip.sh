#!/bin/sh
# clip.sh FILE: make a command's recorded output fit the notebook, in place.
# Bytes that are not text (control characters other than tab and newline, and
# anything that is not valid UTF-8) become "?", and the count is noted, so a
# binary output cannot make pandoc garble the whole notebook; an output over
# ATTEMPT_OUTPUT_MAX bytes (default 262144) keeps its first three quarters
# and its last quarter, with a line saying how much was left out.
f=$1
# only a regular file is rewritten: renamed over a device, a link or a pipe, the clipped copy would
# replace it (as root, /dev/null itself: debug_logs/dev-null-clobbered.nw)
[ -f "$f" ] && [ ! -L "$f" ] || { echo "clip: $f is not a regular file: left as it is" >&2; exit 2; }
max=${ATTEMPT_OUTPUT_MAX:-262144}
size=$(wc -c < "$f")
tmp=$f.clip.$$
trap 'rm -f "$tmp" "$tmp.2"' EXIT
if [ "$size" -gt "$max" ]; then
    head_n=$(( max * 3 / 4 )); tail_n=$(( max - head_n ))
    { head -c "$head_n" "$f"; printf '\n[... %d bytes of output left out here: %d in all, the first %d and the last %d are shown (ATTEMPT_OUTPUT_MAX) ...]\n' \
        $(( size - head_n - tail_n )) "$size" "$head_n" "$tail_n"; tail -c "$tail_n" "$f"; } > "$tmp"
else
    cat "$f" > "$tmp"
fi
# control bytes and invalid UTF-8 become '?' (perl: always on Debian, byte-exact regexes)
LC_ALL=C perl -e '
    local $/; my $s = <STDIN>; my $bad = 0;
    $s =~ s/((?:[\x09\x0a\x20-\x7e]|[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}|\xf4[\x80-\x8f][\x80-\xbf]{2})+)|./defined $1 ? $1 : ($bad++, "?")/gse;
    print $s;
    print "\n[$bad bytes that are not text were shown as ?]\n" if $bad;
' < "$tmp" > "$tmp.2"
mv -f "$tmp.2" "$f"
