# The two commands a newcomer needs: `make run` and `make test` (see README).
SHELL := /bin/bash

.PHONY: run screenshots test lint format build wasm web web-test bench clean

## Build in release mode and start the demos launcher (a window with a card per app).
run:
	@scripts/install-deps.sh run
	swift build -c release
	.build/release/demos

## Regenerate the README screenshots with the apps' own --screenshot (no display needed).
## CONFIG=debug and SHOTS=folder render them from debug builds elsewhere (make test does).
CONFIG ?= release
SHOTS ?= docs/screenshots
screenshots:
	swift build -c $(CONFIG)
	mkdir -p $(SHOTS)
	.build/$(CONFIG)/demos --screenshot $(SHOTS)/launcher.png
	.build/$(CONFIG)/demos --open Widgets --screenshot $(SHOTS)/widgets.png
	.build/$(CONFIG)/pentominoes --replay docs/screenshots/pentominoes-drag.replay --screenshot $(SHOTS)/pentominoes.png
	.build/$(CONFIG)/chess --replay docs/screenshots/chess-drag.replay --screenshot $(SHOTS)/chess.png
	.build/$(CONFIG)/chess docs/screenshots/opera.pgn --replay docs/screenshots/chess-review.replay --screenshot $(SHOTS)/chess-review.png
	.build/$(CONFIG)/emoji-art --replay docs/screenshots/emoji-art.replay --screenshot $(SHOTS)/emoji-art.png
	.build/$(CONFIG)/board --replay docs/screenshots/board-drag.replay --screenshot $(SHOTS)/board.png
	for page in snap-zones collisions snapping nested-zones million-zones motion without-pointer sortable many-at-once; do \
		.build/$(CONFIG)/demos gallery $$page --replay docs/screenshots/$$page.replay --screenshot $(SHOTS)/$$page.png || exit 1; \
	done
	.build/$(CONFIG)/demos --size 390x844 --screenshot $(SHOTS)/phone-launcher.png
	for app in pentominoes chess emoji-art board; do \
		.build/$(CONFIG)/$$app --size 390x844 --screenshot $(SHOTS)/phone-$$app.png || exit 1; \
	done

## Install what tests need, then run every test and check: no two paths equal ignoring case,
## formatting, the Swift tests, the DocC build, python-chess's UCI check, the desktop apps'
## accessibility tree read with pyatspi over AT-SPI2 (Xvfb, a private D-Bus), the browser build
## checked in WasmKit, Node and headless Chromium, and a cheap run of every other command
## the README names (make fuzz, bench, screenshots, wasm), so that none of them rots.
test:
	@scripts/install-deps.sh test
	scripts/check-paths.sh
	$(MAKE) lint
	swift build --build-tests
	swift test --skip-build
	scripts/build-docs.sh .build/docs-check
	python3 Tests/UCI/uci_check.py .build/debug/chess
	$(MAKE) atspi-test
	$(MAKE) web-test
	$(MAKE) smoke

## The other commands, each run briefly: every fuzzer for a few seconds on its corpus, every
## benchmark built and one run, the screenshots rendered from debug builds into a scratch
## folder, and the one portable module the browser build leaves out built for wasm.
.PHONY: smoke
smoke:
	scripts/fuzz.sh 3
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark list > /dev/null
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark \
		--target DragAndDropBenchmarks --filter "^Hit test indexed, 10 zones$$" --no-progress
	$(MAKE) screenshots CONFIG=debug SHOTS=.build/screenshots-check
	scripts/build-wasm.sh ChessEngine

## Check formatting against the checked-in .swift-format (make test does this too).
lint:
	swift format lint --strict -r Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources Package.swift
	swift format lint --strict -r WebHost/Package.swift WebHost/Sources WebHost/Server/Package.swift WebHost/Server/Sources WebHost/Server/Tests

## Reformat every Swift file in place with the checked-in .swift-format.
format:
	swift format format -i -r Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources Package.swift
	swift format format -i -r WebHost/Package.swift WebHost/Sources WebHost/Server/Package.swift WebHost/Server/Sources WebHost/Server/Tests

## Build everything (debug).
build:
	@scripts/install-deps.sh build
	swift build

## Build the portable modules as Embedded Swift for wasm32.
wasm:
	scripts/build-wasm.sh

## Build the apps for the browser into WebHost/dist/ and serve it on http://127.0.0.1:8080/
## (#pentominoes, #chess, #emoji-art, #board open one app directly) with WebHost/Server's
## web-server (FlyingFox): application/wasm, precompressed .br/.gz copies, ETag revalidation,
## cross-origin isolation (the page times its frames to 5 µs, not 100).
web:
	@scripts/install-deps.sh web
	WebHost/build.sh
	cd WebHost/Server && swift build -c release --product web-server
	WebHost/Server/.build/release/web-server --root WebHost/dist --port 8080

## Build the browser module and check it in WasmKit (WebHost/Server/Tests/WasmModuleTests)
## and in Node (it loads, every app draws, a drag places a piece), then in headless Chromium
## with Playwright, served by web-server (real drags, taps, a reload, a damaged kept game;
## screenshots in /tmp/web-screenshots), as a screen reader and a keyboard use it (the
## accessibility tree, axe-core, each app played by Tab and keys through the page's mirror of
## its elements), and as a phone with real touch events (typing through the on-screen
## keyboard's input, history, two tabs; /tmp/phone-screenshots).
web-test:
	@scripts/install-deps.sh test
	WebHost/build.sh
	cd WebHost/Server && swift build --build-tests && swift test --skip-build
	node --test WebHost/PageTests/
	python3 WebHost/PageTests/browser_check.py /tmp/web-screenshots
	python3 WebHost/PageTests/damage_check.py /tmp/web-screenshots
	python3 WebHost/PageTests/accessibility_check.py /tmp/web-screenshots
	python3 WebHost/PageTests/clipboard_check.py /tmp/web-screenshots
	python3 WebHost/PageTests/phone_check.py /tmp/phone-screenshots
	python3 WebHost/PageTests/touch_flows.py /tmp/phone-screenshots

## The desktop apps as a screen reader reads them: demos and pentominoes-window in Xvfb, in a
## private D-Bus session with the accessibility bus, read and pressed with Debian's pyatspi
## (the system Python's: python3-pyatspi is not on PyPI).
.PHONY: atspi-test
atspi-test:
	@scripts/install-deps.sh test
	swift build --product demos
	swift build --product pentominoes-window
	swift build --product emoji-art
	timeout 300 /usr/bin/python3 Tests/Desktop/atspi_check.py .build/debug

## Run the benchmarks (see Benchmarks/); pass FILTER=regex to run some.
bench:
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark $(if $(FILTER),--filter "$(FILTER)",)

clean:
	rm -rf .build .build-wasm .build-web Benchmarks/.build Fuzz/.build WebHost/.build WebHost/Server/.build WebHost/dist

## Fuzz every parser with libFuzzer for FUZZ_SECONDS each (default 120); see Fuzz/README.md.
.PHONY: fuzz
fuzz:
	scripts/fuzz.sh $(or $(FUZZ_SECONDS),120)

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
