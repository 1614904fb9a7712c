#!/bin/sh
# lock.sh LOCKFILE MAKEPID: take the tree's make lock for the make whose
# process id is MAKEPID, and return once it holds it; the Makefile calls this
# in $(shell) when it starts, before it reads or writes anything of the tree.
#
# flock(1) locks only for the life of a process, and make cannot hold a file
# open itself, so a small holder process takes the lock and keeps it until
# MAKEPID has exited.  A make that finds another at work in the tree says so
# in one line on stderr, after half a second (a make that has just ended
# releases its lock within a twentieth of a second), and waits for it.
set -u
lock=$1 make_pid=$2
ready=$(mktemp "${TMPDIR:-/tmp}/makelock.XXXXXX") || exit 1
rm -f "$ready"
(
    exec 9>>"$lock" || exit 1
    flock 9 || exit 1
    echo "$make_pid" > "$ready"
    while kill -0 "$make_pid" 2>/dev/null; do sleep 0.05; done
) < /dev/null > /dev/null 2>&1 &
holder=$!
waited=0
while [ ! -s "$ready" ]; do
    kill -0 "$holder" 2>/dev/null || { echo "make: cannot lock $lock" >&2; exit 1; }
    waited=$((waited + 1))
    [ $waited = 10 ] && echo "make: another make is at work in this tree; waiting for it to end" >&2
    sleep 0.05
done
rm -f "$ready"
