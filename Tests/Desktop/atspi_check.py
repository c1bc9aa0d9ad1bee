#!/usr/bin/python3
"""The desktop apps' accessibility tree, read as a screen reader reads it.

Starts a private D-Bus session (dbus-run-session; the accessibility bus and its registry
are started on demand by it) and a private X server (Xvfb), runs the apps' real windows,
and with pyatspi (Debian's python3-pyatspi) finds each app on the bus, finds its controls
and pieces by name, checks their roles, states and extents, presses buttons and pieces
through their actions, and checks what changed in the tree.

Usage: atspi_check.py BUILD_DIR   (e.g. .build/debug, holding demos and pentominoes-window)
       atspi_check.py BUILD_DIR --dump APP [ARGS...]   (prints one app's tree)
Fails (exit status 1) if an app's tree is missing or any check fails.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

SESSION_MARK = "ATSPI_CHECK_SESSION"


def in_private_session():
    """Runs this script again inside its own D-Bus session, so that no desktop's bus or
    running screen reader is touched."""
    if os.environ.get(SESSION_MARK):
        return
    for tool in ("dbus-run-session", "Xvfb"):
        if not shutil.which(tool):
            sys.exit(f"atspi_check: {tool} is missing: run scripts/install-deps.sh test")
    env = dict(os.environ, **{SESSION_MARK: "1"})
    env.pop("AT_SPI_BUS_ADDRESS", None)
    env.pop("NO_AT_BRIDGE", None)
    done = subprocess.run(
        ["dbus-run-session", "--", sys.executable, *sys.argv], env=env,
        stderr=subprocess.PIPE, text=True)
    # The session's daemons log their start to stderr; show it only when something failed.
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
    sys.exit(done.returncode)


in_private_session()

import pyatspi  # noqa: E402  (only inside the session: it connects on import)
from gi.repository import GLib  # noqa: E402

# Focus events the apps sent, as (event type, source's name): what Orca follows.
focus_events = []


def heard(event):
    try:
        if event.detail1:
            focus_events.append((event.type, event.source.name))
    except Exception:
        pass


pyatspi.Registry.registerEventListener(heard, "object:state-changed:focused")


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)
    print(f"  ok: {message}")


def wait_for(what, find, seconds=20):
    """Polls `find()` until it returns something, or fails naming `what`."""
    deadline = time.monotonic() + seconds
    while True:
        found = find()
        if found:
            return found
        if time.monotonic() > deadline:
            raise Failure(f"timed out waiting for {what}")
        time.sleep(0.1)
        # Events arrive through GLib's main context.
        while GLib.MainContext.default().iteration(False):
            pass


class VirtualDisplay:
    def __init__(self, width=1280, height=900):
        number = 300 + os.getpid() % 300
        while os.path.exists(f"/tmp/.X11-unix/X{number}") or os.path.exists(f"/tmp/.X{number}-lock"):
            number += 1
        self.name = f":{number}"
        self.server = subprocess.Popen(
            ["Xvfb", self.name, "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(f"Xvfb {self.name}", lambda: os.path.exists(f"/tmp/.X11-unix/X{number}"), 15)
        time.sleep(0.3)

    def stop(self):
        self.server.terminate()
        self.server.wait()


class App:
    """One app's window, run with a throwaway state folder."""

    def __init__(self, display, program, *args):
        self.state = tempfile.mkdtemp(prefix="atspi-check-")
        env = dict(os.environ, DISPLAY=display.name)
        self.process = subprocess.Popen(
            [program, "--state", self.state, *args], env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)

    def stop(self):
        self.process.terminate()
        try:
            _, errors = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, errors = self.process.communicate()
        shutil.rmtree(self.state, ignore_errors=True)
        return errors

    def accessible(self):
        """The app's application object on the bus, found by its process id."""
        def find():
            if self.process.poll() is not None:
                raise Failure(f"the app ended (status {self.process.returncode})")
            desktop = pyatspi.Registry.getDesktop(0)
            for app in desktop:
                try:
                    if app is not None and app.get_process_id() == self.process.pid:
                        return app
                except Exception:
                    continue
            return None
        return wait_for("the app on the accessibility bus", find)


