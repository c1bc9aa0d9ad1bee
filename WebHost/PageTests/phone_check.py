#!/usr/bin/env python3
"""Checks the built page (WebHost/dist) as a phone would use it, in headless Chromium with
Playwright: a 390×844 screen at device scale 3, `is_mobile` and `has_touch`, and real touch
events (the DevTools protocol's Input.dispatchTouchEvent, not mouse events).

- Typing: a tap on the Board's "+ Add a card" focuses a real <input> over the field (what
  makes a phone show its keyboard); text typed and inserted through it (as a keyboard, an
  emoji picker and an input method's composition do) reaches the field, Enter adds the
  card, Backspace and Escape act as in the app, and the focus comes back to the canvas;
  the Widgets gallery's field takes typing the same way.
- History: an app opened from the cards and left again leaves no entry behind, so Back
  leaves the site instead of reopening the app.
- Two tabs on one app: work kept in one is taken by the other; work of the other's own not
  yet kept is not overwritten: the first tab's is set aside and said, nothing is lost.

Served as browser_check.py serves the page. Writes screenshots to the folder given (default
/tmp/phone-screenshots).

    python3 WebHost/PageTests/phone_check.py [screenshot-folder]

Needs `pip install playwright` and Debian's chromium (no browser download).
"""
import os
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import (  # noqa: E402
    KEPT, center, console_errors, finish, ready, seen_element, serve)

SHOTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/phone-screenshots"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}
STATUS = ("document.getElementById('status').hidden ? '' : "
          "document.getElementById('status-text').textContent")
FOCUSED = ("[document.activeElement.tagName, document.activeElement.id, "
           "document.activeElement.value]")


class Finger:
    """Real touch input on a page, through the DevTools protocol."""

    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)

    def send(self, kind, points):
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
            {"x": x, "y": y, "id": n} for n, (x, y) in enumerate(points)]})

    def tap(self, point):
        self.send("touchStart", [point])
        self.page.wait_for_timeout(60)
        self.send("touchEnd", [])
        self.page.wait_for_timeout(250)

    def drag(self, start, end, hold=0.3, steps=15):
        """Presses at `start` for `hold` seconds (a touch drag may wait for a press), then
        moves to `end` and lifts."""
        self.send("touchStart", [start])
        self.page.wait_for_timeout(hold * 1000)
        for n in range(1, steps + 1):
            t = n / steps
            self.send("touchMove", [(start[0] + (end[0] - start[0]) * t,
                                     start[1] + (end[1] - start[1]) * t)])
            self.page.wait_for_timeout(16)
        self.send("touchEnd", [])
        self.page.wait_for_timeout(400)


def field(page):
    return page.evaluate("webApp.focusedTextField()")


def visible(frame):
    x, y = center(frame)
    return 0 <= x <= PHONE["viewport"]["width"] and 0 <= y <= PHONE["viewport"]["height"]


def add_card_control(page):
    """The first "Add a card to …" control whose middle is on the screen."""
    return next((e for e in page.evaluate("webApp.frame().seen")
                 if e["label"].startswith("Add a card to ") and visible(e["frame"])), None)


