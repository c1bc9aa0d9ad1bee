#!/usr/bin/env python3
"""Checks the built page (WebHost/dist) as a screen reader and a keyboard use it, in headless
Chromium with Playwright: the accessibility tree (DevTools' Accessibility.getFullAXTree) of
the cards page and of each app holds its controls, pieces, cards and emoji by name and role;
axe-core reports no violations; and each app is played by the keyboard through the page's
mirror of the app's elements (accessibility-mirror.js) alone, with no coordinates and no
screenshot read: open an app from the cards, place a pentomino, play a chess move, move a
card to another column, add an emoji and move it, capture a tile in a snap zone; Tab
reaches the toolbar and leaves the page at the end.

    python3 WebHost/PageTests/accessibility_check.py [screenshot-folder]

Needs `pip install playwright axe-playwright-python` and Debian's chromium.
"""
import os
import sys

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

from browser_check import console_errors, finish, ready, serve

SHOTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/web-screenshots"

# For each page: names the accessibility tree must hold, by role.
EXPECTED = {
    "": {"button": ["Pentominoes", "Chess", "Emoji Art", "Board", "Engine gallery"],
         "heading": ["Drag & Drop Demos"]},
    "pentominoes": {"button": ["The X piece", "The F piece", "Undo"], "group": ["board"],
                    "heading": ["Pentominoes"]},
    "chess": {"button": ["white pawn on e2", "black king on e8", "Undo"],
              "group": ["e4", "a1", "h8"]},
    "emoji-art": {"button": ["Add 😀", "🐶", "New"], "group": ["canvas", "palette"]},
    "board": {"button": ["Undo", "Add a card to Doing"], "group": ["To do", "Doing", "Done"]},
    "widgets": {"button": ["Count", "Small"], "textbox": ["Type a file name"]},
    "engine-gallery": {"button": ["Tile B, free"], "group": ["Zone 1", "Zone 2"],
                       "slider": ["Damping ratio", "Capture margin"]},
}


def ax_names(page):
    """The accessibility tree's nodes as {role: [names]}, ignored nodes left out."""
    cdp = page.context.new_cdp_session(page)
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    cdp.detach()
    names = {}
    for node in nodes:
        if node.get("ignored"):
            continue
        role = node.get("role", {}).get("value")
        names.setdefault(role, []).append(node.get("name", {}).get("value", ""))
    return names


def focused(page):
    """The page's focused element: its text or label, and whether it is in the mirror."""
    return page.evaluate("""() => {
        const e = document.activeElement;
        const name = e === document.body ? 'the page itself'
            : e.getAttribute('aria-label') || e.textContent || e.id || e.tagName;
        return { name,
                 inMirror: !!e.closest('#mirror'), tag: e.tagName };
    }""")


def tab_to(page, name, limit=200):
    """Presses Tab until the focused element's name starts with `name`; returns whether it
    got there."""
    for _ in range(limit):
        if focused(page)["name"].startswith(name):
            return True
        page.keyboard.press("Tab")
    return focused(page)["name"].startswith(name)


def reach(page, name, failures):
    """From the canvas, Tab to the element whose name starts with `name`; notes a failure and
    returns False when Tab never gets there."""
    page.focus("#stage")
    if tab_to(page, name):
        return True
    failures.append(f"Tab never reached {name!r}: {focused(page)}")
    return False


def open_app(page, base, name):
    page.goto("about:blank")
    page.goto(f"{base}#{name}")
    ready(page)


def check_tree(page, base, failures, report):
    axe = Axe()
    for name, expected in EXPECTED.items():
        open_app(page, base, name)
        names = ax_names(page)
        report[f"accessibility tree of {name or 'the cards'}"] = {
            role: len(names.get(role, [])) for role in ["button", "group", "slider", "textbox"]}
        for role, wanted in expected.items():
            missing = [w for w in wanted if w not in names.get(role, [])]
            if missing:
                failures.append(f"{name or 'cards'}: no {role} named {missing} in the tree "
                                f"(has {names.get(role, [])[:20]})")
        unnamed = [r for r in ["button", "group", "slider", "textbox"] if "" in names.get(r, [])]
        if unnamed:
            failures.append(f"{name or 'cards'}: unnamed {unnamed}")
        violations = axe.run(page).response["violations"]
        report[f"axe on {name or 'the cards'}"] = [v["id"] for v in violations]
        for v in violations:
            failures.append(f"axe on {name or 'cards'}: {v['id']} ({v['help']}): "
                            f"{v['nodes'][0]['html'][:160]}")


