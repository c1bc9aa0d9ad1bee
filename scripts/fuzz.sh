#!/usr/bin/env bash
# Builds the fuzzers (Fuzz/) with AddressSanitizer, coverage and the toolchain's libFuzzer,
# and runs each for SECONDS on a scratch copy of its seed corpus. Fails on any finding.
# Usage: scripts/fuzz.sh [SECONDS]   (make fuzz: 120 s each; make test: 3 s each)
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds=${1:-120}

toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
libfuzzer=$(find "$toolchain/lib" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -n 1)
if [ -z "$libfuzzer" ]; then
    echo "error: no libclang_rt.fuzzer_no_main-x86_64.a in $toolchain/lib" >&2
    exit 1
fi
flags=(-c release
    -Xswiftc -sanitize=address
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
    -Xlinker "$libfuzzer" -Xlinker -lstdc++)
swift build "${flags[@]}"
bin=$(swift build "${flags[@]}" --show-bin-path)

run=.build/runs/$(date -u +%Y%m%d-%H%M%S)
failed=()
for target in $(ls Corpus); do
    mkdir -p "$run/$target/corpus"
    cp Corpus/"$target"/* "$run/$target/corpus/"
    echo "== fuzz-$target: $seconds s"
    # libFuzzer's own exit status says whether it found something; its log stays beside
    # the grown corpus.
    status=0
    SWIFT_BACKTRACE=enable=no "$bin/fuzz-$target" -max_total_time="$seconds" \
        -print_final_stats=1 -dict=Dictionaries/"$target".dict \
        -artifact_prefix="$run/$target/" "$run/$target/corpus" \
        > "$run/$target/log.txt" 2>&1 || status=$?
    grep -a -E "^#[0-9]+[[:space:]]+(INITED|DONE)|FUZZ FINDING|ERROR|SUMMARY|stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)|Test unit written" \
        "$run/$target/log.txt" || true
    if [ "$status" -ne 0 ] || find "$run/$target" -maxdepth 1 \( -name 'crash-*' -o -name 'leak-*' \
        -o -name 'timeout-*' -o -name 'oom-*' \) | grep -q .; then
        failed+=("$target")
    fi
    # A fuzzer that ran no input at all did not fuzz.
    if ! grep -a -q "stat::number_of_executed_units: [1-9]" "$run/$target/log.txt"; then
        echo "error: fuzz-$target executed no input" >&2
        failed+=("$target")
    fi
done
echo "Logs, grown corpora and any findings: Fuzz/$run"
if [ ${#failed[@]} -gt 0 ]; then
    echo "Findings in: ${failed[*]}" >&2
    exit 1
fi