def check_typing(page, base, failures, report):
    page.goto(f"{base}#board")
    ready(page)
    finger = Finger(page)
    control = add_card_control(page)
    if control is None:
        failures.append("no “+ Add a card” is on the phone's screen")
        return
    column = control["label"].removeprefix("Add a card to ")
    finger.tap(center(control["frame"]))
    focused = page.evaluate(FOCUSED)
    report["focused after a tap on + Add a card"] = focused
    if focused[0] != "INPUT":
        failures.append(f"a tap on + Add a card focused {focused}, not an input")
        return
    # The input lies over the field the app draws.
    box = page.evaluate("(() => { const r = document.activeElement.getBoundingClientRect();"
                        " return {x: r.x, y: r.y, width: r.width, height: r.height}; })()")
    drawn = field(page)
    if drawn is None or any(abs(box[k] - drawn[k]) > 1 for k in ["x", "y", "width", "height"]):
        failures.append(f"the input at {box} is not over the field drawn at {drawn}")
    page.keyboard.type("Buy milk ")
    page.keyboard.insert_text("🥛")  # as an emoji picker puts it in: input events, no keys
    page.wait_for_timeout(100)
    typed = (field(page) or {}).get("text")
    report["field after typing and an emoji"] = typed
    if typed != "Buy milk 🥛":
        failures.append(f"typed “Buy milk 🥛” through the input, the field holds {typed!r}")
    page.screenshot(path=os.path.join(SHOTS, "phone-board-typing.png"))
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    state = page.evaluate("webApp.state()")
    report["board after Enter"] = state
    if "Buy milk 🥛" not in state:
        failures.append("Enter in the input did not add the card:\n" + state)
    after_enter = page.evaluate(FOCUSED)
    if after_enter[0] != "INPUT" or after_enter[2] != "" or (field(page) or {}).get("text") != "":
        failures.append(f"after Enter the field is not open and empty for the next: {after_enter}")
    # An input method's composition: the word shows while composed, and is committed.
    cdp = finger.cdp
    cdp.send("Input.imeSetComposition", {"text": "にほん", "selectionStart": 3, "selectionEnd": 3})
    page.wait_for_timeout(100)
    composing = (field(page) or {}).get("text")
    cdp.send("Input.insertText", {"text": "日本"})
    page.wait_for_timeout(100)
    composed = (field(page) or {}).get("text")
    report["field while composing, then committed"] = [composing, composed]
    if composing != "にほん" or composed != "日本":
        failures.append(f"a composition showed {composing!r} and committed {composed!r}")
    page.keyboard.press("Backspace")
    page.wait_for_timeout(100)
    if (field(page) or {}).get("text") != "日":
        failures.append(f"Backspace left {field(page)!r}")
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    closed = page.evaluate(FOCUSED)
    report["focus after Escape"] = closed
    if field(page) is not None or closed[1] != "stage":
        failures.append(f"Escape did not close the field and give the canvas the focus: {closed}")
    if "日" in page.evaluate("webApp.state()"):
        failures.append("Escape added the half-typed card")
    kept = page.evaluate(f"localStorage.getItem('{KEPT}board')") or ""
    if "Buy milk 🥛" not in kept:
        failures.append("the card added by typing was not kept")
    report[f"card added to {column}"] = "Buy milk 🥛" in state
    page.screenshot(path=os.path.join(SHOTS, "phone-board-added.png"))


def check_widget_field(page, base, failures, report):
    """The Widgets gallery's own field (the same widget, another scene) types the same way."""
    page.goto(f"{base}#widgets")
    ready(page)
    control = seen_element(page, "Type a file name")
    if control is None or not visible(control["frame"]):
        failures.append(f"the Widgets gallery's field is not on the phone's screen: {control}")
        return
    Finger(page).tap(center(control["frame"]))
    page.keyboard.type("notes.txt")
    page.keyboard.press("Enter")
    page.wait_for_timeout(200)
    state = page.evaluate("webApp.state()")
    report["widgets field after typing and Enter"] = [
        line for line in state.splitlines() if line.startswith(("field", "submitted"))]
    if "submitted: notes.txt" not in state:
        failures.append("typing in the Widgets gallery's field through the input:\n" + state)


def check_history(context, base, failures, report):
    page = context.new_page()
    page.goto(base)
    ready(page)
    finger = Finger(page)
    start_length = page.evaluate("history.length")
    card = next((e for e in page.evaluate("webApp.frame().seen")
                 if e["role"] == "control" and e["value"].startswith("card ")
                 and visible(e["frame"])), None)
    if card is None:
        failures.append("no card is on the phone's screen")
        page.close()
        return
    finger.tap(center(card["frame"]))
    page.wait_for_timeout(300)
    opened = page.evaluate("[location.hash, webApp.appName(), history.length]")
    back = seen_element(page, "‹ All apps")
    if back is None:
        failures.append(f"{card['label']} did not open from its card: {opened}")
        page.close()
        return
    finger.tap(center(back["frame"]))
    page.wait_for_timeout(400)
    returned = page.evaluate("[location.hash, webApp.appName(), history.length]")
    page.go_back()
    page.wait_for_timeout(400)
    left = page.url
    report["history: cards, app, cards, Back"] = [start_length, opened, returned, left]
    if not opened[0] or not opened[1]:
        failures.append(f"a tap on the {card['label']} card opened {opened}")
    if returned[:2] != ["", ""]:
        failures.append(f"‹ All apps came back to {returned}")
    if returned[2] > opened[2]:
        failures.append(f"coming back to the cards added a history entry: {opened} then {returned}")
    if left != "about:blank":
        failures.append(f"Back after leaving the app went to {left}, not out of the site")
    page.close()