def check_cards_by_keyboard(page, base, failures, report):
    """From the cards, Tab reaches Chess and Enter opens it."""
    open_app(page, base, "")
    if not reach(page, "Chess", failures):
        return
    page.keyboard.press("Enter")
    page.wait_for_function("webApp.appName() === 'chess'", timeout=5000)
    report["cards: Tab to Chess, Enter"] = page.evaluate("webApp.appName()")


def check_pentominoes(page, base, failures, report):
    """The X piece, reached by Tab, picked up with Enter, moved with the arrows and dropped
    with Enter, lies on the board."""
    open_app(page, base, "pentominoes")
    if not reach(page, "The X piece", failures):
        return
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    picked = page.evaluate("webApp.announcement()")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_timeout(600)
    dropped = page.evaluate("webApp.announcement()")
    report["pentominoes by keys"] = [picked, dropped]
    if not dropped.startswith("Dropped the X piece on row"):
        failures.append(f"the X piece was not placed by keys: {dropped!r}")
    if not focused(page)["inMirror"]:
        failures.append(f"the focus left the mirror while playing by keys: {focused(page)}")


def check_chess(page, base, failures, report):
    """e2-e4 by the keyboard: Tab to the pawn, Enter, up twice, Enter."""
    open_app(page, base, "chess")
    if not reach(page, "white pawn on e2", failures):
        return
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    page.wait_for_timeout(600)
    state = page.evaluate("webApp.state()")
    report["chess by keys"] = [state.splitlines()[0], page.evaluate("webApp.announcement()")]
    if "4P3" not in state.splitlines()[0]:
        failures.append(f"e2-e4 by keys did not play: {state}")


def check_board(page, base, failures, report):
    """A card of To do, reached by Tab, moved right with Enter, → and Enter, is in Doing."""
    open_app(page, base, "board")
    before = page.evaluate("webApp.frame().seen.filter(e => e.role === 'item')")
    first = next(e for e in before if ", To do, 1 of" in e["value"])
    if not reach(page, first["name"], failures):
        return
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_timeout(600)
    after = next(e for e in page.evaluate("webApp.frame().seen") if e["label"] == first["label"])
    report["board by keys"] = [first["value"], after["value"]]
    if ", Doing," not in after["value"]:
        failures.append(f"the card did not move to Doing by keys: {after['value']}")


def check_action_menu(page, base, failures, report):
    """A card's action menu by keys: Shift+F10 on a card of To do opens it with the page's
    focus on its first row; the arrows reach "Move to Done" and Enter moves the card there."""
    open_app(page, base, "board")
    card = next(e for e in page.evaluate("webApp.frame().seen")
                if e["role"] == "item" and ", To do, 1 of" in e["value"])
    if not reach(page, card["name"], failures):
        return
    page.keyboard.press("Shift+F10")
    page.wait_for_timeout(300)
    first = page.evaluate("[document.activeElement.dataset.kind, document.activeElement.textContent]")
    for _ in range(8):
        if focused(page)["name"].startswith("Move to Done"):
            break
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_timeout(600)
    after = next(e for e in page.evaluate("webApp.frame().seen") if e["label"] == card["label"])
    report["board: a card's action menu by keys"] = [first, after["value"]]
    if first[0] != "menuItem":
        failures.append(f"Shift+F10 on a card did not put the focus in its menu: {first}")
    if ", Done," not in after["value"]:
        failures.append(f"the menu's Move to Done did not move the card: {after['value']}")


def check_emoji_art(page, base, failures, report):
    """An emoji added from the palette with Enter, then moved with the arrows."""
    open_app(page, base, "emoji-art")
    count = lambda: page.evaluate("webApp.frame().seen.filter(e => e.role === 'item').length")
    before = count()
    if not reach(page, "Add 😃", failures):
        return
    page.keyboard.press("Enter")
    page.wait_for_timeout(600)
    added = page.evaluate("webApp.frame().seen.filter(e => e.role === 'item' && e.name === '😃')")
    if count() != before + 1 or not added:
        failures.append(f"Enter on the palette's 😃 added nothing ({before} → {count()})")
        return
    # The new emoji is selected: focus it, as a screen reader's cursor would, and move it.
    if not tab_to(page, "😃, selected"):
        failures.append(f"Tab never reached the new 😃: {focused(page)}")
        return
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(400)
    moved = page.evaluate(
        "webApp.frame().seen.filter(e => e.role === 'item' && e.name === '😃')")[0]["frame"]
    report["emoji art by keys"] = [added[0]["frame"]["x"], moved["x"]]
    if not moved["x"] > added[0]["frame"]["x"]:
        failures.append(f"→ did not move the selected 😃: {added[0]['frame']} → {moved}")


