#!/usr/bin/env python3
"""Checks Emoji Art with the browser's clipboard in headless Chromium with Playwright, the
way a user copies and pastes: text put on the clipboard by another program ("a dog 🐶 and a
cat 🐱") and pasted with ctrl+v adds the two emoji; ctrl+a and ctrl+c put every emoji on
the clipboard as text, which reads back; words with no emoji change nothing and say so;
and ctrl+v in the file-name field pastes into the field, not onto the canvas.

    python3 WebHost/PageTests/clipboard_check.py [screenshot-folder]

Needs `pip install playwright` and Debian's chromium, and WebHost/dist (WebHost/build.sh).
"""
import os
import sys

from browser_check import console_errors, ready, run, status_line

SHOTS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/web-screenshots"


def emoji(page):
    """The picture's emoji, in order, from what the app keeps."""
    lines = page.evaluate("webApp.state()").split("\n")[1:]
    return [line.split(" at ")[0] for line in lines if " at (" in line]


def check_clipboard(browser, base, failures, report):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    errors = console_errors(context)
    page = context.new_page()
    page.goto(f"{base}#emoji-art")
    ready(page)
    page.evaluate("localStorage.clear()")
    before = emoji(page)
    page.evaluate("navigator.clipboard.writeText('a dog 🐶 and a cat 🐱')")
    page.focus("#stage")
    page.keyboard.press("Control+v")
    page.wait_for_timeout(300)
    pasted = emoji(page)
    report["emoji before and after ctrl+v of 'a dog 🐶 and a cat 🐱'"] = [before, pasted]
    if pasted != before + ["🐶", "🐱"]:
        failures.append(f"ctrl+v: {before} became {pasted}; status {status_line(page)}")

    page.keyboard.press("Control+a")
    page.keyboard.press("Control+c")
    page.wait_for_timeout(200)
    copied = page.evaluate("navigator.clipboard.readText()")
    report["the clipboard after ctrl+a, ctrl+c"] = copied
    if copied != "".join(pasted):
        failures.append(f"ctrl+c put {copied!r} on the clipboard, not {''.join(pasted)!r}")

    page.keyboard.press("Escape")
    page.evaluate("navigator.clipboard.writeText('no emoji here')")
    page.keyboard.press("Control+v")
    page.wait_for_timeout(200)
    said = status_line(page)
    if emoji(page) != pasted or not any("Nothing to paste" in t for t in said):
        failures.append(f"words without emoji: {emoji(page)}; status {said}")

    page.keyboard.press("Control+s")
    page.wait_for_timeout(400)
    page.keyboard.press("Control+a")
    page.evaluate("navigator.clipboard.writeText('from the clipboard')")
    page.keyboard.press("Control+v")
    page.wait_for_timeout(200)
    field = page.evaluate("webApp.frame().seen.filter(e => e.kind === 'textField')"
                          ".map(e => e.value)")
    report["the file name field after ctrl+v"] = field
    if not any(v.startswith("from the clipboard") for v in field) or emoji(page) != pasted:
        failures.append(f"ctrl+v in the file name field: {field}; emoji {emoji(page)}")
    page.screenshot(path=os.path.join(SHOTS, "web-emoji-art-clipboard.png"))
    failures.extend(errors)
    context.close()


def main():
    run("clipboard check", SHOTS, check_clipboard)


if __name__ == "__main__":
    main()
