#!/usr/bin/env bash
# Times the lean command-line tools as whole processes and prints a Markdown table for the
# README: medians of alternating runs (hyperfine), peak memory (GNU time), and each figure
# against a baseline timed in the same run:
#   - start-up against the same program linked with the window libraries (the window
#     part's --help: SDL2, Cairo, Pango and Foundation loaded, as before the split);
#   - perft against Stockfish (Debian's `stockfish`), when it is installed.
# Usage: scripts/time-tools.sh [RUNS]   (default 20 runs per command; needs hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
command -v hyperfine >/dev/null || { echo "time-tools: install hyperfine (apt-get install hyperfine)." >&2; exit 1; }
for product in pentominoes chess pentominoes-window chess-window; do
    swift build -c release --product "$product" >/dev/null 2>&1 \
        || { echo "time-tools: swift build -c release --product $product failed." >&2; exit 1; }
done
bin=.build/release
stockfish="$(command -v stockfish || ls /usr/games/stockfish 2>/dev/null || true)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

# time_pair LABEL TARGET COMMAND [BASELINE]: one table row from one hyperfine run of the
# command (and the baseline, alternating with it).
row=0
time_pair() {
    local label="$1" target="$2" command="$3" baseline="${4:-}"
    row=$((row + 1))
    local json="$scratch/$row.json"
    if [ -n "$baseline" ]; then
        hyperfine -N -w 3 -r "$runs" --export-json "$json" "$command" "$baseline" >/dev/null 2>&1
    else
        hyperfine -N -w 3 -r "$runs" --export-json "$json" "$command" >/dev/null 2>&1
    fi
    # Peak memory: the median of five runs of GNU time's maximum resident set size.
    local peaks=()
    for _ in 1 2 3 4 5; do
        /usr/bin/time -o "$scratch/peak" -f '%M' sh -c "exec $command" >/dev/null 2>&1
        peaks+=("$(tail -1 "$scratch/peak")")
    done
    python3 - "$json" "$label" "$target" "${peaks[*]}" <<'PY'
import json, statistics, sys
path, label, target, peaks = sys.argv[1:5]
results = json.load(open(path))["results"]
ours = statistics.median(results[0]["times"]) * 1000
peak = statistics.median(int(p) for p in peaks.split()) / 1024
cells = [label, f"{ours:.1f} ms", f"{peak:.1f} MiB", target]
if len(results) > 1:
    base = statistics.median(results[1]["times"]) * 1000
    cells += [f"{base:.1f} ms", f"{ours / base:.2f}"]
else:
    cells += ["", ""]
print("| " + " | ".join(cells) + " |")
PY
}

echo "| work (whole process) | median | peak memory | target | baseline | ratio |"
echo "|---|---|---|---|---|---|"
time_pair "\`pentominoes solve 3x20 --count\` (start-up)" "≤ 3 ms, ≤ 8 MiB" \
    "$bin/pentominoes solve 3x20 --count" "$bin/pentominoes-window --help"
time_pair "\`chess perft --depth 1\` (start-up)" "≤ 3 ms, ≤ 8 MiB" \
    "$bin/chess perft --depth 1" "$bin/chess-window --help"
for board in 6x10 5x12 4x15 3x20 8x8-centre 8x8-corners 8x8-holes 13-holes flower; do
    time_pair "\`pentominoes solve $board --count\`" "≤ 25 ms" "$bin/pentominoes solve $board --count"
    time_pair "\`pentominoes solve $board --count --unique\`" "≤ 25 ms" \
        "$bin/pentominoes solve $board --count --unique"
done
sf_start="" sf_kiwipete=""
if [ -n "$stockfish" ]; then
    printf 'printf "position startpos\\ngo perft 6\\nquit\\n" | %s\n' "$stockfish" >"$scratch/sf-start.sh"
    printf 'printf "position fen %s\\ngo perft 5\\nquit\\n" | %s\n' "$kiwipete" "$stockfish" >"$scratch/sf-kiwipete.sh"
    sf_start="sh $scratch/sf-start.sh" sf_kiwipete="sh $scratch/sf-kiwipete.sh"
fi
time_pair "\`chess perft --depth 6\` (start)" "≤ 0.5× Stockfish" "$bin/chess perft --depth 6" "$sf_start"
time_pair "\`chess perft --depth 5\` (Kiwipete)" "≤ 0.5× Stockfish" \
    "$bin/chess perft --depth 5 --fen '$kiwipete'" "$sf_kiwipete"
