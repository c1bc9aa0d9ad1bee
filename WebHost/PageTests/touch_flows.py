#!/usr/bin/env python3
"""Checks each app's main flow by touch alone on the built page (WebHost/dist), in headless
Chromium with Playwright, on a 390×844 phone (device scale 3, `is_mobile`, `has_touch`) and
the same phone turned to 844×390, with real touch events (the DevTools protocol's
Input.dispatchTouchEvent, through phone_check.py's Finger). Things are found from the page's
own frame export (its `seen` elements: role, label, frame), not from guessed pixels.

- Pentominoes: a piece held, then dragged, lands on the board; a tap turns it and a double
  tap flips it.
- Chess: e2–e4 held and dragged is played; a pawn dragged to an illegal square is refused
  (the game is unchanged and the pawn is back on its square).
- Emoji Art: an emoji held in the palette and dragged onto the canvas is added; two fingers
  spreading on the canvas zoom it (the zoom the app shows grows).
- Board: the "Done" column starts off a 390-wide screen; a swipe on the empty space below
  the columns pans the row (and one back), and a card held and carried to the right edge
  waits there while the row scrolls until Done is under it, and lands in Done.
- Engine gallery: a tap on each tab opens its page (on a phone held upright the tabs are
  folded into the More menu: a tap opens it, a tap on the page's row chooses it).
- By taps alone, no finger moving: a pentomino placed from the menu a held finger opens,
  e2–e4 by two taps, a card moved to Done from its menu, an emoji added by a tap on the
  palette, a snap-zone tile tapped and then its zone.

A drag of an item waits for a press held about 250 ms, so each drag holds 300 ms first.
Writes a screenshot of each app after its flow to the folder given (default
/tmp/phone-screenshots).

    python3 WebHost/PageTests/touch_flows.py [screenshot-folder]

Needs `pip install playwright` and Debian's chromium (no browser download).
"""
import json
import os
import sys
import time

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import (  # noqa: E402
    center, console_errors, finish, ready, seen_element, serve)
from phone_check import PHONE, Finger  # noqa: E402

SHOTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/phone-screenshots"
LANDSCAPE = {**PHONE, "viewport": {"width": 844, "height": 390}}


def seen(page):
    return page.evaluate("webApp.frame().seen")


def state(page):
    return page.evaluate("webApp.state()")


def on_screen(page, frame):
    x, y = center(frame)
    size = page.viewport_size
    return 0 <= x <= size["width"] and 0 <= y <= size["height"]


def open_app(page, base, name):
    page.goto("about:blank")
    page.goto(f"{base}#{name}")
    ready(page)
    page.evaluate("localStorage.clear()")
    page.reload()
    ready(page)
    return Finger(page)


def shot(page, name, size):
    page.screenshot(path=os.path.join(SHOTS, f"touch-{name}-{size}.png"))


# Pentominoes ------------------------------------------------------------------------------

