#!/usr/bin/env python3
"""Checks damage-only frames in headless Chromium with Playwright: the page keeps its canvas
between frames and redraws only the tiles the module's DamageTracker says changed
(damage.js). In every app and every page of the engine gallery, random mouse drags are
played; after each frame the canvas's pixels are compared with a full repaint of the same
frame drawn over them (webDamage.redrawWhole): not one pixel may differ. Then a drag's frame
time (the module's part and the drawing, webStats) is measured with damage on and with it
off (the same drag three times each), at 1280×800 and on a 390×844 phone at device scale 3, and printed
with the ratio.
Last, F12 shows the frame-time overlay in the top right corner (drawn by the module, in
the display list) and F12 again takes it away, leaving the app's pixels as they were.

    python3 WebHost/PageTests/damage_check.py [screenshot-folder]

Needs `pip install playwright` and Debian's chromium, and WebHost/dist (WebHost/build.sh).
"""
import os
import random
import sys

from browser_check import center, console_errors, ready, run

SHOTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/web-screenshots"
APPS = ["pentominoes", "chess", "emoji-art", "widgets", "board"]
GALLERY_PAGES = ["Snap zones", "Collisions", "Snapping", "Nested zones", "A million zones",
                 "Motion", "No pointer", "Sortable", "Many at once", "Hysteresis"]
DRAGS = 3
STEPS = 6

# The canvas as drawn, then a full repaint of the same frame over it: how many pixels
# differ, the first of them, and how many tiles the frame redrew (-1: all of it).
COMPARE = """() => {
    const canvas = document.getElementById('stage');
    const context = canvas.getContext('2d');
    const read = () => context.getImageData(0, 0, canvas.width, canvas.height).data;
    const kept = read();
    webDamage.redrawWhole();
    const whole = read();
    let differ = 0, first = null;
    for (let i = 0; i < kept.length; i += 4) {
        if (kept[i] !== whole[i] || kept[i + 1] !== whole[i + 1] || kept[i + 2] !== whole[i + 2]
            || kept[i + 3] !== whole[i + 3]) {
            if (first === null) first = [(i / 4) % canvas.width, Math.floor(i / 4 / canvas.width),
                [...kept.slice(i, i + 4)], [...whole.slice(i, i + 4)]];
            differ++;
        }
    }
    return { differ, first, tiles: webStats.lastTiles };
}"""


# Where each element of the page's mirror stands against where the frame's tree says its
# seen element is drawn (accessibility-mirror.js moves only what moved during a drag): the
# first misplaced one, and how many were compared.
MIRROR = """() => {
    const root = document.getElementById('mirror').getBoundingClientRect();
    let compared = 0;
    for (const { key, seen: { frame } } of webStats.tree.nodes) {
        const element = document.querySelector(`#mirror [data-key="${CSS.escape(key)}"]`);
        if (!element) return { wrong: `${key} is not mirrored`, compared };
        const r = element.getBoundingClientRect();
        const want = [frame.x, frame.y, Math.max(frame.width, 1), Math.max(frame.height, 1)];
        const got = [r.x - root.x, r.y - root.y, r.width, r.height];
        if (want.some((v, i) => Math.abs(v - got[i]) > 0.5)) {
            return { wrong: `${key} stands at ${got} for ${want}`, compared };
        }
        compared++;
    }
    return { wrong: null, compared };
}"""


def next_frame(page):
    """Waits until the page has drawn a frame after now (or briefly, when none is due)."""
    page.evaluate("""() => new Promise((done) => {
        const frames = webStats.frames;
        const give_up = setTimeout(done, 100);
        const wait = () => webStats.frames > frames ? (clearTimeout(give_up), done())
            : requestAnimationFrame(wait);
        requestAnimationFrame(wait);
    })""")


def compare(page, where, tally, failures):
    next_frame(page)
    result = page.evaluate(COMPARE)
    tally["frames"] += 1
    if result["tiles"] >= 0:
        tally["damage-only frames"] += 1
        tally["tiles redrawn"] += result["tiles"]
    if result["differ"]:
        if len(failures) < 20:
            failures.append(f"{where}: {result['differ']} pixels differ from a full repaint "
                            f"(first at {result['first']}, {result['tiles']} tiles redrawn)")
        page.screenshot(path=os.path.join(SHOTS, "damage-differs.png"))
    mirror = page.evaluate(MIRROR)
    tally["mirrored elements compared"] += mirror["compared"]
    if mirror["wrong"] and len(failures) < 20:
        failures.append(f"{where}: the mirror is not where the frame is: {mirror['wrong']}")


