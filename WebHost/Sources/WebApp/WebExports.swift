import DragAndDrop
import EngineGallery
import Geometry
import Launcher
import StageKit

// The module's exports: the JavaScript host (WebHost/Page/host.js) passes input in and reads the
// picture out. Strings travel through `input`, a buffer the host fills first; results are
// read from memory at the pointers `frame`, `state` and `appName` return (four or two
// 32-bit words: pointer and length of each buffer). Times are in seconds.

/// Everything the module keeps between calls (not in main.swift, whose globals are never
/// initialised in a module without an entry point).
final class WebApp {
    var launcher = LauncherScene(entries: WebApp.entries)
    /// A mouse hovers here too: text cut short shows whole in a tip.
    var tip = HoverTip()
    var list = DisplayList()
    /// A frame drawn to find the focused text field (`focusedTextField`), apart from `list`.
    var fieldList = DisplayList()
    var encoding = DisplayListEncoding()
    /// The tiles each frame changed (`DamageExports.swift`), for the page's canvas.
    var tracker = DamageTracker()
    var lastDamage = Damage.everything(
        size: Size(width: 1, height: 1), pixelScale: 1, itemBounds: [])
    var damage: [Double] = []
    /// The drawing area in CSS pixels and the device pixels per CSS pixel, as last resized:
    /// what shows of the accessibility tree, and the damage tiles' grid.
    var viewport = Size(width: 1, height: 1)
    var pixelRatio = 1.0
    /// The last frames' times, shown over the app while F12 has it on.
    var overlay = FrameTimeOverlay()
    /// How many of the open app's copies the page has put on the clipboard.
    var copiedCount = 0
    var text: [UInt8] = []
    var header = UnsafeMutablePointer<UInt32>.allocate(capacity: 4)
    /// Each app's saved state as last loaded or saved, by app name: unchanged work is not
    /// written again.
    var lastSaved: [String: String] = [:]
    /// Apps whose work is not kept: their unreadable entry could not be set aside, or the
    /// browser refused a save.
    var notKept: Set<String> = []

    init() { header.initialize(repeating: 0, count: 4) }

    /// The launcher's apps, Emoji Art and Chess with the browser's files.
    static var entries: [LauncherEntry] {
        DemoCatalog.entries(
            galleryPage: .snapZones, emojiArtStorage: BrowserFiles.emojiArt,
            pgnStorage: BrowserFiles.chess)
    }
}

nonisolated(unsafe) var web: WebApp?
nonisolated(unsafe) var input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

func app() -> WebApp {
    if let web { return web }
    let made = WebApp()
    web = made
    return made
}

/// Hands an event to the open scene, and to the tip that follows the pointer.
func deliver(_ event: InputEvent) {
    let web = app()
    web.launcher.handle(event)
    web.tip.observe(event)
}

func inputString(_ length: Int32) -> String {
    let count = min(max(Int(length), 0), input.count)
    return String(decoding: UnsafeBufferPointer(rebasing: input[0..<count]), as: UTF8.self)
}

func address<T>(_ pointer: UnsafePointer<T>?) -> UInt32 {
    UInt32(truncatingIfNeeded: UInt(bitPattern: pointer))
}

func modifiers(_ bits: Int32) -> KeyModifiers {
    KeyModifiers(rawValue: UInt8(truncatingIfNeeded: bits & 15))
}

/// A buffer of at least `size` bytes for the next string passed in; returns its address.
@_expose(wasm, "input")
@_cdecl("input")
public func inputBuffer(_ size: Int32) -> UInt32 {
    if Int(size) > input.count {
        input.deallocate()
        input = .allocate(capacity: Int(size))
    }
    return address(UnsafePointer(input.baseAddress))
}

/// Starts the launcher afresh; `nameLength` bytes of `input` name an app to open directly
/// ("pentominoes", "chess", "emoji-art", "widgets"; case and dashes do not matter), or
/// nothing for the cards. Returns 1 if the name was found (or empty), else 0.
@_expose(wasm, "start")
@_cdecl("start")
public func start(_ nameLength: Int32) -> Int32 {
    let web = app()
    var name = ""
    for scalar in inputString(nameLength).unicodeScalars {
        name.unicodeScalars.append(scalar == "-" || scalar == "_" ? " " : scalar)
    }
    web.launcher = LauncherScene(entries: WebApp.entries)
    guard !name.isEmpty else { return 1 }
    guard let index = web.launcher.entryIndex(titled: name) else { return 0 }
    web.launcher.openApp(at: index)
    return 1
}

