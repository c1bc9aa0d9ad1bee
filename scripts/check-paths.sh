#!/usr/bin/env bash
# Fails when two paths in the repository are equal ignoring case (Web/ beside web/, say):
# a clone on a case-insensitive file system, macOS's default, would merge or lose them.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every tracked file and every folder above one, once each.
paths=$(git ls-files | awk -F/ '{ p = ""; for (i = 1; i <= NF; i++) { p = (i == 1 ? $i : p "/" $i); print p } }' | sort -u)
clashes=$(printf '%s\n' "$paths" | awk '{ key = tolower($0); if (key in seen) print seen[key] "  and  " $0; else seen[key] = $0 }')
if [ -n "$clashes" ]; then
    echo "error: these paths differ only by case:" >&2
    printf '  %s\n' "$clashes" >&2
    exit 1
fi
echo "paths: $(printf '%s\n' "$paths" | wc -l) files and folders, no two equal ignoring case"