def walk(node):
    """Every object under `node`, skipping those that go away while the tree is read (the
    app keeps changing it)."""
    yield node
    try:
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return
    for child in children:
        if child is not None:
            yield from walk(child)


def find_named(root, name, role=None):
    for node in walk(root):
        try:
            if node.name == name and (role is None or node.getRole() == role):
                return node
        except Exception:
            continue
    return None


def wait_named(root, name, role=None, seconds=10):
    return wait_for(f"{name!r} in the tree", lambda: find_named(root, name, role), seconds)


def has(node, state):
    """Whether the node is there (the tree may be between two frames) and has the state."""
    return node is not None and node.getState().contains(state)


def lacks(node, state):
    """Whether the node is there and lacks the state."""
    return node is not None and not node.getState().contains(state)


def press(node):
    action = node.queryAction()
    check(action.nActions >= 1, f"{node.name!r} has an action ({action.getName(0)})")
    action.doAction(0)


def keys(display, app, *names):
    """Types keys into the app's window, as a keyboard would (XTEST), each followed by a
    moment for the app to answer."""
    env = dict(os.environ, DISPLAY=display.name)
    window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(app.process.pid)],
                            env=env, check=True, capture_output=True, text=True).stdout.split()[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True)
    for name in names:
        subprocess.run(["xdotool", "key", name], env=env, check=True)
        time.sleep(0.15)


def screen_extents(node):
    return node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)


def check_launcher(display, build):
    print("demos (the launcher):")
    app = App(display, os.path.join(build, "demos"))
    try:
        root = app.accessible()
        check(root.getRole() == pyatspi.ROLE_APPLICATION, f"an application {root.name!r}")
        window = root[0]
        check(window.getRole() == pyatspi.ROLE_FRAME and window.name == root.name,
              f"its window is a frame named {window.name!r}")
        chess = wait_named(root, "Chess", pyatspi.ROLE_PUSH_BUTTON)
        check(has(chess, pyatspi.STATE_ENABLED) and has(chess, pyatspi.STATE_FOCUSABLE)
              and has(chess, pyatspi.STATE_SHOWING), "the Chess card is an enabled, focusable button")
        box, frame = screen_extents(chess), screen_extents(window)
        check(box.width > 20 and box.height > 20 and frame.x <= box.x
              and box.x + box.width <= frame.x + frame.width
              and frame.y <= box.y and box.y + box.height <= frame.y + frame.height,
              f"the Chess card's extents {tuple(box)} lie inside the window's {tuple(frame)}")
        for name in ("Pentominoes", "Emoji Art", "Board"):
            check(find_named(root, name, pyatspi.ROLE_PUSH_BUTTON) is not None, f"a {name} card")
        press(chess)
        pawn = wait_named(root, "white pawn on e2", pyatspi.ROLE_PUSH_BUTTON)
        check(pawn is not None, "pressing the Chess card opened Chess: 'white pawn on e2' is shown")
        check(find_named(root, "Chess", pyatspi.ROLE_PUSH_BUTTON) is None,
              "the launcher's cards left the tree")
        check_chess_move(root)
    finally:
        errors = app.stop()
    check(errors.strip() == "", "the app wrote nothing to stderr" + (f" ({errors!r})" if errors else ""))


def check_chess_move(root):
    pawn = wait_named(root, "white pawn on e2")
    check(pawn.queryComponent().grabFocus(), "grab focus on the pawn is accepted")
    wait_for("the pawn to take the focus", lambda: has(find_named(root, "white pawn on e2"),
                                                        pyatspi.STATE_FOCUSED))
    check(True, "the pawn is focused")
    wait_for("a focus event from the pawn",
             lambda: any(name == "white pawn on e2" for _, name in focus_events), 5)
    check(True, "the bus heard the pawn take the focus (object:state-changed:focused)")
    press(find_named(root, "white pawn on e2"))
    wait_for("the pawn to be picked up",
             lambda: find_named(root, "white pawn on e2, picked up"))
    check(True, "pressing the pawn picked it up ('white pawn on e2, picked up')")
    check(find_named(root, "e4", pyatspi.ROLE_GROUPING) is not None, "square e4 is a place")
    # While a piece is carried the chess scene moves it with the arrows only (it ignores a
    # focus put on a square), so the check puts the pawn back down where it was.
    press(find_named(root, "white pawn on e2, picked up"))
    wait_named(root, "white pawn on e2")
    check(True, "pressing it again put it down ('white pawn on e2')")