/// The page's drawing area changed: its size in CSS pixels and the device pixel ratio.
@_expose(wasm, "resize")
@_cdecl("resize")
public func resize(_ width: Double, _ height: Double, _ pixelRatio: Double, _ time: Double) {
    let size = Size(width: max(width, 1), height: max(height, 1))
    app().viewport = size
    app().pixelRatio = pixelRatio
    deliver(.resize(ResizeEvent(size: size, pixelScale: pixelRatio, time: time)))
}

/// A pointer event. `kind`: 0 down, 1 move, 2 up, 3 cancel. `button` as in the DOM (0 main,
/// 1 middle, 2 secondary). `modifiers`: 1 shift, 2 ctrl, 4 alt, 8 meta. `pointerType`:
/// 0 mouse, 1 touch, 2 pen.
@_expose(wasm, "pointer")
@_cdecl("pointer")
public func pointer(
    _ kind: Int32, _ id: Int32, _ x: Double, _ y: Double, _ button: Int32, _ modifierBits: Int32,
    _ pointerType: Int32, _ time: Double
) {
    let phase: PointerEvent.Phase
    switch kind {
    case 0: phase = .down
    case 1: phase = .move
    case 2: phase = .up
    default: phase = .cancel
    }
    let pressed: PointerButton
    switch button {
    case 1: pressed = .middle
    case 2: pressed = .secondary
    default: pressed = .primary
    }
    let event = PointerEvent(
        phase, at: Point(x: x, y: y), time: time, pointer: Int(id), button: pressed,
        modifiers: modifiers(modifierBits),
        kind: pointerType == 1 ? .touch : pointerType == 2 ? .pen : .mouse)
    deliver(.pointer(event))
}

/// A key pressed: `nameLength` bytes of `input` hold its portable name (see `Key`).
@_expose(wasm, "key")
@_cdecl("key")
public func key(_ nameLength: Int32, _ modifierBits: Int32, _ time: Double) {
    let name = inputString(nameLength)
    guard !name.isEmpty else { return }
    let event = KeyEvent(Key(name), modifiers: modifiers(modifierBits), time: time)
    // F12 shows or hides the frame times; the app never sees it.
    if app().overlay.toggle(on: event) { return }
    deliver(.key(event))
}

/// The page's mirror of the scene moved the keyboard's focus onto an element: `role`
/// (0 item, 1 control, 2 place, 3 text, as in the display list) and its label, `length`
/// bytes of `input` (see `FocusEvent`).
@_expose(wasm, "focus")
@_cdecl("focus")
public func focus(_ role: Int32, _ length: Int32, _ time: Double) {
    let roles: [SeenElement.Role] = [.item, .control, .place, .text]
    let label = inputString(length)
    guard roles.indices.contains(Int(role)) else { return }
    deliver(.focus(FocusEvent(roles[Int(role)], label, time: time)))
}

/// Text typed: `length` bytes of `input`, UTF-8.
@_expose(wasm, "text")
@_cdecl("text")
public func text(_ length: Int32, _ time: Double) {
    let typed = inputString(length)
    guard !typed.isEmpty else { return }
    deliver(.text(TextInput(typed, time: time)))
}

/// The wheel, in notches (positive `dy`: turned away from the user); with ctrl it zooms.
@_expose(wasm, "wheel")
@_cdecl("wheel")
public func wheel(
    _ dx: Double, _ dy: Double, _ x: Double, _ y: Double, _ modifierBits: Int32, _ time: Double
) {
    let event = WheelEvent(
        at: Point(x: x, y: y), delta: Vector(dx: dx, dy: dy), time: time,
        modifiers: modifiers(modifierBits))
    deliver(.wheel(event))
}