def piece_cells(page, letter):
    rows = [r.replace(" ", "") for r in state(page).split("\n") if r]
    return sorted((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == letter)


def check_pentominoes(page, base, size, failures, report):
    finger = open_app(page, base, "pentominoes")
    board = seen_element(page, "board")
    pieces = [e for e in seen(page) if e["role"] == "item" and on_screen(page, e["frame"])]
    piece = next((e for e in pieces if e["label"] == "L"), pieces[0] if pieces else None)
    if board is None or piece is None:
        failures.append(f"{size} pentominoes: no board or no piece on the screen")
        return
    letter = piece["label"]
    rows = len([r for r in state(page).split("\n") if r])
    side = board["frame"]["height"] / rows
    report[f"{size} pentominoes piece held"] = [letter, piece["frame"], piece["value"]]
    held = held_point(piece, board, side)
    finger.drag(held, (board["frame"]["x"] + 2.5 * side, board["frame"]["y"] + 2.5 * side))
    page.wait_for_timeout(500)
    placed = piece_cells(page, letter)
    if len(placed) != 5:
        failures.append(f"{size} pentominoes: the {letter} held and dragged was not placed:\n"
                        + state(page))
        return

    def middle():
        r, c = placed_now()[2]
        return board["frame"]["x"] + (c + 0.5) * side, board["frame"]["y"] + (r + 0.5) * side

    def placed_now():
        return piece_cells(page, letter)

    finger.tap(middle())
    page.wait_for_timeout(700)
    turned = placed_now()
    double_tap(finger, middle())
    page.wait_for_timeout(700)
    flipped = placed_now()
    report[f"{size} pentominoes {letter} cells: placed, tapped, double-tapped"] = [
        placed, turned, flipped]
    if turned == placed or len(turned) != 5:
        failures.append(f"{size} pentominoes: a tap did not turn the {letter}: {placed} then {turned}")
    if flipped == turned or len(flipped) != 5:
        failures.append(f"{size} pentominoes: a double tap did not flip the {letter}: "
                        f"{turned} then {flipped}")
    shot(page, "pentominoes", size)


def held_point(piece, board, side):
    """A point on one of the piece's squares: its `value` names the board cells (row,column,
    counted from the board's corner, off it too) its squares' middles are over."""
    r, c = map(int, piece["value"].split()[0].split(","))
    return board["frame"]["x"] + (c + 0.5) * side, board["frame"]["y"] + (r + 0.5) * side


def double_tap(finger, point):
    for _ in range(2):
        finger.send("touchStart", [point])
        finger.page.wait_for_timeout(40)
        finger.send("touchEnd", [])
        finger.page.wait_for_timeout(80)


# Chess ------------------------------------------------------------------------------------

def check_chess(page, base, size, failures, report):
    finger = open_app(page, base, "chess")
    square = lambda name: center(seen_element(page, name)["frame"])  # noqa: E731
    if seen_element(page, "e2") is None or not on_screen(page, seen_element(page, "e5")["frame"]):
        failures.append(f"{size} chess: the squares e2 and e5 are not on the screen")
        return
    report[f"{size} chess square e2"] = seen_element(page, "e2")["frame"]
    before = state(page)
    # Held on e5 before it is let go: the pawn follows the finger, so it was lifted.
    hold_and_move(finger, square("e2"), square("e5"))
    carried = pieces_at(page, square("e5"))
    finger.send("touchEnd", [])
    page.wait_for_timeout(600)
    refused = state(page)
    if not carried:
        failures.append(f"{size} chess: the pawn held and dragged to e5 did not follow the finger")
    pawn = pieces_at(page, square("e2"))
    if refused != before:
        failures.append(f"{size} chess: an illegal e2–e5 by touch changed the game:\n{refused}")
    if not pawn:
        failures.append(f"{size} chess: after the illegal drop no piece stands on e2")
    finger.drag(square("e2"), square("e4"))
    page.wait_for_timeout(400)
    played = state(page).split("\n")[0]
    report[f"{size} chess after e2–e4 by touch"] = played
    if not played.startswith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"):
        failures.append(f"{size} chess: e2–e4 held and dragged gave {played}")
    shot(page, "chess", size)


def pieces_at(page, point, within=4):
    """The pieces drawn with their middle within `within` points of `point`."""
    return [e for e in seen(page) if e["role"] == "item"
            and abs(center(e["frame"])[0] - point[0]) < within
            and abs(center(e["frame"])[1] - point[1]) < within]


def hold_and_move(finger, start, end, hold=0.3, steps=12):
    """Presses at `start`, holds still for `hold` seconds, moves to `end`; the finger stays
    down."""
    finger.send("touchStart", [start])
    finger.page.wait_for_timeout(hold * 1000)
    for n in range(1, steps + 1):
        finger.send("touchMove", [(start[0] + (end[0] - start[0]) * n / steps,
                                   start[1] + (end[1] - start[1]) * n / steps)])
        finger.page.wait_for_timeout(16)


# Emoji Art --------------------------------------------------------------------------------

ZOOM_TEXT = ("webApp.frame().items.filter(i => i.op === 'text')"
             ".map(i => i.string).find(s => / zoom \\d+%/.test(s)) || ''")


def emoji_count(page):
    return int(state(page).split(", ")[1].split(" ")[0])


def zoom(page):
    text = page.evaluate(ZOOM_TEXT)
    return int(text.split("zoom ")[1].rstrip("%")) if text else None


def pinch(finger, middle, spread_from, spread_to, steps=15):
    """Two fingers on either side of `middle`, moving apart from `spread_from` to `spread_to`."""
    (x, y) = middle
    finger.send("touchStart", [(x - spread_from, y), (x + spread_from, y)])
    for n in range(1, steps + 1):
        spread = spread_from + (spread_to - spread_from) * n / steps
        finger.send("touchMove", [(x - spread, y), (x + spread, y)])
        finger.page.wait_for_timeout(16)
    finger.send("touchEnd", [])
    finger.page.wait_for_timeout(500)


def overlap(a, b):
    """The part of frame `a` inside frame `b`."""
    x, y = max(a["x"], b["x"]), max(a["y"], b["y"])
    right = min(a["x"] + a["width"], b["x"] + b["width"])
    bottom = min(a["y"] + a["height"], b["y"] + b["height"])
    return {"x": x, "y": y, "width": max(right - x, 0), "height": max(bottom - y, 0)}


def check_emoji_art(page, base, size, failures, report):
    finger = open_app(page, base, "emoji-art")
    canvas, desk = seen_element(page, "canvas"), seen_element(page, "desk")
    palette = [e for e in seen(page) if e["role"] == "place" and on_screen(page, e["frame"])
               and e["label"].startswith("palette ")]
    if canvas is None or desk is None or not palette:
        failures.append(f"{size} emoji art: no canvas or no palette emoji on the screen: "
                        + json.dumps([e["label"] for e in seen(page)], ensure_ascii=False))
        return
    shown = overlap(canvas["frame"], desk["frame"])
    report[f"{size} emoji art canvas shown, palette"] = [shown, palette[0]["frame"]]
    before = emoji_count(page)
    finger.drag(center(palette[0]["frame"]), center(shown))
    page.wait_for_timeout(400)
    after = emoji_count(page)
    report[f"{size} emoji art emoji before and after a drag from the palette"] = [before, after]
    if after != before + 1:
        failures.append(f"{size} emoji art: {palette[0]['label']} held and dragged onto the "
                        f"canvas: {before} emoji, then {after}")
    zoom_before = zoom(page)
    frame = shown
    spread = min(frame["width"], frame["height"]) / 8
    pinch(finger, (frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] * 0.7),
          spread, spread * 3)
    zoom_after = zoom(page)
    report[f"{size} emoji art zoom before and after a pinch"] = [zoom_before, zoom_after]
    if zoom_before is None or zoom_after is None or not zoom_after > zoom_before:
        failures.append(f"{size} emoji art: a pinch did not zoom: {zoom_before}% then {zoom_after}%")
    shot(page, "emoji-art", size)