def add_card(page, title):
    """Adds a card by tapping + Add a card, typing and Enter, as a person does (the field
    stays open, empty, for the next)."""
    control = add_card_control(page)
    Finger(page).tap(center(control["frame"]))
    page.keyboard.type(title)
    page.keyboard.press("Enter")
    page.wait_for_timeout(400)


def check_two_tabs(context, base, failures, report):
    first, second = context.new_page(), context.new_page()
    for page in [first, second]:
        page.goto(f"{base}#board")
        ready(page)
    # A card moved by touch in the first tab: the second, with nothing of its own
    # waiting, takes the board.
    cards = [e for e in first.evaluate("webApp.frame().seen")
             if e["role"] == "item" and visible(e["frame"])]
    before = first.evaluate("webApp.state()")
    if len(cards) < 3:
        failures.append(f"fewer than three cards on the phone's screen: {cards}")
        return
    last = cards[2]["frame"]
    # Each tab is brought to the front before it is used, as a person switches tabs (a tab
    # behind gets no animation frames, so it keeps its work only once it is in front).
    first.bring_to_front()
    Finger(first).drag(center(cards[0]["frame"]),
                       (center(last)[0], last["y"] + last["height"] - 4))
    moved = first.evaluate("webApp.state()")
    second.wait_for_timeout(400)
    taken = second.evaluate("webApp.state()")
    said = second.evaluate(STATUS)
    report["second tab after a card was moved in the first"] = said
    if moved == before:
        failures.append("a touch drag of a card changed nothing:\n" + moved)
    if taken != moved:
        failures.append("the second tab did not take the first tab's board:\n" + taken)
    if "changed in another tab" not in said:
        failures.append(f"the second tab did not say it took the other's work: {said!r}")
    # The second tab is typing a card's title when the first adds a card: taking the
    # first's board would close the field typed in, so the first tab's board is set aside
    # and said; the second's is kept, and the first, with nothing of its own waiting (its
    # field open but empty), takes it.
    second.bring_to_front()
    Finger(second).tap(center(add_card_control(second)["frame"]))
    second.keyboard.type("Only in the second tab")
    first.bring_to_front()
    add_card(first, "First again")
    said = second.evaluate(STATUS)
    second.bring_to_front()
    second.keyboard.press("Enter")
    second.keyboard.press("Escape")
    second.wait_for_timeout(600)
    stored = first.evaluate(f"""Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('{KEPT}board')).map(k => [k, localStorage.getItem(k)]))""")
    aside = [text for key, text in stored.items() if ".other-tab-" in key]
    kept = stored.get(f"{KEPT}board", "")
    report["second tab's notice when both changed"] = said
    report["kept and set aside"] = sorted(stored)
    if "set aside" not in said:
        failures.append(f"the second tab did not say it set the other's work aside: {said!r}")
    if len(aside) != 1 or "First again" not in aside[0]:
        failures.append(f"the first tab's board was not set aside: {sorted(stored)}")
    if "Only in the second tab" not in kept:
        failures.append("the second tab's own card was not kept")
    # The first tab, with nothing waiting, takes the second's.
    try:
        first.wait_for_function("webApp.state().includes('Only in the second tab')",
                                timeout=3000)
    except Exception:
        failures.append("the first tab did not take the second tab's board: "
                        + repr(first.evaluate(STATUS)) + "\n" + first.evaluate("webApp.state()"))
    second.screenshot(path=os.path.join(SHOTS, "phone-two-tabs-notice.png"))
    first.close()
    second.close()


def main():
    os.makedirs(SHOTS, exist_ok=True)
    port, served_by, stop = serve()
    base = f"http://127.0.0.1:{port}/index.html"
    failures = []
    report = {"served by": served_by}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        context = browser.new_context(**PHONE)
        errors = console_errors(context)
        page = context.new_page()
        check_typing(page, base, failures, report)
        page.evaluate("localStorage.clear()")
        check_widget_field(page, base, failures, report)
        check_history(context, base, failures, report)
        check_two_tabs(context, base, failures, report)
        if errors:
            failures.append("console errors: " + "; ".join(errors))
        browser.close()
    stop()
    finish("phone check", report, failures, SHOTS)


if __name__ == "__main__":
    main()