/// Advances animations to `time`; returns 1 while something still moves (ask for another
/// animation frame), 0 when still.
@_expose(wasm, "tick")
@_cdecl("tick")
public func tick(_ time: Double) -> Int32 {
    let web = app()
    let moving = web.launcher.advance(to: time)
    return web.tip.advance(to: time) || moving ? 1 : 0
}

/// Draws the picture, finds the tiles it changed (`damage`) and encodes it (see
/// `DisplayListEncoding`): the items the damaged tiles need, or all of them when `flags`
/// has bit 1 (the page repaints everything: a new canvas, or damage-only frames off).
/// With bit 2 the page holds the elements of the last encoding it was given, and elements
/// that only moved come as frames (`elementsKnown`). Returns the address of four 32-bit
/// words: numbers' address and count (Float64), strings' address and length.
/// `sceneMilliseconds` and `drawingMilliseconds` are the last frame's times in the module
/// and in the page's drawing, for the frame-time overlay (not finite: none recorded).
@_expose(wasm, "frame")
@_cdecl("frame")
public func frame(_ sceneMilliseconds: Double, _ drawingMilliseconds: Double, _ flags: Int32)
    -> UInt32
{
    let whole = flags & 1 != 0
    let web = app()
    if sceneMilliseconds.isFinite, drawingMilliseconds.isFinite {
        web.overlay.record(
            sceneMilliseconds: sceneMilliseconds, drawingMilliseconds: drawingMilliseconds)
    }
    web.list.removeAll()
    web.launcher.draw(into: &web.list)
    web.tip.draw(over: &web.list)
    if web.overlay.isShown { web.overlay.draw(into: &web.list, size: web.viewport) }
    let damage = web.tracker.damage(
        for: web.list, size: web.viewport, pixelScale: web.pixelRatio)
    web.lastDamage = damage
    web.encoding.encode(
        web.list, drawableOnly: true, viewport: web.viewport, neededFor: whole ? nil : damage,
        elementsKnown: flags & 2 != 0)
    encodeDamage(damage, of: web, whole: whole)
    return pictureHeader(of: web)
}

/// The address of four 32-bit words locating `web.encoding`'s buffers.
func pictureHeader(of web: WebApp) -> UInt32 {
    web.encoding.numbers.withUnsafeBufferPointer { numbers in
        web.header[0] = address(numbers.baseAddress)
        web.header[1] = UInt32(numbers.count)
    }
    web.encoding.strings.withUnsafeBufferPointer { strings in
        web.header[2] = address(strings.baseAddress)
        web.header[3] = UInt32(strings.count)
    }
    return address(UnsafePointer(web.header))
}

func share(_ string: String) -> UInt32 {
    let web = app()
    web.text.removeAll(keepingCapacity: true)
    web.text.append(contentsOf: string.utf8)
    web.text.withUnsafeBufferPointer { bytes in
        web.header[0] = address(bytes.baseAddress)
        web.header[1] = UInt32(bytes.count)
    }
    return address(UnsafePointer(web.header))
}

/// Plays a replay (`length` bytes of `input`, in the desktop's `--replay` format; see
/// `ReplayScript`) through the launcher as it is now, with `Replay.run`, exactly as
/// `demos --open APP --replay FILE` does. Returns text as `state` does: empty when the
/// script ran, else its first malformed line ("line 3: …"), and then nothing was played.
@_expose(wasm, "replay")
@_cdecl("replay")
public func replay(_ length: Int32) -> UInt32 {
    let script: ReplayScript
    do {
        script = try ReplayScript(parsing: inputString(length))
    } catch {
        return share(error.description)
    }
    Replay.run(script, through: &app().launcher)
    return share("")
}

/// The open app's state summary (the same text as the desktop's `--print-state`): the
/// address of two 32-bit words, the UTF-8 text's address and length.
@_expose(wasm, "state")
@_cdecl("state")
public func state() -> UInt32 { share(app().launcher.stateDescription) }

/// The open app's name for the page's address ("pentominoes", "emoji-art"; empty on the
/// cards), as `state` returns text.
@_expose(wasm, "appName")
@_cdecl("appName")
public func appName() -> UInt32 {
    share(DemoCatalog.appName(ofTitle: app().launcher.openAppTitle ?? ""))
}