# Board ------------------------------------------------------------------------------------

def column_count(page, name):
    line = next((l for l in state(page).split("\n") if l.startswith(name + " (")), "")
    return int(line.split("(")[1].split(")")[0]) if line else None


def swipe(finger, y, dx, steps=10):
    """A finger drawn sideways by `dx` across the middle of the screen at height `y`."""
    width = finger.page.viewport_size["width"]
    start = width / 2 - dx / 2
    finger.send("touchStart", [(start, y)])
    for n in range(1, steps + 1):
        finger.send("touchMove", [(start + dx * n / steps, y)])
        finger.page.wait_for_timeout(16)
    finger.send("touchEnd", [])
    finger.page.wait_for_timeout(700)


def done_middle(page):
    return center(seen_element(page, "Done")["frame"])[0]


def check_board(page, base, size, failures, report):
    finger = open_app(page, base, "board")
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    if seen_element(page, "Done") is None:
        failures.append(f"{size} board: no Done column")
        return
    report[f"{size} board: Done column's middle at first"] = done_middle(page)
    # Below the columns: under every place and card on the screen.
    below = min(max(e["frame"]["y"] + e["frame"]["height"] for e in seen(page)
                    if e["role"] in ("item", "place") and on_screen(page, e["frame"])) + 30,
                height - 20)
    if done_middle(page) > width:
        # The row pans by a swipe on the empty space below the columns, and back.
        swipe(finger, below, -width * 0.6)
        panned = done_middle(page)
        swipe(finger, below, width * 0.6)
        report[f"{size} board: Done's middle after a swipe left, then right"] = [
            panned, done_middle(page)]
        if not panned < report[f"{size} board: Done column's middle at first"] - width * 0.3:
            failures.append(f"{size} board: a swipe below the columns did not pan the row: "
                            f"Done's middle at {panned}")
    card = next((e for e in seen(page) if e["role"] == "item" and on_screen(page, e["frame"])
                 and not inside(e["frame"], seen_element(page, "Done")["frame"])), None)
    if card is None:
        failures.append(f"{size} board: no card outside Done on the screen")
        return
    before = column_count(page, "Done")
    carry_to_done(finger, center(card["frame"]))
    page.wait_for_timeout(600)
    after = column_count(page, "Done")
    report[f"{size} board: cards in Done before and after {card['label']!r} was carried"] = [
        before, after]
    if before is None or after != before + 1:
        failures.append(f"{size} board: {card['label']} carried to Done: {before} cards, then "
                        f"{after}:\n{state(page)}")
    shot(page, "board", size)


