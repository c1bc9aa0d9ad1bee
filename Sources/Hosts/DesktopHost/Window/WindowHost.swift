import CSDL2
import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import Geometry
import StageKit

/// A real window: SDL2 for the window and input, the scene's display list drawn by Cairo
/// into an image kept from frame to frame and copied to the window's surface.
///
/// It draws only when an event arrived or the scene animates; otherwise it sleeps in
/// `SDL_WaitEventTimeout`, so an idle window costs next to no CPU. A frame redraws only
/// the tiles that changed (`DamageTracker`) and sends only those to the window. Frames are
/// drawn at the window's pixel size (sharp on HiDPI); no OpenGL is loaded.
final class WindowHost {
    private let window: OpaquePointer
    private var canvas: ImageCanvas?
    /// The canvas's pixels as an SDL surface, to copy from.
    private var canvasSurface: UnsafeMutablePointer<SDL_Surface>?
    private let frames = FrameRenderer()
    private var damage = DamageTracker()
    /// The last frames' times, shown by F12.
    private var overlay = FrameTimeOverlay()
    /// F6's walk through the page's controls, and what the last frame showed for it.
    private var walk = ControlWalk()
    private var lastSeen: [SeenElement] = []
    /// How many copies of the scene's reached the system's clipboard.
    private var copiedCount = 0
    private let title: String
    private var showsUnsaved = false
    #if canImport(CAtkBridge)
        /// The window's elements on the accessibility bus, when there is one.
        private let accessibility: AccessibilityBus?
    #endif

    /// The smallest window every app lays out in without overlap.
    static let minimumSize = (width: Int32(640), height: Int32(480))

