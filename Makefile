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
	swift build -c release --product emoji-art
	mkdir -p docs/screenshots
	.build/release/demos --screenshot docs/screenshots/launcher.png
	.build/release/demos --open Widgets --screenshot docs/screenshots/widgets.png
	.build/release/pentominoes --replay docs/screenshots/pentominoes-drag.replay --screenshot docs/screenshots/pentominoes.png
	.build/release/chess --replay docs/screenshots/chess-drag.replay --screenshot docs/screenshots/chess.png
	.build/release/emoji-art --replay docs/screenshots/emoji-art.replay --screenshot docs/screenshots/emoji-art.png

## Install what tests need, run every test, and build the portable modules for wasm.
test:
	@scripts/install-deps.sh test
	swift format lint --strict -r Sources Tests Benchmarks Package.swift
	swift build --build-tests
	swift test --skip-build
	scripts/build-wasm.sh

## Check formatting against the checked-in .swift-format (make test does this too).
lint:
	swift format lint --strict -r Sources Tests Benchmarks Package.swift

## Reformat every Swift file in place with the checked-in .swift-format.
format:
	swift format format -i -r Sources Tests Benchmarks Package.swift

## Build everything (debug).
build:
	@scripts/install-deps.sh build
	swift build

## Build the portable modules as Embedded Swift for wasm32.
wasm:
	scripts/build-wasm.sh

## Build the apps for the browser into web/dist/ and serve it on http://127.0.0.1:8080/
## (#pentominoes, #chess, #emoji-art open one app directly).
web:
	scripts/build-web.sh
	python3 -m http.server 8080 --bind 127.0.0.1 --directory web/dist

## Build the browser module and check it in Node (it loads, every app draws, a drag places a
## piece), then in headless Chromium with Playwright (a real mouse drag; screenshots in
## /tmp/web-screenshots).
web-test:
	scripts/build-web.sh
	node --test web/test/
	@command -v chromium > /dev/null || apt-get install -y chromium > /dev/null
	@python3 -c 'import playwright' 2> /dev/null || pip install -q playwright
	python3 web/test/browser_check.py /tmp/web-screenshots

## Run the benchmarks (see Benchmarks/); pass FILTER=regex to run some.
bench:
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark $(if $(FILTER),--filter "$(FILTER)",)

clean:
	rm -rf .build .build-wasm .build-web Benchmarks/.build Web/.build web/dist