def carry_to_done(finger, start, limit=6.0):
    """Holds a card, carries it to the Done column and lets go there; when Done is off the
    screen the card waits at the right edge (auto-scroll) until Done comes under it."""
    page = finger.page
    width = page.viewport_size["width"]
    point = (min(done_middle(page), width - 12), start[1] + 40)
    hold_and_move(finger, start, point)
    waited = 0.0
    while done_middle(page) > width - 12 and waited < limit:
        finger.send("touchMove", [(point[0] + (waited * 10) % 2, point[1])])
        page.wait_for_timeout(100)
        waited += 0.1
    finger.send("touchMove", [(min(done_middle(page), width - 12), point[1])])
    page.wait_for_timeout(100)
    finger.send("touchEnd", [])


def inside(frame, outer):
    x, _ = center(frame)
    return outer["x"] <= x <= outer["x"] + outer["width"]


# Engine gallery ---------------------------------------------------------------------------

GALLERY_PAGES = ["Snap", "Collide", "Grid", "Nested", "1M", "Motion", "Keys", "Sort"]


def check_gallery(page, base, size, failures, report):
    """Taps each page's tab in turn; where the tabs are folded into the More menu (a
    phone held upright), opens it with a tap and taps the page's row."""
    finger = open_app(page, base, "engine-gallery")
    visited = []
    for title in GALLERY_PAGES[1:] + GALLERY_PAGES[:1]:
        tab = gallery_tab(page, title)
        more = next((e for e in seen(page) if e["role"] == "control"
                     and e["label"].endswith(" ▾")), None)
        if tab is None and more is not None:
            finger.tap(center(more["frame"]))
            tab = gallery_tab(page, title)
        if tab is None:
            failures.append(f"{size} gallery: no tab {title} on the screen (nor in its menu): "
                            + json.dumps([e["label"] for e in seen(page)
                                          if e["role"] == "control"], ensure_ascii=False))
            return
        before = state(page).split("\n")[0]
        finger.tap(center(tab["frame"]))
        after = state(page).split("\n")[0]
        visited.append(after)
        if after == before:
            failures.append(f"{size} gallery: a tap on the tab {tab['label']} left {before}")
    report[f"{size} gallery pages by tapping the tabs"] = visited
    shot(page, "gallery", size)


def gallery_tab(page, title):
    return next((e for e in seen(page) if e["role"] == "control" and on_screen(page, e["frame"])
                 and e["label"] == title), None)


# By taps alone -----------------------------------------------------------------------------
# Every drag has a way without one (WCAG 2.5.7): a finger held still and let go opens an
# item's action menu, a tap picks up a chess piece or a snap-zone tile and a tap puts it
# down, a tap on a palette emoji adds it. No finger moves in these flows.

def hold_still(finger, point, seconds=0.7):
    finger.send("touchStart", [point])
    finger.page.wait_for_timeout(seconds * 1000)
    finger.send("touchEnd", [])
    finger.page.wait_for_timeout(300)


def menu_row(page, title):
    return next((e for e in seen(page) if e["role"] == "control" and e["label"] == title), None)


def choose(finger, page, item_point, title, failures, what):
    """Holds an item still to open its action menu and taps the row `title`."""
    hold_still(finger, item_point)
    row = menu_row(page, title)
    if row is None:
        failures.append(f"{what}: no row {title!r} in the menu a held finger opened: "
                        + json.dumps([e["label"] for e in seen(page) if e["role"] == "control"],
                                     ensure_ascii=False))
        return False
    finger.tap(center(row["frame"]))
    page.wait_for_timeout(600)
    return True