def check_widgets(display, build):
    print("demos --open Widgets:")
    app = App(display, os.path.join(build, "demos"), "--open", "Widgets")
    try:
        root = app.accessible()
        heading = wait_named(root, "Widget gallery", pyatspi.ROLE_LABEL)
        check(heading.queryText().getText(0, -1) == "Widget gallery", "a label reads as text")
        field = wait_named(root, "Type a file name", pyatspi.ROLE_ENTRY)
        check(has(field, pyatspi.STATE_EDITABLE) and field.queryText().characterCount == 0,
              "the file name field is an editable entry, empty")
        check(not has(field, pyatspi.STATE_FOCUSED), "the field is not focused yet")
        press(field)
        wait_for("the field to take the focus", lambda: has(
            find_named(root, "Type a file name", pyatspi.ROLE_ENTRY), pyatspi.STATE_FOCUSED))
        check(True, "pressing the field focused it, to type into")
        medium = wait_named(root, "Medium", pyatspi.ROLE_RADIO_BUTTON)
        check(has(medium, pyatspi.STATE_CHECKED), "the Medium segment is a checked radio button")
        press(find_named(root, "Large", pyatspi.ROLE_RADIO_BUTTON))
        wait_for("Large to be checked", lambda: has(
            find_named(root, "Large", pyatspi.ROLE_RADIO_BUTTON), pyatspi.STATE_CHECKED))
        check(lacks(find_named(root, "Medium", pyatspi.ROLE_RADIO_BUTTON), pyatspi.STATE_CHECKED),
              "pressing Large checked it and unchecked Medium")
    finally:
        errors = app.stop()
    check(errors.strip() == "", "the app wrote nothing to stderr" + (f" ({errors!r})" if errors else ""))


def check_sliders(display, build):
    print("demos gallery snap-zones:")
    app = App(display, os.path.join(build, "demos"), "gallery", "snap-zones")
    try:
        root = app.accessible()
        slider = wait_named(root, "Response", pyatspi.ROLE_SLIDER)
        value = slider.queryValue()
        text = slider.description
        check(text.endswith(" s") and abs(value.currentValue - float(text.split()[0])) < 1e-9,
              f"the Response slider's value is {value.currentValue} ({text!r})")
        # The keyboard alone: F6 walks the page's controls until the slider has the focus,
        # then Right raises it, as a user without a pointer would.
        start = value.currentValue
        for _ in range(40):
            if has(find_named(root, "Response", pyatspi.ROLE_SLIDER), pyatspi.STATE_FOCUSED):
                break
            keys(display, app, "F6")
        check(has(find_named(root, "Response", pyatspi.ROLE_SLIDER), pyatspi.STATE_FOCUSED),
              "F6 put the keyboard's focus on the Response slider")
        keys(display, app, "Right", "Right")
        wait_for("Right to raise the slider", lambda: find_named(
            root, "Response", pyatspi.ROLE_SLIDER).queryValue().currentValue > start)
        check(True, "Right raised the Response slider from the keyboard")
    finally:
        errors = app.stop()
    check(errors.strip() == "", "the app wrote nothing to stderr" + (f" ({errors!r})" if errors else ""))


