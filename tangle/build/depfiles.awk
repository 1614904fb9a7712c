# depfiles.awk DEPFILE...: the relative files that compiler dependency files
# name, one per line.  gcc writes "obj: deps", nvcc "obj : deps"; the
# dependencies follow the first colon, and a file's rule ends at its first
# line without a backslash (-MP's empty rules for headers follow).  Absolute
# paths (system headers) are left out.  The one reader of dependency files
# for object.sh and the logs' source hashes.
FNR == 1 { deps = 0; done = 0 }
done { next }
{
    for (i = 1; i <= NF; i++) {
        if (!deps) { if ($i == ":" || $i ~ /:$/) deps = 1; continue }
        if ($i != "\\" && $i !~ /^\//) print $i
    }
    if ($NF != "\\") done = 1
}