/// The open app's saved state (`Scene.savedStateText`), as `state` returns text: empty when the app
/// keeps nothing (or on the cards).
@_expose(wasm, "savedStateText")
@_cdecl("savedStateText")
public func savedStateText() -> UInt32 { share(app().launcher.savedStateText ?? "") }

/// The saved state of the app open in the launcher, if it keeps any.
func openAppKey() -> SavedStateKey? {
    app().launcher.openAppTitle.flatMap { DemoCatalog.savedStateKey(ofTitle: $0) }
}

/// Restores the open app from its saved state in the page's storage (`BrowserSavedState`).
/// Returns text as `state` does: empty when it was restored (or nothing was kept), else the
/// sentence saying why it could not be read and where it was set aside; the app is then
/// left as it was (a new game).
@_expose(wasm, "restore")
@_cdecl("restore")
public func restore() -> UInt32 {
    guard let key = openAppKey() else { return share("") }
    return share(restoreOpenApp(key) ?? "")
}

/// Replaces the open app with its work kept under `key`, if any can be read; returns the
/// sentence saying why it could not (and where it was set aside), else nil.
func restoreOpenApp(_ key: SavedStateKey) -> String? {
    let web = app()
    guard
        let start = DemoCatalog.restoredScene(
            key, from: BrowserSavedState(), emojiArtStorage: BrowserFiles.emojiArt,
            pgnStorage: BrowserFiles.chess)
    else { return nil }
    if let scene = start.work {
        web.launcher.replaceOpenApp(with: scene)
        web.lastSaved[key.app] = web.launcher.savedStateText
    }
    if !start.keeps { web.notKept.insert(key.app) }
    return start.notice
}

/// Keeps the open app's work in the page's storage when it changed since it was last
/// loaded or kept. Returns 1 when all of it is kept, 0 when it is not (the app keeps
/// nothing, or its work cannot be kept).
@_expose(wasm, "keep")
@_cdecl("keep")
public func keep() -> Int32 {
    let web = app()
    guard let key = openAppKey(), !web.notKept.contains(key.app),
        let text = web.launcher.savedStateText, !text.isEmpty
    else { return 0 }
    if web.lastSaved[key.app] == text { return 1 }
    do {
        try BrowserSavedState().save(text, for: key)
        web.lastSaved[key.app] = text
        return 1
    } catch {
        web.notKept.insert(key.app)
        return 0
    }
}

/// A file for the open app (chosen in the page's file chooser, or dropped on the page): the
/// first `nameLength` bytes of `input` are its name (UTF-8), the next `length` its
/// contents. Returns 1 when the app takes files (it then says what became of this one in
/// its status line), else 0.
@_expose(wasm, "receiveFile")
@_cdecl("receiveFile")
public func receiveFile(_ nameLength: Int32, _ length: Int32, _ time: Double) -> Int32 {
    let nameCount = min(max(Int(nameLength), 0), input.count)
    let end = min(nameCount + max(Int(length), 0), input.count)
    let name = String(
        decoding: UnsafeBufferPointer(rebasing: input[0..<nameCount]), as: UTF8.self)
    let contents = Array(input[nameCount..<end])
    return app().launcher.receiveFile(named: name, contents: contents, at: time) ? 1 : 0
}

/// 1 while the open app holds unsaved work (the page then asks before it is closed).
@_expose(wasm, "hasUnsavedChanges")
@_cdecl("hasUnsavedChanges")
public func hasUnsavedChanges() -> Int32 { app().launcher.hasUnsavedChanges ? 1 : 0 }

/// The open app's last announcement for screen readers, as `state` returns text (the page
/// puts a new one in its live region).
@_expose(wasm, "announcement")
@_cdecl("announcement")
public func announcement() -> UInt32 { share(app().launcher.announcement) }

/// How many announcements the open app has made: the page says `announcement` again when
/// this changes, even if its text did not.
@_expose(wasm, "announcementCount")
@_cdecl("announcementCount")
public func announcementCount() -> Int32 {
    Int32(truncatingIfNeeded: app().launcher.announcementCount)
}