def check_snap_zones(page, base, failures, report):
    """The gallery's snap zones by keys: tile B, reached by Tab, picked up with Enter, taken
    over zone 2 with 2 and let go with Enter, is held there."""
    open_app(page, base, "engine-gallery")
    if not reach(page, "Tile B", failures):
        return
    for key in ["Enter", "2", "Enter"]:
        page.keyboard.press(key)
        page.wait_for_timeout(150)
    page.wait_for_timeout(800)
    tile = next(e for e in page.evaluate("webApp.frame().seen") if e["label"] == "B")
    report["snap zones by keys"] = [tile["value"], page.evaluate("webApp.announcement()")]
    if tile["value"] != "held by zone 2":
        failures.append(f"tile B was not captured by zone 2 by keys: {tile['value']}")


def check_more_menu(page, base, failures, report):
    """In a narrow window, F10 opens Chess's More menu and the page's focus goes to its
    highlighted row, so a screen reader says it; the arrows move both; Esc closes it."""
    page.set_viewport_size({"width": 560, "height": 800})
    try:
        open_app(page, base, "chess")
        page.focus("#stage")
        page.keyboard.press("F10")
        page.wait_for_timeout(200)
        first = page.evaluate("[document.activeElement.dataset.kind, document.activeElement.textContent]")
        page.keyboard.press("ArrowDown")
        page.wait_for_timeout(200)
        second = page.evaluate("[document.activeElement.dataset.kind, document.activeElement.textContent]")
        page.keyboard.press("Escape")
        page.wait_for_timeout(200)
        after = focused(page)
        report["Chess's More menu by keys"] = [first, second, after["tag"]]
        if first[0] != "menuItem" or second[0] != "menuItem" or first[1] == second[1]:
            failures.append(f"the More menu's rows did not take the page's focus: {first}, {second}")
        if after["tag"] != "CANVAS" and not after["inMirror"]:
            failures.append(f"closing the menu lost the focus: {after}")
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})


def check_sheet(page, base, failures, report):
    """A sheet is a modal dialog: Emoji Art's Save (ctrl+s) shows only the sheet's elements to
    a screen reader, the focus goes into it, and Esc closes it."""
    open_app(page, base, "emoji-art")
    page.focus("#stage")
    page.keyboard.press("Control+s")
    page.wait_for_timeout(500)
    names = ax_names(page)
    active = page.evaluate("document.activeElement.id || document.activeElement.dataset.key")
    report["Emoji Art's Save sheet"] = {"dialog": names.get("dialog"), "focus": active,
                                        "buttons": names.get("button")}
    if not names.get("dialog"):
        failures.append("the Save sheet is not a dialog in the accessibility tree")
    if "New" in names.get("button", []):
        failures.append(f"the toolbar behind the Save sheet is still offered: {names.get('button')}")
    if active != "text-field":
        failures.append(f"the focus is not in the sheet's field: {active}")
    page.keyboard.press("Escape")
    page.wait_for_timeout(400)
    if "New" not in ax_names(page).get("button", []):
        failures.append("after Esc closed the sheet the toolbar did not come back")


def check_tab_leaves(page, base, failures, report):
    """Tab goes through the app's elements and then out of the page's content."""
    open_app(page, base, "pentominoes")
    page.focus("#stage")
    seen = []
    for _ in range(120):
        page.keyboard.press("Tab")
        now = focused(page)
        seen.append(now["name"])
        if not now["inMirror"] and now["tag"] != "CANVAS":
            break
    report["Tab through Pentominoes"] = f"{len(seen)} presses, last {seen[-1]!r}"
    if focused(page)["inMirror"]:
        failures.append(f"Tab never left the app: {seen[-5:]}")
    if "Undo" not in seen:
        failures.append(f"Tab never reached Undo: {seen[:30]}")


def main():
    os.makedirs(SHOTS, exist_ok=True)
    port, served_by, stop = serve()
    base = f"http://127.0.0.1:{port}/index.html"
    failures = []
    report = {"served by": served_by}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        errors = console_errors(context)
        page = context.new_page()
        # Every app starts as new: no work kept by an earlier check.
        page.add_init_script("try { localStorage.clear(); } catch {}")
        for check in [check_tree, check_cards_by_keyboard, check_pentominoes, check_chess,
                      check_board, check_action_menu, check_emoji_art, check_snap_zones, check_more_menu,
                      check_sheet, check_tab_leaves]:
            try:
                check(page, base, failures, report)
            except Exception as error:  # one check's failure does not hide the others'
                failures.append(f"{check.__name__}: {error}")
                page.screenshot(path=os.path.join(SHOTS, f"a11y-{check.__name__}.png"))
        if errors:
            failures.append("console errors: " + "; ".join(errors[:5]))
        browser.close()
    stop()
    finish("accessibility check", report, failures, SHOTS)


if __name__ == "__main__":
    main()