def check_taps_only(page, base, size, failures, report):
    # Pentominoes: the L's menu places it on the board.
    finger = open_app(page, base, "pentominoes")
    board = seen_element(page, "board")
    pieces = [e for e in seen(page) if e["role"] == "item" and on_screen(page, e["frame"])]
    if board and pieces:
        letter = pieces[0]["label"]
        side = board["frame"]["height"] / len([r for r in state(page).split("\n") if r])
        if choose(finger, page, held_point(pieces[0], board, side), "Place on the board",
                  failures, f"{size} pentominoes by taps"):
            report[f"{size} taps only: pentominoes {letter} cells"] = piece_cells(page, letter)
            if len(piece_cells(page, letter)) != 5:
                failures.append(f"{size} pentominoes by taps: the {letter} was not placed")
    else:
        failures.append(f"{size} pentominoes by taps: no board or piece on the screen")
    # Chess: a tap on the pawn, a tap on e4.
    finger = open_app(page, base, "chess")
    finger.tap(center(seen_element(page, "e2")["frame"]))
    finger.tap(center(seen_element(page, "e4")["frame"]))
    page.wait_for_timeout(500)
    played = state(page).split("\n")[0]
    report[f"{size} taps only: chess"] = played
    if not played.startswith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"):
        failures.append(f"{size} chess by taps: tapping e2 then e4 gave {played}")
    # Board: a card's menu moves it to Done.
    finger = open_app(page, base, "board")
    card = next((e for e in seen(page) if e["role"] == "item" and on_screen(page, e["frame"])),
                None)
    done = column_count(page, "Done")
    if card and choose(finger, page, center(card["frame"]), "Move to Done", failures,
                       f"{size} board by taps"):
        report[f"{size} taps only: board Done count"] = [done, column_count(page, "Done")]
        if column_count(page, "Done") != done + 1:
            failures.append(f"{size} board by taps: Move to Done left Done at "
                            f"{column_count(page, 'Done')} cards")
    # Emoji Art: a tap on a palette emoji adds it.
    open_app(page, base, "emoji-art")
    finger = Finger(page)
    palette = [e for e in seen(page) if e["role"] == "place" and on_screen(page, e["frame"])
               and e["label"].startswith("palette ")]
    before = emoji_count(page)
    finger.tap(center(palette[0]["frame"]))
    page.wait_for_timeout(400)
    report[f"{size} taps only: emoji art count"] = [before, emoji_count(page)]
    if emoji_count(page) != before + 1:
        failures.append(f"{size} emoji art by taps: a tap on {palette[0]['label']} gave "
                        f"{before} then {emoji_count(page)} emoji")
    # Snap zones: a tap on tile B, a tap on zone 2.
    finger = open_app(page, base, "engine-gallery")
    tile, zone = seen_element(page, "B"), seen_element(page, "Zone 2")
    if tile is None or zone is None:
        failures.append(f"{size} snap zones by taps: no tile B or zone 2")
        return
    finger.tap(center(tile["frame"]))
    page.wait_for_timeout(300)
    finger.tap(center(zone["frame"]))
    page.wait_for_timeout(1200)
    value = seen_element(page, "B")["value"]
    report[f"{size} taps only: snap zones tile B"] = value
    if value != "held by zone 2":
        failures.append(f"{size} snap zones by taps: tile B tapped, then zone 2: {value}")
    shot(page, "taps-only", size)


FLOWS = [check_pentominoes, check_chess, check_emoji_art, check_board, check_gallery,
         check_taps_only]


def main():
    os.makedirs(SHOTS, exist_ok=True)
    started = time.monotonic()
    port, served_by, stop = serve()
    base = f"http://127.0.0.1:{port}/index.html"
    failures = []
    report = {"served by": served_by}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for size, options in [("390x844", PHONE), ("844x390", LANDSCAPE)]:
            context = browser.new_context(**options)
            errors = console_errors(context)
            page = context.new_page()
            for flow in FLOWS:
                flow(page, base, size, failures, report)
            if errors:
                failures.append(f"{size} console errors: " + "; ".join(errors))
            context.close()
        browser.close()
    stop()
    report["seconds"] = round(time.monotonic() - started, 1)
    finish("touch flows", report, failures, SHOTS)


if __name__ == "__main__":
    main()
