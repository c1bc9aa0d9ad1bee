#!/usr/bin/env bash
# Builds the engine's DocC documentation (Geometry, Motion, Gestures and DragAndDrop, with
# the articles in Sources/Engine/DragAndDrop/DragAndDrop.docc) into one static site, and
# fails on any DocC warning (a broken link, an undocumented parameter) or on a public
# engine symbol without a doc comment.
#
#   scripts/build-docs.sh [OUTPUT] [HOSTING_BASE_PATH]
#
# OUTPUT defaults to docs/api; HOSTING_BASE_PATH is the site's path on a server when it is
# not served from the root (for GitHub Pages: the repository's name).
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-docs/api}"
base_path="${2:-}"
mkdir -p "$output"

swift package --allow-writing-to-directory "$output" generate-documentation \
    --target Geometry --target Motion --target Gestures --target DragAndDrop \
    --enable-experimental-combined-documentation \
    --output-path "$output" --transform-for-static-hosting \
    ${base_path:+--hosting-base-path "$base_path"} \
    --warnings-as-errors

python3 scripts/check-doc-comments.py .build
echo "Documentation: $output (serve it, then open /documentation/draganddrop)"