    /// Opens a window, or fails with a clear message when no display would show it.
    init(title: String, size: Size) throws(HostError) {
        try DisplayCheck.requireDisplayEnvironment()
        SDL_SetMainReady()
        StaleWakeupFilter.install()
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // The window's framebuffer in plain memory too, not an OpenGL texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        // Touches arrive as touches (a pointer per finger), not also as made-up mouse events.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw .noDisplay("SDL could not start video (\(String(cString: SDL_GetError())))")
        }
        do {
            try DisplayCheck.requireVisibleDriver()
        } catch {
            SDL_Quit()
            throw error
        }
        let flags =
            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            | SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, Int32(bitPattern: csdl_window_pos_centered()),
                Int32(bitPattern: csdl_window_pos_centered()),
                Int32(size.width.rounded()), Int32(size.height.rounded()), flags)
        else {
            let message = String(cString: SDL_GetError())
            SDL_Quit()
            throw .sdl("could not open a window (\(message))")
        }
        self.window = window
        self.title = title
        #if canImport(CAtkBridge)
            accessibility = AccessibilityBus.start(
                name: title, environment: ProcessInfo.processInfo.environment)
        #endif
        Self.setTitle(title, of: window)
        SDL_SetWindowMinimumSize(window, Self.minimumSize.width, Self.minimumSize.height)
        SDL_StartTextInput()
    }

    /// Sets the window's title. SDL hands titles to X11 in the C library's locale: in the
    /// default "C" locale a title with "•" is stored as Latin-1 bytes and the UTF-8 one is
    /// never set. So the characters are read as UTF-8 while the title is set, and only
    /// then: a UTF-8 locale during SDL's start-up opens an X input method that, with no
    /// input-method server (bare Xvfb), sends events to windows that are gone.
    private static func setTitle(_ title: String, of window: OpaquePointer) {
        let saved = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        SDL_SetWindowTitle(window, title)
        _ = setlocale(LC_CTYPE, saved)
    }

    deinit {
        if let canvasSurface { SDL_FreeSurface(canvasSurface) }
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The window's size in points and its pixels per point.
    private func currentSize(time: Double) -> ResizeEvent {
        var (w, h, pw, ph): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        let scale = w > 0 && pw > 0 ? Double(pw) / Double(w) : 1
        return ResizeEvent(
            size: Size(width: Double(max(w, 1)), height: Double(max(h, 1))), pixelScale: scale,
            time: time)
    }

    /// Runs the scene until the window closes or the scene asks to quit.
    func run<S: Scene>(_ scene: inout S, recorder: SessionRecorder?) throws(HostError) {
        var translation = SDLEventTranslation(startTicks: SDL_GetTicks())
        var lastTime = 0.0
        var window = currentSize(time: 0)
        translation.windowSize = window.size
        // The scene's share of the frame being made, for the F12 overlay.
        var sceneTime = 0.0
        func deliver(_ event: InputEvent) {
            let start = ContinuousClock.now
            recorder?.record(event)
            scene.handle(event)
            sceneTime += milliseconds(since: start)
        }
        deliver(.resize(window))
        var needsDraw = true
        // After a resize or an expose, the window's pixels are all sent again.
        var sendWhole = true
        var schedule = FrameSchedule()
        var animating = scene.advance(to: 0)
        var event = SDL_Event()
        running: while true {
            // Sleep until something happens, unless a frame is due; with the accessibility
            // bus, wake often enough to answer its requests.
            var got =
                needsDraw || animating
                ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, idleWait)
            while got != 0 {
                switch SDL_EventType(event.type) {
                case SDL_QUIT:
                    // The close box: a scene with unsaved work asks first.
                    if scene.askToClose(for: .quit, at: lastTime) { break running }
                    needsDraw = true
                case SDL_WINDOWEVENT:
                    let kind = SDL_WindowEventID(UInt32(event.window.event))
                    if kind == SDL_WINDOWEVENT_SIZE_CHANGED {
                        let resized = currentSize(time: max(translation.time(of: event), lastTime))
                        if resized != window {
                            window = resized
                            translation.windowSize = resized.size
                            deliver(.resize(resized))
                        }
                    } else if kind == SDL_WINDOWEVENT_FOCUS_LOST {
                        // Releases will not reach a window without the focus: whatever is
                        // pressed is cancelled, so no drag is left hanging.
                        for cancel in translation.cancelAll(at: lastTime) { deliver(cancel) }
                        SDL_CaptureMouse(SDL_FALSE)
                    }
                    needsDraw = true
                    sendWhole = true
                default:
                    if var input = translation.translate(event) {
                        // Times never run backwards, whatever the event queue says.
                        if input.time < lastTime { input = input.retimed(lastTime) }
                        lastTime = input.time
                        needsDraw = true
                        // ctrl+q quits any app, as the close box does: a scene with
                        // unsaved work asks first.
                        if case .key(let key) = input, overlay.toggle(on: key) {
                            // F12 shows or hides the frame times; the scene never sees it.
                        } else if case .key(let key) = input, key.matches(Key("q"), .control) {
                            recorder?.record(input)
                            if scene.askToClose(for: .quit, at: lastTime) { break running }
                        } else if case .key(let key) = input, key.matches(Key("v"), .control),
                            let pasted = Self.clipboardText(at: key.time)
                        {
                            // ctrl+v hands the scene the system's clipboard as pasted
                            // text (it keeps the key when the clipboard holds none).
                            deliver(.text(pasted))
                        } else {
                            for step in walk.events(for: input, seen: lastSeen, in: window.size) {
                                deliver(step)
                            }
                        }
                        copyIfAsked(scene.copied)
                        // While the mouse is pressed the window keeps it, so a drag that
                        // leaves the window goes on until the button is released there.
                        if case .pointer(let p) = input, p.pointer == 0 {
                            if p.phase == .down { SDL_CaptureMouse(SDL_TRUE) }
                            if translation.pressed[0] == nil { SDL_CaptureMouse(SDL_FALSE) }
                        }
                    }
                }
                if scene.exitRequest == .quit || scene.exitRequest == .back { break running }
                got = SDL_PollEvent(&event)
            }
            let now = max(Double(SDL_GetTicks() &- translation.startTicks) / 1000, lastTime)
            #if canImport(CAtkBridge)
                if let accessibility {
                    for input in accessibility.pump(at: now) {
                        lastTime = max(lastTime, input.time)
                        deliver(input)
                        needsDraw = true
                    }
                    if scene.exitRequest == .quit || scene.exitRequest == .back { break running }
                }
            #endif
            let start = ContinuousClock.now
            animating = scene.advance(to: now)
            markUnsaved(scene.hasUnsavedChanges)
            if schedule.needsFrame(afterInput: needsDraw, moving: animating) {
                let list = scene.displayList()
                sceneTime += milliseconds(since: start)
                let drawn = ContinuousClock.now
                var shown = list
                lastSeen = list.seen
                if walk.isActive {
                    walk.follow(list.seen, in: window.size)
                    walk.draw(into: &shown)
                }
                if overlay.isShown { overlay.draw(into: &shown, size: window.size) }
                try present(shown, size: window, whole: sendWhole)
                overlay.record(
                    sceneMilliseconds: sceneTime, drawingMilliseconds: milliseconds(since: drawn))
                sceneTime = 0
                needsDraw = false
                sendWhole = false
                #if canImport(CAtkBridge)
                    publish(list.seen, size: window.size)
                #endif
            }
        }
    }

    /// The system's clipboard as pasted text, if it holds any.
    private static func clipboardText(at time: Double) -> TextInput? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else {
            return nil
        }
        defer { SDL_free(text) }
        return TextInput(pasted: String(cString: text), time: time)
    }

    /// Puts what the scene copied on the system's clipboard, once per copy.
    private func copyIfAsked(_ copied: CopiedText) {
        guard copied.count != copiedCount else { return }
        copiedCount = copied.count
        if !copied.text.isEmpty { SDL_SetClipboardText(copied.text) }
    }

    /// Marks the title ("• Emoji Art") while the scene holds unsaved work.
    private func markUnsaved(_ unsaved: Bool) {
        guard unsaved != showsUnsaved else { return }
        showsUnsaved = unsaved
        Self.setTitle(unsaved ? "• \(title)" : title, of: window)
    }

    /// How long the loop sleeps at most when nothing happens, in milliseconds.
    private var idleWait: Int32 {
        #if canImport(CAtkBridge)
            if accessibility != nil { return 50 }
        #endif
        return 1000
    }

    #if canImport(CAtkBridge)
        /// Tells the bus what the frame shows and where the window is.
        private func publish(_ seen: [SeenElement], size: Size) {
            guard let accessibility else { return }
            var (x, y): (Int32, Int32) = (0, 0)
            SDL_GetWindowPosition(window, &x, &y)
            let active = SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
            accessibility.setWindow(
                title: showsUnsaved ? "• \(title)" : title, x: x, y: y, size: size,
                active: active)
            accessibility.publish(seen, in: size)
        }
    #endif

    /// Draws the tiles of `list` that changed into the kept canvas and copies them to the
    /// window (all of it when `whole`, after the window was resized or uncovered).
    private func present(_ list: DisplayList, size: ResizeEvent, whole: Bool) throws(HostError) {
        guard let surface = SDL_GetWindowSurface(window) else {
            throw .sdl("could not reach the window's pixels (\(String(cString: SDL_GetError())))")
        }
        let (width, height) = (Int(max(surface.pointee.w, 1)), Int(max(surface.pointee.h, 1)))
        if canvas?.pixelWidth != width || canvas?.pixelHeight != height {
            let canvas = try ImageCanvas(pixelWidth: width, pixelHeight: height)
            if let canvasSurface { SDL_FreeSurface(canvasSurface) }
            canvasSurface = SDL_CreateRGBSurfaceWithFormatFrom(
                canvas.pixels, Int32(width), Int32(height), 32, Int32(canvas.stride),
                UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue))
            guard let canvasSurface else {
                throw .sdl("could not wrap the frame (\(String(cString: SDL_GetError())))")
            }
            SDL_SetSurfaceBlendMode(canvasSurface, SDL_BLENDMODE_NONE)
            self.canvas = canvas
            damage.reset()
        }
        guard let canvas, let canvasSurface else { return }
        let scale = Double(width) / size.size.width
        let changed = damage.damage(for: list, size: size.size, pixelScale: scale)
        frames.draw(list, into: canvas, pixelScale: scale, damage: changed)
        let rects: [SDL_Rect] =
            whole || changed.isEverything
            ? [SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))]
            : changed.tiles.map { tile in
                let x = Int32((tile.minX * scale).rounded()),
                    y = Int32((tile.minY * scale).rounded())
                return SDL_Rect(
                    x: x, y: y, w: Int32((tile.maxX * scale).rounded()) - x,
                    h: Int32((tile.maxY * scale).rounded()) - y)
            }
        guard !rects.isEmpty else { return }
        for rect in rects {
            var from = rect, to = rect
            SDL_UpperBlit(canvasSurface, &from, surface, &to)
        }
        SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count))
    }
}

/// The time since `start`, in milliseconds.
private func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000
        + Double(elapsed.components.attoseconds) / 1e15
}

extension InputEvent {
    /// The same event at another time.
    func retimed(_ time: Double) -> InputEvent {
        switch self {
        case .pointer(var e): e.time = time; return .pointer(e)
        case .key(var e): e.time = time; return .key(e)
        case .text(var e): e.time = time; return .text(e)
        case .wheel(var e): e.time = time; return .wheel(e)
        case .resize(var e): e.time = time; return .resize(e)
        case .tick: return .tick(time)
        case .focus(var e): e.time = time; return .focus(e)
        }
    }
}
