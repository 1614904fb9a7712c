#!/bin/sh
# newlog.sh NAME "TITLE": debug_logs/NAME.nw from the template, with the
# environment read off this machine.  Never overwrites an existing log.
set -u
here=$(dirname "$0")
name=${1:-} title=${2:-}
case $name in ''|*[!a-z0-9-]*|-*) echo "new-log: NAME='$name': use lower-case letters, digits and '-' (for example NAME=semicrf-bwd-race)" >&2; exit 2 ;; esac
[ -n "$title" ] || { echo "new-log: TITLE is empty: say in a few words what goes wrong (TITLE=\"...\")" >&2; exit 2; }
case $title in *'
'*) echo "new-log: TITLE has a line break: one line, a few words" >&2; exit 2 ;; esac
[ ${#name} -le 64 ] || { echo "new-log: NAME is ${#name} characters long (limit 64)" >&2; exit 2; }
log=debug_logs/$name.nw
[ ! -e "$log" ] || { echo "new-log: $log already exists; append to it with make attempt LOG=$name" >&2; exit 1; }
gpu=$(build/bin/gpu-probe 2>/dev/null | sed -n 's/^device 0: //p')
drv=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
nvcc=$(${NVCC:-/usr/local/cuda/bin/nvcc} --version 2>/dev/null | sed -n 's/^Cuda compilation tools, //p')
esc() { printf '%s' "$1" | sed 's/[&|\\]/\\&/g'; }
# the title as noweb documentation: "<<" would open a chunk name (noweb writes "@<<" for it),
# "[[" a code quote that the line never closes (Markdown's "[\[" shows the same two brackets)
title_text() { printf '%s' "$1" | sed 's/<</@<</g; s/\[\[/[\\[/g'; }
mkdir -p debug_logs
tmp=$(mktemp "debug_logs/.$name.XXXXXX") || exit 1
chmod "$(printf %o $(( 0666 & ~0$(umask) )))" "$tmp"       # mktemp makes it private; a log is an ordinary file
sed -e "s|%NAME%|$(esc "$name")|g" -e "s|%TITLE%|$(esc "$(title_text "$title")")|g" \
    -e "s|%HOST%|$(esc "$(hostname 2>/dev/null || uname -n)")|g" -e "s|%DATE%|$(date -u +%Y-%m-%d)|g" \
    -e "s|%GPU%|$(esc "${gpu:-none (no CUDA device on this machine)}")|g" -e "s|%DRIVER%|$(esc "${drv:-none}")|g" \
    -e "s|%NVCC%|$(esc "${nvcc:-not found}")|g" -e "s|%GCC%|gcc $(gcc -dumpfullversion 2>/dev/null)|g" \
    -e "s|%NOWEB%|noweb $(dpkg-query -W -f '${Version}' noweb 2>/dev/null)|g" \
    -e "s|%PANDOC%|$(pandoc --version 2>/dev/null | head -1)|g" \
    "$here/template.nw" > "$tmp" || { rm -f "$tmp"; echo "new-log: $log: not written" >&2; exit 1; }
# a hard link is created only if the name is free, atomically: two new-logs of one NAME cannot both win
ln "$tmp" "$log" 2>/dev/null || { rm -f "$tmp"; echo "new-log: $log already exists; append to it with make attempt LOG=$name" >&2; exit 1; }
rm -f "$tmp"
echo "new-log: wrote $log; add the first attempt with make attempt LOG=$name"
