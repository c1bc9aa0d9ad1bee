#!/usr/bin/env python3
"""Checks the built page (web/dist) in headless Chromium with Playwright, as a person would:
each app loads from its deep link and draws without console errors, a real mouse drag
places a Pentomino where its outline showed, and the page asks for no animation frames
while idle. Writes screenshots to the folder given (default /tmp/web-screenshots).

    python3 web/test/browser_check.py [screenshot-folder]

Needs `pip install playwright` and Debian's chromium (no browser download).
"""
import functools
import http.server
import json
import os
import sys
import threading
import time

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
DIST = os.path.join(HERE, "..", "dist")
SHOTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/web-screenshots"


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *args):
        pass


def serve():
    handler = functools.partial(Quiet, directory=DIST)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def center(frame):
    return frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2


def main():
    os.makedirs(SHOTS, exist_ok=True)
    server = serve()
    base = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    failures = []
    report = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        errors = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))

        for name in ["", "pentominoes", "chess", "emoji-art"]:
            page.goto("about:blank")  # a fresh load each, to time the first frame
            page.goto(f"{base}#{name}" if name else base)
            page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
            page.wait_for_timeout(300)
            stats = page.evaluate("({first: webStats.firstFrameMs, frames: webStats.frames,"
                                  " swift: webStats.lastSwiftMs, draw: webStats.lastDrawMs,"
                                  " app: webApp.appName()})")
            report[name or "cards"] = stats
            if stats["app"] != name:
                failures.append(f"{name}: opened {stats['app']!r}")
            page.screenshot(path=os.path.join(SHOTS, f"web-{name or 'launcher'}.png"))

        # A real mouse drag of the I piece to the board's middle.
        page.goto(f"{base}#pentominoes")
        page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
        page.wait_for_timeout(300)
        seen = page.evaluate("webStats.seen")
        board = next(e for e in seen if e["role"] == "place" and e["label"] == "board")
        piece = next(e for e in seen if e["role"] == "item" and e["label"] == "I")
        (fx, fy), (tx, ty) = center(piece["frame"]), center(board["frame"])
        page.mouse.move(fx, fy)
        page.mouse.down()
        timings = []
        for n in range(1, 31):
            page.mouse.move(fx + (tx - fx) * n / 30, fy + (ty - fy) * n / 30)
            page.wait_for_timeout(16)
            timings.append(page.evaluate("webStats.lastSwiftMs + webStats.lastDrawMs"))
        outline = page.evaluate("(webStats.seen.find(e => e.label === 'drop outline') || {}).value")
        page.screenshot(path=os.path.join(SHOTS, "web-pentominoes-dragging.png"))
        page.mouse.up()
        page.wait_for_timeout(800)
        state = page.evaluate("webApp.state()")
        if not outline:
            failures.append("no drop outline while dragging")
        else:
            rows = [r.replace(" ", "") for r in state.split("\n") if r]
            for cell in outline.split(" "):
                row, column = map(int, cell.split(","))
                if rows[row][column] != "I":
                    failures.append(f"cell {row},{column} does not hold I:\n{state}")
        page.screenshot(path=os.path.join(SHOTS, "web-pentominoes-placed.png"))
        timings.sort()
        report["drag: swift + draw per frame, median ms"] = timings[len(timings) // 2]
        report["drag: swift + draw per frame, worst ms"] = timings[-1]

        # Idle: no animation frames once everything has settled.
        before = page.evaluate("webStats.frames")
        page.wait_for_timeout(1000)
        idle = page.evaluate("webStats.frames") - before
        report["frames drawn in 1 s of idling"] = idle
        if idle > 0:
            failures.append(f"{idle} frames drawn while idle")
        if errors:
            failures.append("console errors: " + "; ".join(errors))
        browser.close()
    server.shutdown()
    print(json.dumps(report, indent=1))
    print(f"screenshots in {SHOTS}")
    if failures:
        print("FAILED:\n" + "\n".join(failures))
        sys.exit(1)
    print("browser check passed")


if __name__ == "__main__":
    main()
