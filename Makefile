# The two commands a newcomer needs: `make run` and `make test` (see README).
SHELL := /bin/bash

.PHONY: run screenshots test lint format build wasm web web-test bench deps-build deps-test clean

## Build in release mode and start the demos launcher (a window with a card per app).
run:
	@scripts/install-deps.sh run
	swift build -c release
	.build/release/demos

## Regenerate the README screenshots with the apps' own --screenshot (no display needed).
screenshots:
	swift build -c release --product demos
	swift build -c release --product pentominoes
	swift build -c release --product chess
	swift build -c release --product pentominoes-window
	swift build -c release --product chess-window
	swift build -c release --product emoji-art
	swift build -c release --product board
	mkdir -p docs/screenshots
	.build/release/demos --screenshot docs/screenshots/launcher.png
	.build/release/demos --open Widgets --screenshot docs/screenshots/widgets.png
	.build/release/pentominoes --replay docs/screenshots/pentominoes-drag.replay --screenshot docs/screenshots/pentominoes.png
	.build/release/chess --replay docs/screenshots/chess-drag.replay --screenshot docs/screenshots/chess.png
	.build/release/chess docs/screenshots/opera.pgn --replay docs/screenshots/chess-review.replay --screenshot docs/screenshots/chess-review.png
	.build/release/emoji-art --replay docs/screenshots/emoji-art.replay --screenshot docs/screenshots/emoji-art.png
	.build/release/board --replay docs/screenshots/board-drag.replay --screenshot docs/screenshots/board.png
	for page in snap-zones collisions snapping nested-zones million-zones motion without-pointer sortable; do \
		.build/release/demos gallery $$page --replay docs/screenshots/$$page.replay --screenshot docs/screenshots/$$page.png || exit 1; \
	done

## Install what tests need, check formatting, run every test, then build the apps for the
## browser (every portable module as Embedded Swift for wasm32, linked into one module) and
## check them in Node and in headless Chromium.
test:
	@scripts/install-deps.sh test
	swift format lint --strict -r Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources Web/Package.swift Web/Sources Package.swift
	swift format lint --strict -r WebServer/Package.swift WebServer/Sources WebServer/Tests
	swift build --build-tests
	swift test --skip-build
	scripts/build-docs.sh .build/docs-check
	python3 Tests/UCI/uci_check.py .build/debug/chess
	scripts/build-web.sh
	cd WebServer && swift build --build-tests && swift test --skip-build
	node --test web/test/
	python3 web/test/browser_check.py /tmp/web-screenshots

## Check formatting against the checked-in .swift-format (make test does this too).
lint:
	swift format lint --strict -r Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources Web/Package.swift Web/Sources Package.swift
	swift format lint --strict -r WebServer/Package.swift WebServer/Sources WebServer/Tests

## Reformat every Swift file in place with the checked-in .swift-format.
format:
	swift format format -i -r Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources Web/Package.swift Web/Sources Package.swift
	swift format format -i -r WebServer/Package.swift WebServer/Sources WebServer/Tests

## Build everything (debug).
build:
	@scripts/install-deps.sh build
	swift build

## Build the portable modules as Embedded Swift for wasm32.
wasm:
	scripts/build-wasm.sh

## Build the apps for the browser into web/dist/ and serve it on http://127.0.0.1:8080/
## (#pentominoes, #chess, #emoji-art open one app directly) with WebServer/ (FlyingFox):
## application/wasm, precompressed .br/.gz copies, ETag revalidation.
web:
	@scripts/install-deps.sh web
	scripts/build-web.sh
	cd WebServer && swift build -c release --product web-server
	WebServer/.build/release/web-server --root web/dist --port 8080

## Build the browser module and check it in WasmKit (WebServer/Tests/WasmModuleTests) and
## in Node (it loads, every app draws, a drag places a piece), then in headless Chromium
## with Playwright, served by web-server (real drags, taps, a reload, a damaged kept game;
## screenshots in /tmp/web-screenshots).
web-test:
	@scripts/install-deps.sh test
	scripts/build-web.sh
	cd WebServer && swift build --build-tests && swift test --skip-build
	node --test web/test/
	python3 web/test/browser_check.py /tmp/web-screenshots

## Run the benchmarks (see Benchmarks/); pass FILTER=regex to run some.
bench:
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark $(if $(FILTER),--filter "$(FILTER)",)

clean:
	rm -rf .build .build-wasm .build-web Benchmarks/.build Fuzz/.build Web/.build WebServer/.build web/dist

## Fuzz every parser with libFuzzer for FUZZ_SECONDS each (default 120); see Fuzz/README.md.
.PHONY: fuzz
fuzz:
	@set -u; \
	toolchain=$$(dirname "$$(dirname "$$(readlink -f "$$(command -v swift)")")"); \
	libfuzzer=$$(find "$$toolchain/lib" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -n 1); \
	if [ -z "$$libfuzzer" ]; then echo "no libclang_rt.fuzzer_no_main in $$toolchain/lib"; exit 1; fi; \
	cd Fuzz && swift build -c release \
		-Xswiftc -sanitize=address \
		-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
		-Xlinker "$$libfuzzer" -Xlinker -lstdc++ || exit 1; \
	bin=$$(swift build -c release --show-bin-path); \
	run=.build/runs/$$(date -u +%Y%m%d-%H%M%S); \
	failed=""; \
	for target in $$(ls Corpus); do \
		mkdir -p "$$run/$$target/corpus"; \
		cp Corpus/$$target/* "$$run/$$target/corpus/"; \
		echo "== $$target: $(or $(FUZZ_SECONDS),120) s"; \
		SWIFT_BACKTRACE=enable=no "$$bin/fuzz-$$target" -max_total_time=$(or $(FUZZ_SECONDS),120) -print_final_stats=1 \
			-dict=Dictionaries/$$target.dict -artifact_prefix="$$run/$$target/" "$$run/$$target/corpus" \
			2>&1 | tee "$$run/$$target/log.txt" | grep -a -E "^#[0-9]+[[:space:]]+(INITED|DONE)|FUZZ FINDING|ERROR|SUMMARY|stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)|Test unit written"; \
		if find "$$run/$$target" -maxdepth 1 -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' | grep -q .; then failed="$$failed $$target"; fi; \
	done; \
	echo "Logs, grown corpora and any findings: Fuzz/$$run"; \
	if [ -n "$$failed" ]; then echo "Findings in:$$failed"; exit 1; fi

## Build the engine's documentation (DocC: articles and every public symbol) into the static
## site docs/api/; serve it (python3 -m http.server -d docs/api) and open
## /documentation/draganddrop. Fails on any DocC warning or undocumented public symbol.
.PHONY: docs
docs:
	scripts/build-docs.sh docs/api

## Time the command-line tools as whole processes (README, Performance); RUNS=20 by default.
.PHONY: time-tools
time-tools:
	@scripts/install-deps.sh time
	scripts/time-tools.sh $(RUNS)
