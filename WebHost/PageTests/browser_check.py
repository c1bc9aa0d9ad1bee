#!/usr/bin/env python3
"""Checks the built page (WebHost/dist) in headless Chromium with Playwright, as a person would:
each app loads from its deep link and draws without console errors; Pentominoes: a real
mouse drag places a piece where its outline showed, a tap turns it, a double tap flips it,
a reload restores the game, and a damaged kept game is set aside and reported; Chess:
e2-e4 by dragging, an illegal drop glides back, the computer answers; Emoji Art: an emoji
dragged from the palette lands on the canvas, a touch pinch zooms, the handle resizes;
Board: a card dragged to another column is kept across a reload, and a damaged kept board
is set aside and reported;
the engine gallery's No pointer page is heard in the live region (in the DOM and the
accessibility tree), a repeated step again, and another app empties it;
a replay gives the desktop's final state; and the page asks for no animation frames while
idle. Served by WebHost/Server's web-server when it is built (its MIME type and gzip are
checked), else by Python's. Writes screenshots to the folder given (default
/tmp/web-screenshots).

    python3 WebHost/PageTests/browser_check.py [screenshot-folder]

Needs `pip install playwright` and Debian's chromium (no browser download).
"""
import functools
import http.server
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
DIST = os.path.join(HERE, "..", "dist")
ROOT = os.path.join(HERE, "..", "..")
KEPT = "drag-and-drop-demos/"
SHOTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/web-screenshots"


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *args):
        pass

    def end_headers(self):
        # Cross-origin isolated, as web-server sends it: the page's clock is fine-grained.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()


def serve():
    """Starts WebHost/Server's web-server on a free port if it is built, else Python's server;
    returns the port and a function that stops it."""
    for kind in ["release", "debug"]:
        binary = os.path.join(ROOT, "WebHost", "Server", ".build", kind, "web-server")
        if os.path.exists(binary):
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                port = probe.getsockname()[1]
            process = subprocess.Popen([binary, "--root", DIST, "--port", str(port)],
                                       stdout=subprocess.DEVNULL)
            for _ in range(100):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
                    break
                except OSError:
                    time.sleep(0.05)
            return port, binary, lambda: (process.terminate(), process.wait())
    handler = functools.partial(Quiet, directory=DIST)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1], "python http.server", server.shutdown


def ready(page):
    page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
    page.wait_for_timeout(300)


def seen_element(page, label):
    return next((e for e in page.evaluate("webApp.frame().seen") if e["label"] == label), None)


def drag(page, start, end, steps=20):
    page.mouse.move(*start)
    page.mouse.down()
    for n in range(1, steps + 1):
        page.mouse.move(start[0] + (end[0] - start[0]) * n / steps,
                        start[1] + (end[1] - start[1]) * n / steps)
        page.wait_for_timeout(16)
    page.mouse.up()


def center(frame):
    return frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2


def status_line(page):
    """The texts the open app draws (its status line among them)."""
    return page.evaluate("webApp.frame().items.filter(i => i.op === 'text').map(i => i.string)")


def check_chess_files(page, base, failures, report):
    """Chess's files in the browser: a PGN file dropped on the page opens its game (the
    Opera Game ends in mate), and Save PGN downloads the game with its tags."""
    page.goto("about:blank")
    page.goto(f"{base}#chess")
    ready(page)
    opera = open(os.path.join(ROOT, "docs", "screenshots", "opera.pgn"), encoding="utf-8").read()
    page.evaluate(DROP_FILE, ["opera.pgn", opera])
    page.wait_for_timeout(800)
    state = page.evaluate("webApp.state()")
    report["chess after the Opera Game was dropped"] = state
    if "Checkmate — White wins" not in state:
        failures.append(f"a dropped PGN file did not open: {state}")
    page.keyboard.press("Control+s")
    page.wait_for_timeout(500)
    try:
        with page.expect_download(timeout=10000) as saving:
            page.keyboard.press("Enter")
    except Exception:
        page.screenshot(path=os.path.join(SHOTS, "web-chess-not-saved.png"))
        failures.append("Save PGN downloaded nothing: " + page.evaluate("webApp.announcement()"))
        return
    saved = open(saving.value.path(), encoding="utf-8").read()
    report["chess Save PGN downloads"] = saving.value.suggested_filename
    if saving.value.suggested_filename != "opera.pgn" or '[White "Paul Morphy"]' not in saved \
            or "17. Rd8# 1-0" not in saved:
        failures.append(f"Save PGN downloaded {saving.value.suggested_filename!r}: {saved[:300]!r}")
    page.screenshot(path=os.path.join(SHOTS, "web-chess-opened.png"))
    page.evaluate("localStorage.clear()")


