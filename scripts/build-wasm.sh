#!/usr/bin/env bash
# Builds every portable module as Embedded Swift for wasm32, failing on any error, so
# that nothing unportable (Foundation, `any` of a non-class protocol, untyped throws,
# key paths) creeps into the layers the browser will run.
# WASM_SCRATCH names another build folder, for builds running side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each top target pulls in what it imports; list the top of every portable stack.
targets=(DragAndDrop PortableJSON Pentominoes Chess ChessEngine StageKit EmojiArt PentominoesScene ChessScene EmojiArtScene EngineGallery Launcher Board BoardScene)
[ $# -gt 0 ] && targets=("$@")
for target in "${targets[@]}"; do
    echo "wasm32 (Embedded): building $target"
    swift build --triple wasm32-unknown-none-wasm -c release --scratch-path "${WASM_SCRATCH:-.build-wasm}" \
        --target "$target" \
        -Xswiftc -enable-experimental-feature -Xswiftc Embedded \
        -Xswiftc -enable-experimental-feature -Xswiftc Extern \
        -Xswiftc -wmo -Xswiftc -Xfrontend -Xswiftc -disable-stack-protector \
        -Xcc -mbulk-memory -Xswiftc -Xclang-linker -Xswiftc -nostdlib
done
echo "wasm32 (Embedded): all portable modules build"