def play(page, where, rng, tally, failures):
    """Random mouse drags, mostly from something draggable, compared frame by frame."""
    size = page.viewport_size
    for _ in range(DRAGS):
        items = [e for e in page.evaluate("webStats.seen") if e["role"] == "item"
                 and 0 < center(e["frame"])[0] < size["width"]
                 and 0 < center(e["frame"])[1] < size["height"]]
        if items and rng.random() < 0.8:
            x, y = center(rng.choice(items)["frame"])
        else:
            x, y = rng.uniform(0, size["width"]), rng.uniform(0, size["height"])
        tx, ty = rng.uniform(0, size["width"]), rng.uniform(0, size["height"])
        page.mouse.move(x, y)
        compare(page, f"{where}, hover", tally, failures)
        page.mouse.down()
        for n in range(1, STEPS + 1):
            page.mouse.move(x + (tx - x) * n / STEPS, y + (ty - y) * n / STEPS)
            compare(page, f"{where}, drag step {n}", tally, failures)
        page.mouse.up()
        for n in range(3):  # the drop's animation
            compare(page, f"{where}, after the drop ({n})", tally, failures)
        page.keyboard.press("Escape") if rng.random() < 0.2 else None


def check_pixels(browser, base, failures, report):
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = console_errors(page)
    rng = random.Random(28)
    tally = {"frames": 0, "damage-only frames": 0, "tiles redrawn": 0,
             "mirrored elements compared": 0}
    for name in APPS:
        page.goto("about:blank")
        page.goto(f"{base}#{name}")
        ready(page)
        play(page, name, rng, tally, failures)
        if page.evaluate("webApp.appName()") != name:  # a drag may have opened a sheet
            page.keyboard.press("Escape")
    for title in GALLERY_PAGES:
        page.goto("about:blank")
        page.goto(f"{base}#engine-gallery")
        ready(page)
        tab = next((e for e in page.evaluate("webStats.seen") if e["label"] == title), None)
        if tab is None:
            failures.append(f"the engine gallery shows no {title} tab")
            continue
        page.mouse.click(*center(tab["frame"]))
        compare(page, f"gallery {title}, opened", tally, failures)
        play(page, f"gallery {title}", rng, tally, failures)
    report["pixels: frames compared with a full repaint"] = tally["frames"]
    report["pixels: of which damage-only"] = tally["damage-only frames"]
    report["mirror: elements compared with their frames"] = tally["mirrored elements compared"]
    if tally["damage-only frames"]:
        report["pixels: tiles redrawn per damage-only frame, mean"] = round(
            tally["tiles redrawn"] / tally["damage-only frames"], 1)
    if tally["damage-only frames"] < tally["frames"] // 2:
        failures.append("fewer than half the frames were damage-only: "
                        f"{tally['damage-only frames']} of {tally['frames']}")
    failures.extend(errors)
    page.close()


