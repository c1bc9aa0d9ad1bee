#!/usr/bin/env bash
# Builds the apps for the browser: this folder's package (the launcher with every app, plus
# the exports the page calls) as Embedded Swift for wasm32-unknown-none-wasm, linked with
# wasm-ld and Sources/WebRuntime (a freestanding C runtime) so the module imports only
# the page's own functions, then optimised with wasm-opt. Writes WebHost/dist/ (index.html,
# the JavaScript host and app.wasm, with .gz and .br copies), a static folder any server
# can host; `make web` serves it with Server/'s web-server.
# WEB_SCRATCH names another build folder; arguments are passed on to `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
host=$root/WebHost
dist=$host/dist

# What the build needs beyond the Swift toolchain: wasm-opt, and the compiler builtins
# (Double → String needs __multi3).
builtins=/usr/lib/llvm-14/lib/clang/14.0.6/lib/wasi/libclang_rt.builtins-wasm32.a
need=()
command -v wasm-opt > /dev/null || need+=(binaryen)
[ -f "$builtins" ] || need+=(libclang-rt-14-dev-wasm32)
if [ ${#need[@]} -gt 0 ]; then
    echo "installing ${need[*]}"
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get install -y "${need[@]}" > /dev/null
fi

toolchain=$(dirname "$(dirname "$(readlink -f "$(which swift)")")")
tables=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a
scratch=${WEB_SCRATCH:-$root/.build-web}
# Geometry links libm on Linux, and SwiftPM applies that to the wasm triple too: an empty
# libm.a satisfies it (the runtime has the math the module uses).
mkdir -p "$scratch/empty"
[ -f "$scratch/empty/libm.a" ] || llvm-ar rc "$scratch/empty/libm.a"

echo "wasm32 (Embedded): linking the web module"
(cd WebHost && swift build --triple wasm32-unknown-none-wasm -c release --product WebApp \
    --scratch-path "$scratch" \
    -Xswiftc -enable-experimental-feature -Xswiftc Embedded \
    -Xswiftc -enable-experimental-feature -Xswiftc Extern \
    -Xswiftc -wmo -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -disable-stack-protector \
    -Xcc -mbulk-memory -Xswiftc -Xclang-linker -Xswiftc -nostdlib \
    -Xlinker --no-entry -Xlinker --gc-sections -Xlinker -z -Xlinker stack-size=1048576 \
    -Xlinker -L"$scratch/empty" -Xlinker "$builtins" -Xlinker "$tables" "$@")

linked=$scratch/wasm32-unknown-none-wasm/release/WebApp.wasm
[ -f "$linked" ] || linked=$scratch/wasm32-unknown-none-wasm/release/WebApp
mkdir -p "$dist"
# --low-memory-unused: wasm-ld puts the data at 1024 and the stack and heap above it, so
# nothing lives in the first 1 KB and loads and stores can fold constant offsets (about
# 28 KB smaller on 28 November 2026).
wasm-opt -Oz --low-memory-unused --strip-debug --enable-bulk-memory --enable-sign-ext \
    --enable-mutable-globals --enable-nontrapping-float-to-int "$linked" -o "$dist/app.wasm"
cp "$host"/Page/index.html "$host"/Page/*.js "$host"/Page/*.css "$dist/"
# Precompressed copies beside each file, which the web server (Server/) sends to a
# browser that accepts them: .gz always, .br when brotli is installed.
for file in "$dist"/*.html "$dist"/*.js "$dist"/*.css "$dist/app.wasm"; do
    gzip -9 -k -f -n "$file"
    if command -v brotli > /dev/null; then brotli -q 11 -k -f "$file"; fi
done
printf 'app.wasm: %s bytes linked, %s after wasm-opt, %s gzipped%s\n' \
    "$(stat -c %s "$linked")" "$(stat -c %s "$dist/app.wasm")" \
    "$(stat -c %s "$dist/app.wasm.gz")" \
    "$([ -f "$dist/app.wasm.br" ] && echo ", $(stat -c %s "$dist/app.wasm.br") as brotli")"
# The size budget (docs/performance.md): a module over it fails the build, so growth is
# seen when it happens. -Osize above keeps it under (1.55 MB against about 1.75 MB with
# -O). It was 1.5 MB until the Board drove its drags through the engine's sortable groups
# and the file formats gained positioned errors and one saved-state store (1.46 MB
# before those, 1.55 MB after); winning that back is open work. It was 1.6 MB until the
# phone work (a finger's hold and fling in the Board and Emoji Art, words for the device in
# hand, two-column menus, the gallery's narrow layouts, announcements counted): 1.597 MB
# before, 1.616 MB after. It was 1.65 MB until 28 November 2026 (1,628,408 bytes), when
# three things came in together (1,845,567 bytes after, 806 KB gzipped): multi-item drag
# (issue 27: the engine's selection, lasso and group drag, specialised into every drag
# client, and the gallery's Many at once and Hysteresis pages, about 158 KB, the pages'
# objects about twice an older page's); action menus on every draggable item (about 28 KB);
# and screen readers and the keyboard reaching every app (each seen element's kind, spoken
# name and states, focus from outside, keyboard play on the snap zones page and in Emoji
# Art, sheets as dialogs: about 30 KB). Finding where the multi-item drag's bytes go is
# open work. Damage-only frames (StageKit's DamageTracker and the damage export, about
# 25 KB) and the F12 overlay (7.6 KB) came in on 28 November 2026 with
# --low-memory-unused (28.7 KB less): 1,848,447 bytes before, 1,852,379 after. It was
# 1.86 MB until 28 November 2026, when three more things came in together (1,932,144
# bytes after, 844 KB gzipped): the accessibility tree built once in Swift for both hosts
# (5.6 KB); keyboard and tap play on five more gallery pages and the toolbar reached by
# F10 (about 50 KB, measured between builds: each page's sentences and its carry); and
# several emoji and cards at once in Emoji Art and the Board (27 KB). Where code this
# size goes is still not measured: the linked module carries no name section (which
# scripts/wasm-size-report.py reads), so finding out starts with linking one that does.
# It was 1.94 MB until 29 November 2026 (1,932,162 bytes), when the last controls out of
# the keyboard's reach came in (zones moved and resized by keys, dots thrown by keys and
# taps, the Board's columns moved by menu and keys, Emoji Art's Tab, arrows that pan and a
# palette that scrolls to the focus: 19.2 KB, measured between builds) and the system's
# clipboard for Emoji Art (copies as text, pasted text and the palette's emoji found in
# it: 9.5 KB): 1,960,861 bytes after; then 1,966,622 with selecting by taps, Emoji Art's
# Space gathering, the Board's lasso and steady gaps (5.8 KB); 1,967,138 with frames that
# encode only what the damaged tiles need (0.5 KB), 1,966,761 once those frames' items
# were chosen once, not twice; 1,976,111 with drag frames that send the seen elements as
# frames (about 3 KB), wrapped lines kept between frames (a dictionary: 4.4 KB) and the
# cheaper per-frame work in the accessibility tree and Pentominoes (2 KB); 1,978,615 with
# the accessibility tree's kept keys (0.9 KB) and Pentominoes' board drawn as blocks
# (1.6 KB): 1.4 KB under the budget, so the next feature starts by finding room.
budget=1980000
size=$(stat -c %s "$dist/app.wasm")
if [ "$size" -gt "$budget" ]; then
    echo "error: app.wasm is $size bytes after wasm-opt, over the budget of $budget." >&2
    echo "       scripts/wasm-size-report.py shows what takes the space." >&2
    exit 1
fi
