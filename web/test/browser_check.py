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
            stats = page.evaluate("({script: webStats.scriptStartMs, loaded: webStats.loadedMs,"
                                  " start: webStats.startMs,"
                                  " first: webStats.firstFrameMs, frames: webStats.frames,"
                                  " swift: webStats.lastSwiftMs, draw: webStats.lastDrawMs,"
                                  " app: webApp.appName()})")
            report[name or "cards"] = stats
            if stats["app"] != name:
                failures.append(f"{name}: opened {stats['app']!r}")
            page.screenshot(path=os.path.join(SHOTS, f"web-{name or 'launcher'}.png"))

        # Keys and clicks move between the cards and the apps, and the address follows.
        page.goto("about:blank")
        page.goto(base)
        page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
        page.keyboard.press("2")
        page.wait_for_timeout(200)
        if page.evaluate("location.hash") != "#chess":
            failures.append(f"key 2 on the cards: address {page.evaluate('location.hash')!r}")
        page.keyboard.press("Escape")
        page.wait_for_timeout(200)
        if page.evaluate("webApp.appName()") != "":
            failures.append("Escape in Chess did not come back to the cards")
        page.mouse.click(170, 300)  # the first card
        page.wait_for_timeout(200)
        if page.evaluate("location.hash") != "#pentominoes":
            failures.append(f"a click on the first card: address {page.evaluate('location.hash')!r}")
        page.go_back()
        page.wait_for_timeout(200)
        if page.evaluate("webApp.appName()") != "":
            failures.append("the browser's back button did not come back to the cards")

        # Keyboard play with focus on the canvas, announced in the live region.
        page.goto("about:blank")
        page.goto(f"{base}#pentominoes")
        page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
        for key in ["Tab", "Enter", "ArrowRight", "ArrowUp", "ArrowUp", "Enter"]:
            page.keyboard.press(key)
            page.wait_for_timeout(60)
        page.wait_for_timeout(600)
        said = page.evaluate("document.getElementById('announcements').textContent")
        report["announced after a keyboard drop"] = said
        if "piece" not in said.lower():
            failures.append(f"keyboard play was not announced: {said!r}")
        if page.evaluate("webApp.state()").replace("\n", "").strip(".") == "":
            failures.append("a keyboard drop placed nothing:\n" + page.evaluate("webApp.state()"))

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

        # Emoji Art: an emoji dragged from the palette lands on the canvas; a two-finger
        # touch pinch zooms the canvas.
        page.goto("about:blank")
        page.goto(f"{base}#emoji-art")
        page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
        page.wait_for_timeout(300)
        count = lambda: int(page.evaluate("webApp.state()").split(", ")[1].split(" ")[0])
        before = count()
        page.mouse.move(41, 207)  # the first emoji of the palette
        page.mouse.down()
        for n in range(1, 21):
            page.mouse.move(41 + (600 - 41) * n / 20, 207 + (300 - 207) * n / 20)
            page.wait_for_timeout(16)
        page.mouse.up()
        page.wait_for_timeout(500)
        if count() != before + 1:
            failures.append(f"an emoji dragged onto the canvas: {before} emoji, then {count()}")
        zoom_text = ("webApp.frame().items.filter(i => i.op === 'text')"
                     ".map(i => i.string).find(s => / zoom \\d+%/.test(s)) || ''")
        zoom = lambda: int(page.evaluate(zoom_text).split("zoom ")[1].rstrip("%"))
        zoom_before = zoom()
        cdp = page.context.new_cdp_session(page)
        def touches(kind, spread):
            points = [] if kind == "touchEnd" else [
                {"x": 760 - spread, "y": 450, "id": 1}, {"x": 760 + spread, "y": 450, "id": 2}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        touches("touchStart", 60)
        for n in range(1, 16):
            touches("touchMove", 60 + n * 8)
            page.wait_for_timeout(16)
        touches("touchEnd", 0)
        page.wait_for_timeout(500)
        report["emoji art zoom before and after a touch pinch"] = [zoom_before, zoom()]
        if not zoom() > zoom_before:
            failures.append(f"a touch pinch did not zoom: {zoom_before}% then {zoom()}%")
        page.screenshot(path=os.path.join(SHOTS, "web-emoji-art-pinched.png"))

        # Idle: no animation frames once everything has settled.
        before = page.evaluate("webStats.frames")
        page.wait_for_timeout(1000)
        idle = page.evaluate("webStats.frames") - before
        report["frames drawn in 1 s of idling"] = idle
        if idle > 0:
            failures.append(f"{idle} frames drawn while idle")
        # Sharp on a HiDPI screen: the canvas has a device pixel for every pixel shown.
        sharp = browser.new_page(viewport={"width": 1280, "height": 800}, device_scale_factor=2)
        sharp.on("pageerror", lambda e: errors.append(str(e)))
        sharp.goto(f"{base}#chess")
        sharp.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
        pixels = sharp.evaluate("[document.getElementById('stage').width, document.getElementById('stage').height]")
        report["canvas pixels at devicePixelRatio 2"] = pixels
        if pixels != [2560, 1600]:
            failures.append(f"at devicePixelRatio 2 the canvas has {pixels} pixels")
        sharp.screenshot(path=os.path.join(SHOTS, "web-chess-2x.png"),
                         clip={"x": 220, "y": 140, "width": 320, "height": 200})
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