def drag_times(page, base, damage, drags=3):
    """A Pentomino dragged to the board, with damage-only frames or full repaints: each
    frame's module part plus drawing, in ms, sorted, the drawing alone, and each drag's
    median. The same drag on a fresh page a few times, so that the median stands on more
    than one moment of a busy machine."""
    times, drawing, medians = [], [], []
    for _ in range(drags):
        page.goto("about:blank")
        page.goto(f"{base}#pentominoes")
        ready(page)
        page.evaluate("localStorage.clear()")
        page.evaluate(f"webDamage.enabled = {'true' if damage else 'false'}")
        seen = page.evaluate("webStats.seen")
        board = next(e for e in seen if e["role"] == "place" and e["label"] == "board")
        piece = next(e for e in seen if e["role"] == "item")
        (fx, fy), (tx, ty) = center(piece["frame"]), center(board["frame"])
        page.mouse.move(fx, fy)
        page.mouse.down()
        own = []
        for n in range(1, 61):
            page.mouse.move(fx + (tx - fx) * n / 60, fy + (ty - fy) * n / 60)
            next_frame(page)
            swift, draw = page.evaluate("[webStats.lastSwiftMs, webStats.lastDrawMs]")
            # The first frames of a drag fill its caches.
            if n > 5:
                own.append(swift + draw)
                drawing.append(draw)
        page.mouse.up()
        page.wait_for_timeout(600)
        times += own
        medians.append(round(sorted(own)[len(own) // 2], 3))
    return sorted(times), sorted(drawing), medians


def check_timing(browser, base, report):
    for label, options in [
            ("1280×800", {"viewport": {"width": 1280, "height": 800}}),
            ("390×844 at device scale 3", {"viewport": {"width": 390, "height": 844},
                                           "device_scale_factor": 3})]:
        context = browser.new_context(**options)
        page = context.new_page()
        medians = {}
        for mode, damage in [("damage only", True), ("full repaint", False)]:
            times, drawing, each = drag_times(page, base, damage)
            medians[mode] = times[len(times) // 2]
            report[f"drag frame at {label}, {mode}: each drag's median ms"] = each
            report[f"drag frame at {label}, {mode}: median, worst ms"] = [
                round(medians[mode], 3), round(times[-1], 3)]
            report[f"drag frame at {label}, {mode}: of which drawing, median ms"] = round(
                drawing[len(drawing) // 2], 3)
        if medians["full repaint"] > 0:
            report[f"drag frame at {label}: damage only / full repaint"] = round(
                medians["damage only"] / medians["full repaint"], 2)
        context.close()


# The mean colour of the overlay's panel (FrameTimeOverlay.frame: 256 × 112 points, 8 in
# from the top right corner), and its pixels, in device pixels.
PANEL = """() => {
    const canvas = document.getElementById('stage');
    const ratio = window.devicePixelRatio || 1;
    const x = Math.round((canvas.width / ratio - 8 - 256) * ratio), y = Math.round(8 * ratio);
    const pixels = canvas.getContext('2d').getImageData(x, y, Math.round(256 * ratio),
        Math.round(112 * ratio)).data;
    const mean = [0, 0, 0];
    for (let i = 0; i < pixels.length; i += 4) for (let c = 0; c < 3; c++) mean[c] += pixels[i + c];
    return { mean: mean.map((v) => Math.round(v / (pixels.length / 4))), pixels: [...pixels] };
}"""


def check_overlay(browser, base, failures, report):
    """F12 toggles the frame-time overlay: its dark panel appears in the top right corner,
    the frames of a drag are drawn into it, and F12 again leaves the app's pixels."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = console_errors(page)
    page.goto(f"{base}#pentominoes")
    ready(page)
    before = page.evaluate(PANEL)
    page.keyboard.press("F12")
    next_frame(page)
    shown = page.evaluate(PANEL)
    report["overlay: the corner's mean colour before F12, with the overlay"] = [
        before["mean"], shown["mean"]]
    if not all(c < 70 for c in shown["mean"]) or all(c < 70 for c in before["mean"]):
        failures.append(f"F12 did not show the dark panel: {before['mean']} then {shown['mean']}")
    # A drag while it shows: the overlay's bars change, damage-only frames stay exact.
    tally = {"frames": 0, "damage-only frames": 0, "tiles redrawn": 0,
             "mirrored elements compared": 0}
    play(page, "pentominoes with the overlay", random.Random(12), tally, failures)
    texts = page.evaluate("webApp.frame().items.filter(i => i.op === 'text').map(i => i.string)")
    if not any(t.startswith("Drawing ") and t.endswith(" ms") for t in texts):
        failures.append(f"the overlay shows no drawing time: {texts[-4:]}")
    page.wait_for_timeout(600)
    state = page.evaluate("[webApp.appName(), webApp.state()]")
    page.keyboard.press("F12")
    next_frame(page)
    hidden = page.evaluate(PANEL)
    report["overlay: the corner's mean colour after F12 again"] = hidden["mean"]
    if not all(c > 70 for c in hidden["mean"]):
        failures.append(f"F12 again did not take the panel away: {hidden['mean']}")
    if page.evaluate("[webApp.appName(), webApp.state()]") != state:
        failures.append("F12 reached the app")
    failures.extend(errors)
    page.close()


def main():
    def checks(browser, base, failures, report):
        check_pixels(browser, base, failures, report)
        check_timing(browser, base, report)
        check_overlay(browser, base, failures, report)

    run("damage check", SHOTS, checks)


if __name__ == "__main__":
    main()
