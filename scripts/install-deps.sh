#!/usr/bin/env bash
# Installs the system packages a make goal needs, skipping what is already present.
# Usage: scripts/install-deps.sh build|run|test|web|time|match
set -euo pipefail

goal=${1:-build}

# Debian/Ubuntu package names per goal. `build` is what compiling the whole package needs.
apt_build=(pkg-config libsdl2-dev libcairo2-dev libpango1.0-dev fonts-noto-color-emoji fonts-dejavu-core)
# The Linux accessibility bus (AT-SPI2): ATK and its bridge, which the desktop host links.
apt_build+=(libatk1.0-dev libatk-bridge2.0-dev)
apt_run=("${apt_build[@]}")
# The browser build and checks: wasm-opt, the wasm32 compiler builtins, a browser.
apt_test=("${apt_build[@]}" xvfb xauth xdotool xclip x11-utils imagemagick binaryen libclang-rt-14-dev-wasm32 chromium)
# The desktop accessibility check: the bus and its registry, a private D-Bus session
# (dbus-run-session), and pyatspi to read the apps' trees.
apt_test+=(at-spi2-core dbus-daemon python3-pyatspi)
# make web: brotli writes the precompressed .br copies the web server sends.
apt_test+=(brotli)
apt_web=(binaryen libclang-rt-14-dev-wasm32 brotli)
brew_build=(pkg-config sdl2 cairo pango)
# scripts/time-tools.sh: hyperfine times the tools, Stockfish is perft's baseline.
apt_time=(hyperfine stockfish)
# The strength match (scripts/chess-match.py) plays against Debian's Stockfish, with
# python-chess (installed below).
apt_match=(stockfish)
brew_match=()

if ! command -v swift >/dev/null 2>&1; then
    echo "error: the Swift toolchain (6.1 or newer) is not on PATH." >&2
    echo "       Install it from swift.org (or your distribution), then run make again." >&2
    exit 1
fi

case "$(uname -s)" in
Linux)
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "note: not a Debian-based system; install these yourself if missing:" >&2
        eval "echo \${apt_${goal}[@]}" >&2
        exit 0
    fi
    eval "wanted=(\"\${apt_${goal}[@]}\")"
    missing=()
    for p in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing system packages: ${missing[*]}"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
    # The browser check drives the system's Chromium with Playwright, from PyPI.
    if [ "$goal" = test ] && ! python3 -c 'import playwright' 2>/dev/null; then
        echo "Installing Playwright (PyPI) for the browser check"
        python3 -m pip --version >/dev/null 2>&1 \
            || DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-pip >/dev/null
        python3 -m pip install -q playwright 2>/dev/null \
            || python3 -m pip install -q --break-system-packages playwright
    fi
    # The accessibility check runs axe-core in the page, through its Python binding (PyPI).
    if [ "$goal" = test ] && ! python3 -c 'import axe_playwright_python' 2>/dev/null; then
        echo "Installing axe-playwright-python (PyPI) for the accessibility check"
        python3 -m pip install -q axe-playwright-python 2>/dev/null \
            || python3 -m pip install -q --break-system-packages axe-playwright-python
    fi
    # `chess uci` is checked with python-chess's engine module, from PyPI.
    if [ "$goal" = test ] && ! python3 -c 'import chess.engine' 2>/dev/null; then
        echo "Installing python-chess (PyPI) for the UCI check"
        python3 -m pip install -q chess 2>/dev/null \
            || python3 -m pip install -q --break-system-packages chess
    fi
    if [ "$goal" = match ] && ! python3 -c 'import chess.engine' 2>/dev/null; then
        python3 -m pip install -q chess 2>/dev/null \
            || python3 -m pip install -q --break-system-packages chess
    fi
    ;;
Darwin)
    command -v brew >/dev/null 2>&1 || { echo "error: Homebrew is needed to install ${brew_build[*]}" >&2; exit 1; }
    for p in "${brew_build[@]}"; do brew list "$p" >/dev/null 2>&1 || brew install "$p"; done
    ;;
*)
    echo "note: unknown system $(uname -s); install SDL2, Cairo and Pango yourself." >&2
    ;;
esac