def check_pentominoes(display, build):
    print("pentominoes-window:")
    app = App(display, os.path.join(build, "pentominoes-window"))
    try:
        root = app.accessible()
        check(root.name == "Pentominoes", f"an application named {root.name!r}")
        undo = wait_named(root, "Undo", pyatspi.ROLE_PUSH_BUTTON)
        check(not has(undo, pyatspi.STATE_ENABLED) and not has(undo, pyatspi.STATE_SENSITIVE),
              "Undo is a button, disabled before any move")
        piece = wait_named(root, "The X piece")
        check(piece.getRole() == pyatspi.ROLE_PUSH_BUTTON, "the X piece is pressable")
        for name in ("Reset", "Solve"):
            check(find_named(root, name, pyatspi.ROLE_PUSH_BUTTON) is not None, f"a {name} button")
        press(find_named(root, "Solve", pyatspi.ROLE_PUSH_BUTTON))
        wait_for("Undo to be enabled after Solve",
                 lambda: has(find_named(root, "Undo", pyatspi.ROLE_PUSH_BUTTON), pyatspi.STATE_ENABLED))
        check(True, "pressing Solve filled the board: Undo became enabled")
        press(find_named(root, "Undo", pyatspi.ROLE_PUSH_BUTTON))
        wait_for("Undo to be disabled again",
                 lambda: lacks(find_named(root, "Undo", pyatspi.ROLE_PUSH_BUTTON), pyatspi.STATE_ENABLED))
        check(True, "pressing Undo took it back: Undo is disabled again")
    finally:
        errors = app.stop()
    check(errors.strip() == "", "the app wrote nothing to stderr" + (f" ({errors!r})" if errors else ""))


def clipboard(display, text=None):
    """Sets the X clipboard to `text` (xclip keeps serving it), or reads it."""
    env = dict(os.environ, DISPLAY=display.name)
    if text is None:
        return subprocess.run(["xclip", "-selection", "clipboard", "-o"], env=env,
                              capture_output=True, text=True, timeout=10).stdout
    subprocess.run(["xclip", "-selection", "clipboard", "-i"], env=env, input=text, text=True,
                   check=True, timeout=10)


def status_line(root):
    """What the app's status line says (its text node named by its sentence)."""
    for node in walk(root):
        try:
            if node.getRole() == pyatspi.ROLE_STATUS_BAR or node.getRole() == pyatspi.ROLE_LABEL:
                if node.name.startswith(("Pasted", "Copied", "Nothing")):
                    return node.name
        except Exception:
            continue
    return ""


def check_clipboard(display, build):
    print("emoji-art, the system's clipboard:")
    app = App(display, os.path.join(build, "emoji-art"))
    try:
        root = app.accessible()
        wait_named(root, "New", pyatspi.ROLE_PUSH_BUTTON)
        clipboard(display, "a dog 🐶 and a cat 🐱")
        keys(display, app, "ctrl+v")
        wait_for("the pasted emoji", lambda: status_line(root).startswith("Pasted 2 emoji"))
        check(True, "ctrl+v added the two emoji another program put on the clipboard")
        clipboard(display, "")
        keys(display, app, "ctrl+a", "ctrl+c")
        wait_for("the copy on the clipboard", lambda: clipboard(display) == "🐶🐱")
        check(True, "ctrl+c put the selected emoji on the system's clipboard as text")
    finally:
        errors = app.stop()
    check(errors.strip() == "", "the app wrote nothing to stderr" + (f" ({errors!r})" if errors else ""))


def dump(display, build, program, args):
    app = App(display, os.path.join(build, program), *args)
    try:
        root = app.accessible()
        time.sleep(1)

        def show(node, depth):
            states = [s.value_nick for s in node.getState().getStates()]
            print("  " * depth + f"{node.getRoleName()} {node.name!r} {node.description!r} {states}")
            for child in node:
                show(child, depth + 1)
        show(root, 0)
    finally:
        app.stop()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build = sys.argv[1]
    display = VirtualDisplay()
    try:
        if len(sys.argv) > 3 and sys.argv[2] == "--dump":
            dump(display, build, sys.argv[3], sys.argv[4:])
            return
        check_launcher(display, build)
        check_widgets(display, build)
        check_sliders(display, build)
        check_pentominoes(display, build)
        check_clipboard(display, build)
    except Failure as failure:
        print(f"FAIL: {failure}")
        sys.exit(1)
    finally:
        display.stop()
    print("atspi_check: every check passed")


main()