# Drops a file (name, text) on the page, as a person dragging it from the desktop does.
DROP_FILE = """([name, text]) => {
    const carried = new DataTransfer();
    carried.items.add(new File([text], name));
    const stage = document.getElementById('stage');
    for (const kind of ['dragenter', 'dragover', 'drop']) stage.dispatchEvent(
        new DragEvent(kind, {dataTransfer: carried, bubbles: true, cancelable: true}));
}"""


def check_emoji_art_files(page, count, failures, report):
    """Emoji Art's files in the browser: Save downloads the picture as JSON, Export PNG
    downloads the canvas as a PNG of its size, Open shows a file chooser and opens the file
    chosen, a file dropped on the page opens too, and one that cannot be read is said and
    changes nothing."""
    kept = page.evaluate("webApp.savedStateText()")
    with page.expect_download() as saving:
        page.keyboard.press("Control+s")
        page.wait_for_timeout(300)
        page.keyboard.press("Enter")
    saved = saving.value
    saved_text = open(saved.path(), encoding="utf-8").read()
    report["emoji art Save downloads"] = saved.suggested_filename
    if saved.suggested_filename != "art.json" or saved_text != kept:
        failures.append(f"Save downloaded {saved.suggested_filename!r}, "
                        f"{'the picture' if saved_text == kept else 'not the picture'}")
    canvas = json.loads(kept)["canvas"]
    page.wait_for_timeout(300)
    with page.expect_download() as exporting:
        page.keyboard.press("Control+e")
        page.wait_for_timeout(300)
        page.keyboard.press("Enter")
    png = open(exporting.value.path(), "rb").read()
    size = [int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")]
    report["emoji art Export PNG downloads"] = [exporting.value.suggested_filename, size]
    if png[:8] != b"\x89PNG\r\n\x1a\n" or size != [canvas["width"], canvas["height"]]:
        failures.append(f"Export PNG gave {exporting.value.suggested_filename!r} of {size}, "
                        f"not a PNG of the canvas's {canvas['width']}×{canvas['height']}")
    # Open: the file chooser, and a picture of two of the emoji.
    two = json.loads(kept)
    two["items"] = two["items"][:2]
    path = os.path.join(tempfile.mkdtemp(), "two.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(two, f)
    page.wait_for_timeout(300)
    with page.expect_file_chooser() as choosing:
        page.keyboard.press("Control+o")
    choosing.value.set_files(path)
    page.wait_for_timeout(500)
    report["emoji art opened from the file chooser (emoji)"] = count()
    if count() != 2 or not any("Opened two.json: 2 emoji." in t for t in status_line(page)):
        failures.append(f"Open with the file chooser: {count()} emoji; {status_line(page)}")
    page.screenshot(path=os.path.join(SHOTS, "web-emoji-art-opened.png"))
    # Files dropped on the page: the picture saved above opens; a damaged one is refused.
    page.evaluate(DROP_FILE, ["art.json", saved_text])
    page.wait_for_timeout(500)
    opened = count()
    page.evaluate(DROP_FILE, ["broken.json", saved_text[:40]])
    page.wait_for_timeout(500)
    said = next((t for t in status_line(page) if "broken.json" in t), "")
    report["emoji art files dropped: emoji, then a damaged file"] = [opened, said]
    if opened != len(json.loads(kept)["items"]) or count() != opened:
        failures.append(f"a dropped picture: {opened} emoji, then {count()}")
    # The one reader's sentence says where the file breaks off.
    if not re.match(r'Could not open "broken\.json": line \d+, column \d+: ', said):
        failures.append(f"a damaged dropped file was not said: {status_line(page)}")



def live_region_text(page, cdp):
    """The live region's text as the accessibility tree has it (what a screen reader gets):
    the names of its text nodes in Accessibility.getFullAXTree."""
    document = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    region = cdp.send("DOM.querySelector", {"nodeId": document, "selector": "#announcements"})
    backend = cdp.send("DOM.describeNode", {"nodeId": region["nodeId"]})["node"]["backendNodeId"]
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}
    found = next((n for n in nodes if n.get("backendDOMNodeId") == backend), None)
    if found is None:
        return None
    live = next((p["value"]["value"] for p in found.get("properties", []) if p["name"] == "live"),
                None)
    texts, stack = [], list(reversed(found.get("childIds", [])))
    while stack:
        node = by_id.get(stack.pop())
        if node is None:
            continue
        if node.get("role", {}).get("value") == "StaticText":
            texts.append(node.get("name", {}).get("value", ""))
        stack.extend(reversed(node.get("childIds", [])))
    return {"live": live, "text": "".join(texts)}


# The No pointer page's red box in the page's mirror of the app (accessibility-mirror.js).
RED_BOX = "#mirror [data-key='item:the red box']"


def check_announcements(browser, base, failures, report):
    """The engine gallery's No pointer page speaks through the page's live region: each
    key's step goes in, a step said twice ("cannot move up") is said again (the region
    empties, then fills), one still held is not, and leaving the app empties the region."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    cdp = page.context.new_cdp_session(page)
    region = "document.getElementById('announcements').textContent"
    page.goto(f"{base}#engine-gallery")
    ready(page)
    tab = seen_element(page, "No pointer")
    if tab is None:
        failures.append("the engine gallery shows no No pointer tab")
        page.close()
        return
    page.mouse.click(*center(tab["frame"]))
    page.wait_for_timeout(200)
    # Every text the region holds, in order.
    page.evaluate("""() => {
        const region = document.getElementById('announcements');
        window.regionTexts = [];
        new MutationObserver(() => regionTexts.push(region.textContent))
            .observe(region, { childList: true, characterData: true, subtree: true });
    }""")
    # The red box's element in the page's mirror takes the focus, as a screen reader's cursor
    # or Tab puts it there; Space picks it up and Up tries to move it off the top.
    page.focus(RED_BOX)
    for key in ["Space", "ArrowUp"]:
        page.keyboard.press(key)
        page.wait_for_timeout(250)
    stuck = "The red box cannot move up from top left."
    said = page.evaluate(region)
    heard = live_region_text(page, cdp)
    report["No pointer page: live region after focus, Space, Up"] = said
    report["No pointer page: the accessibility tree's live region"] = heard
    if said != stuck:
        failures.append(f"the No pointer page's step is not in the live region: {said!r}")
    if heard is None or heard["live"] != "polite" or heard["text"] != stuck:
        failures.append(f"the accessibility tree's live region does not say the step: {heard}")
    page.keyboard.press("ArrowUp")
    page.wait_for_timeout(400)
    texts = page.evaluate("regionTexts")
    report["No pointer page: the region's texts, the last step repeated"] = texts
    if texts[-3:] != [stuck, "", stuck] or page.evaluate(region) != stuck:
        failures.append(f"a repeated step was not said again (emptied, then filled): {texts}")
    heard = live_region_text(page, cdp)
    if heard is None or heard["text"] != stuck:
        failures.append(f"after the repeat the accessibility tree's live region says {heard}")
    # A frame that says nothing new (the pointer moves) leaves the region alone.
    page.mouse.move(300, 500)
    page.mouse.move(320, 520)
    page.wait_for_timeout(300)
    if page.evaluate("regionTexts.length") != len(texts):
        failures.append(f"a held step was said again: {page.evaluate('regionTexts')}")
    page.keyboard.press("Escape")  # puts the box back, and says so
    page.wait_for_timeout(250)
    cancelled = page.evaluate(region)
    if not cancelled.startswith("Cancelled"):
        failures.append(f"Escape's cancel was not said: {cancelled!r}")
    page.keyboard.press("Escape")  # back to the cards
    page.wait_for_timeout(300)
    if page.evaluate("webApp.appName()") != "":
        failures.append("Escape twice in the gallery did not come back to the cards")
    heard = live_region_text(page, cdp)
    report["live region on the cards, after the gallery"] = [page.evaluate(region), heard]
    if page.evaluate(region) != "" or heard is None or heard["text"] != "":
        failures.append(f"the gallery's last step stayed in the live region on the cards: "
                        f"{page.evaluate(region)!r}, {heard}")
    # Another app opened from the address empties it too.
    page.keyboard.press("5")
    page.wait_for_timeout(300)
    page.mouse.click(*center(seen_element(page, "No pointer")["frame"]))
    page.wait_for_timeout(200)
    page.focus(RED_BOX)
    page.keyboard.press("Space")
    page.wait_for_timeout(250)
    focused = page.evaluate(region)
    page.evaluate("location.hash = '#chess'")
    page.wait_for_function("webApp.appName() === 'chess'")
    page.wait_for_timeout(300)
    report["live region in Chess, after the gallery's step"] = [focused, page.evaluate(region)]
    if not focused.startswith("Picked up") or page.evaluate(region) != "":
        failures.append(f"another app did not empty the live region: {focused!r} then "
                        f"{page.evaluate(region)!r}")
    if errors:
        failures.append("console errors (announcements): " + "; ".join(errors))
    page.close()


def console_errors(context):
    """The errors every page of `context` logs or throws, collected as they come."""
    errors = []
    context.on("page", lambda page: page.on("pageerror", lambda e: errors.append(str(e))))
    context.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return errors


def finish(name, report, failures, shots):
    """Prints the report and any failures, and exits non-zero when there were failures."""
    print(json.dumps(report, indent=1, ensure_ascii=False))
    print(f"screenshots in {shots}")
    if failures:
        print("FAILED:\n" + "\n".join(failures))
        sys.exit(1)
    print(f"{name} passed")


def run(name, shots, checks):
    """What a check's `main` does around its own checks: the screenshots folder, the page
    served, Chromium launched; `checks(browser, base, failures, report)`; then Chromium
    closed, the server stopped and the report printed (`finish`)."""
    os.makedirs(shots, exist_ok=True)
    port, served_by, stop = serve()
    base = f"http://127.0.0.1:{port}/index.html"
    failures = []
    report = {"served by": served_by}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        checks(browser, base, failures, report)
        browser.close()
    stop()
    finish(name, report, failures, shots)


def main():
    os.makedirs(SHOTS, exist_ok=True)
    port, served_by, stop = serve()
    base = f"http://127.0.0.1:{port}/index.html"
    failures = []
    report = {"served by": served_by}
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
        check_announcements(browser, base, failures, report)

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
        timings, swift_part = [], []
        for n in range(1, 31):
            page.mouse.move(fx + (tx - fx) * n / 30, fy + (ty - fy) * n / 30)
            page.wait_for_timeout(16)
            timings.append(page.evaluate("webStats.lastSwiftMs + webStats.lastDrawMs"))
            swift_part.append(page.evaluate("webStats.lastSwiftMs"))
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
        swift_part.sort()
        report["drag: swift part (tick, display list, encoding) per frame, median ms"] = \
            swift_part[len(swift_part) // 2]
        report["display items while dragging"] = page.evaluate("webApp.frame().items.length")

        # A tap on the placed piece turns it; a double tap flips it (an L shows both).
        page.goto("about:blank")
        page.goto(f"{base}#pentominoes")
        page.evaluate("localStorage.clear()")
        page.reload()
        ready(page)
        board = seen_element(page, "board")
        piece = next(e for e in page.evaluate("webApp.frame().seen")
                     if e["role"] == "item" and e["label"] == "L")
        # Held by its top cell (the middle of an L's frame is not on the piece).
        side = board["frame"]["width"] / 10
        drag(page, (piece["frame"]["x"] + side / 2, piece["frame"]["y"] + side / 2),
             (board["frame"]["x"] + 100, board["frame"]["y"] + 100))
        page.wait_for_timeout(800)
        landed = page.evaluate("webApp.state()")
        if landed.count("L") != 5:
            failures.append(f"the L was not placed:\n{landed}")
        def l_cells():
            rows = [r.replace(" ", "") for r in page.evaluate("webApp.state()").split("\n") if r]
            return sorted((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "L")
        def l_center():
            cells = l_cells()
            frame = board["frame"]
            r, c = cells[len(cells) // 2]
            return frame["x"] + (c + 0.5) * side, frame["y"] + (r + 0.5) * side
        before_tap = l_cells()
        page.mouse.click(*l_center())
        page.wait_for_timeout(900)
        after_tap = l_cells()
        if after_tap == before_tap or len(after_tap) != 5:
            failures.append(f"a tap did not turn the L: {before_tap} then {after_tap}")
        page.mouse.dblclick(*l_center())
        page.wait_for_timeout(900)
        after_flip = l_cells()
        if after_flip == after_tap or len(after_flip) != 5:
            failures.append(f"a double tap did not flip the L: {after_tap} then {after_flip}")
        report["L cells: placed, tapped, double-tapped"] = [before_tap, after_tap, after_flip]

        # A reload restores the game from localStorage, as the desktop's game.txt would.
        page.wait_for_timeout(300)
        kept_before = page.evaluate("webApp.state()")
        page.reload()
        ready(page)
        if page.evaluate("webApp.state()") != kept_before:
            failures.append("a reload did not restore the game:\n" + kept_before + "\nthen\n"
                            + page.evaluate("webApp.state()"))
        page.screenshot(path=os.path.join(SHOTS, "web-pentominoes-restored.png"))

        # A damaged kept game is set aside under another key and reported; a new game starts.
        damaged = "pentominoes save 1\nboard 6x10\nthis is not a board\n"
        page.evaluate(f"localStorage.setItem('{KEPT}pentominoes', {json.dumps(damaged)})")
        page.reload()
        ready(page)
        status = page.evaluate("document.getElementById('status').hidden ? '' : "
                               "document.getElementById('status-text').textContent")
        aside = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{KEPT}pentominoes.unreadable-'))"
                              ".map(k => localStorage.getItem(k))")
        report["damaged kept game reported"] = status
        if "could not be read" not in status:
            failures.append(f"a damaged kept game was not reported: {status!r}")
        if damaged not in aside:
            failures.append(f"the damaged kept game was not set aside: {aside}")
        fresh = page.evaluate("webApp.state()").replace(" ", "").replace("\n", "")
        if fresh.strip(".X") != "":
            failures.append("after a damaged kept game the board is not new:\n" + fresh)
        page.screenshot(path=os.path.join(SHOTS, "web-pentominoes-damaged.png"))
        page.evaluate("localStorage.clear()")

        # Chess: e2-e4 by dragging; an illegal drop glides back; with the computer on black
        # (from a kept game), it answers.
        page.goto("about:blank")
        page.goto(f"{base}#chess")
        ready(page)
        square = lambda name: center(seen_element(page, name)["frame"])
        drag(page, square("e2"), square("e5"))
        page.wait_for_timeout(60)
        gliding = page.evaluate("webStats.frames")
        page.wait_for_timeout(800)
        glided = page.evaluate("webStats.frames") - gliding
        fen = page.evaluate("webApp.state()").split("\n")[0]
        if not fen.startswith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"):
            failures.append(f"an illegal drop e2-e5 changed the game: {fen}")
        if glided < 3:
            failures.append(f"the piece dropped on e5 did not glide back ({glided} frames)")
        pawn = [e for e in page.evaluate("webApp.frame().seen")
                if e["role"] == "item" and abs(center(e["frame"])[0] - square("e2")[0]) < 2
                and abs(center(e["frame"])[1] - square("e2")[1]) < 2]
        if not pawn:
            failures.append("after the illegal drop no piece stands on e2")
        kept_game = ("chess save 1\nstart rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                     "moves\nwhite human\nblack computer\nlevel 1\n")
        page.evaluate(f"localStorage.setItem('{KEPT}chess', {json.dumps(kept_game)})")
        page.reload()
        ready(page)
        drag(page, square("e2"), square("e4"))
        page.wait_for_timeout(200)
        after_human = page.evaluate("webApp.state()").split("\n")[0]
        if "4P3" not in after_human:
            failures.append(f"e2-e4 by dragging: {after_human}")
        page.wait_for_function("webApp.state().split(' ')[1] === 'w'", timeout=15000)
        answered = page.evaluate("webApp.state()").split("\n")[0]
        report["chess after e2-e4 and the computer's answer"] = answered
        if answered.split(" ")[1] != "w" or answered.endswith(" 1"):
            failures.append(f"the computer did not answer: {answered}")
        page.screenshot(path=os.path.join(SHOTS, "web-chess-answered.png"))
        page.evaluate("localStorage.clear()")
        check_chess_files(page, base, failures, report)

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
        # The resize handle of a selected emoji makes it bigger.
        page.mouse.click(600, 300)  # the emoji just dropped
        page.wait_for_timeout(400)
        handle = next((e for e in page.evaluate("webApp.frame().seen")
                       if e["label"].startswith("resize handle")), None)
        sizes = lambda: [float(line.split(" size ")[1]) for line in
                         page.evaluate("webApp.state()").split("\n")[1:] if " size " in line]
        if handle is None:
            failures.append("a clicked emoji shows no resize handle")
        else:
            before_sizes = sizes()
            hx, hy = center(handle["frame"])
            drag(page, (hx, hy), (hx + 60, hy + 60))
            page.wait_for_timeout(400)
            report["emoji sizes before and after the handle"] = [before_sizes, sizes()]
            if sum(sizes()) <= sum(before_sizes):
                failures.append(f"the resize handle did not enlarge: {before_sizes} then {sizes()}")
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

        # The picture is kept in localStorage in the desktop's file format: a reload brings
        # back the emoji just added; a damaged entry is set aside and reported.
        page.wait_for_timeout(300)
        picture = page.evaluate("webApp.state()")
        kept_picture = page.evaluate(f"localStorage.getItem('{KEPT}emoji-art')") or ""
        page.reload()
        page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
        report["emoji art after a reload (emoji)"] = [before + 1, count()]
        if page.evaluate("webApp.state()") != picture or count() != before + 1:
            failures.append("a reload did not restore the picture:\n" + picture + "\nthen\n"
                            + page.evaluate("webApp.state()"))
        if '"version" : 1' not in kept_picture:
            failures.append(f"the kept picture is not in the file format: {kept_picture[:200]!r}")
        damaged = kept_picture.replace('"version" : 1', '"version" : 7')
        page.evaluate(f"localStorage.setItem('{KEPT}emoji-art', {json.dumps(damaged)})")
        page.reload()
        page.wait_for_function("document.body.dataset.ready === 'true' && window.webStats.frames > 0")
        status = page.evaluate("document.getElementById('status').hidden ? '' : "
                               "document.getElementById('status-text').textContent")
        aside = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{KEPT}emoji-art.unreadable-'))"
                              ".map(k => localStorage.getItem(k))")
        report["damaged kept picture reported"] = status
        if "format version 7 is not supported" not in status:
            failures.append(f"a damaged kept picture was not reported: {status!r}")
        if damaged not in aside:
            failures.append("the damaged kept picture was not set aside")
        if count() != before:
            failures.append(f"after a damaged kept picture: {count()} emoji, not the sample's {before}")
        page.screenshot(path=os.path.join(SHOTS, "web-emoji-art-damaged.png"))
        check_emoji_art_files(page, count, failures, report)

        page.screenshot(path=os.path.join(SHOTS, "web-emoji-art.png"))

        # The Board: a card dragged to another column is kept in localStorage in the
        # desktop's board.json bytes, a reload brings it back; a damaged kept board is set
        # aside and reported, and the sample board begins.
        page.evaluate("localStorage.clear()")
        page.goto("about:blank")
        page.goto(f"{base}#board")
        ready(page)
        sample_board = page.evaluate("webApp.state()")
        card, doing = seen_element(page, "Call the plumber"), seen_element(page, "Doing")
        report_card = seen_element(page, "Write the report")
        if card is None or doing is None or report_card is None:
            failures.append("the board does not show its sample cards and columns")
        else:
            drag(page, center(card["frame"]),
                 (center(doing["frame"])[0], report_card["frame"]["y"] + 4))
            page.wait_for_timeout(600)
            moved_board = page.evaluate("webApp.state()")
            report["board after a card dragged to Doing"] = moved_board
            if "Doing (2)" not in moved_board:
                failures.append("a card dragged to Doing did not land there:\n" + moved_board)
            kept_board = page.evaluate(f"localStorage.getItem('{KEPT}board')") or ""
            if not kept_board.startswith('{\n  "columns" : [') or '"version" : 1' not in kept_board:
                failures.append(f"the kept board is not in the file format: {kept_board[:200]!r}")
            page.reload()
            ready(page)
            if page.evaluate("webApp.state()") != moved_board:
                failures.append("a reload did not restore the board:\n" + moved_board + "\nthen\n"
                                + page.evaluate("webApp.state()"))
            damaged = kept_board.replace('"version" : 1', '"version" : 7')
            page.evaluate(f"localStorage.setItem('{KEPT}board', {json.dumps(damaged)})")
            page.reload()
            ready(page)
            status = page.evaluate("document.getElementById('status').hidden ? '' : "
                                   "document.getElementById('status-text').textContent")
            aside = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{KEPT}board.unreadable-'))"
                                  ".map(k => localStorage.getItem(k))")
            report["damaged kept board reported"] = status
            if "The last board could not be read (format version 7 is not supported" not in status:
                failures.append(f"a damaged kept board was not reported: {status!r}")
            if damaged not in aside:
                failures.append("the damaged kept board was not set aside")
            if page.evaluate("webApp.state()") != sample_board:
                failures.append("after a damaged kept board the sample board did not begin:\n"
                                + page.evaluate("webApp.state()"))
            page.screenshot(path=os.path.join(SHOTS, "web-board-damaged.png"))
        page.evaluate("localStorage.clear()")

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
        # Parity: one replay gives the same final state in the browser (the module's replay,
        # the desktop's Swift code) as in the desktop executable's --print-state.
        demos = os.path.join(ROOT, ".build", "debug", "demos")
        if os.path.exists(demos):
            page.goto(f"{base}#pentominoes")
            ready(page)
            board = seen_element(page, "board")
            piece = next(e for e in page.evaluate("webApp.frame().seen")
                         if e["role"] == "item" and e["label"] == "P")
            (fx, fy), (tx, ty) = center(piece["frame"]), center(board["frame"])
            lines = ["0 resize 1280 800", f"200 down {fx:.0f} {fy:.0f}"]
            lines += [f"{200 + n * 16} move {fx + (tx - fx) * n / 12:.0f} {fy + (ty - fy) * n / 12:.0f}"
                      for n in range(1, 13)]
            lines += [f"420 up {tx:.0f} {ty:.0f}", "900 key tab", "950 key enter"]
            script = "\n".join(lines) + "\n"
            with tempfile.NamedTemporaryFile("w", suffix=".replay", delete=False) as f:
                f.write(script)
            desktop = subprocess.run([demos, "--open", "Pentominoes", "--replay", f.name,
                                      "--print-state"], capture_output=True, text=True).stdout.rstrip()
            os.unlink(f.name)
            problem = page.evaluate(f"(webApp.start('pentominoes'), webApp.replay({json.dumps(script)}))")
            browser_state = page.evaluate("webApp.state()").rstrip()
            report["replay parity (desktop == browser)"] = desktop == browser_state
            if problem or desktop != browser_state or "P" not in desktop:
                failures.append(f"replay parity: {problem!r}\ndesktop:\n{desktop}\nbrowser:\n{browser_state}")
        else:
            failures.append("build the desktop demos (swift build --product demos) for the parity check")

        # What the server sent: the module as application/wasm, compressed.
        sent = page.evaluate("fetch('app.wasm', {cache: 'no-store'}).then(r => "
                             "[r.headers.get('content-type'), r.headers.get('content-encoding')])")
        report["app.wasm sent as"] = sent
        if sent[0] != "application/wasm":
            failures.append(f"app.wasm was sent as {sent[0]}")
        if served_by != "python http.server" and sent[1] not in ("br", "gzip"):
            failures.append(f"app.wasm was not sent precompressed: {sent[1]}")

        if errors:
            failures.append("console errors: " + "; ".join(errors))
        browser.close()
    stop()
    finish("browser check", report, failures, SHOTS)


if __name__ == "__main__":
    main()
