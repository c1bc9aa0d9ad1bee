import Geometry
import Gestures

/// A live tour of the kit: every widget in one screen, plus a token to drag and
/// double-click. It is the first app of the demos and the scene the desktop host's
/// real-window test drives.
///
/// - Toolbar: a title, a size picker (Small, Medium, Large: the token's size), "Open sheet…"
///   and "Reset".
/// - Buttons: Count (adds one), Clear (back to zero), and a disabled one.
/// - A text field; Enter submits its text.
/// - A play area with a token: drag it anywhere in the area; double-click flips it
///   between a star and a moon.
/// - The sheet: Close or Escape dismisses it, OK confirms (and dismisses).
/// - Escape with nothing to cancel asks to go back (`exitRequest == .back`).
///
/// ```swift
/// var gallery = WidgetGalleryScene()
/// gallery.send(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
/// gallery.stateDescription   // "count: 0\nsize: Medium\n…"
/// ```
public struct WidgetGalleryScene: Scene {
    let theme: Theme
    var size = Size(width: 1280, height: 800)
    /// The device used last, so that the play area's hint speaks of taps after a finger.
    var device = InputDevice.mouse
    var toolbar = Toolbar([
        .label(Label("Widget gallery", font: Font(size: 17, weight: .bold))),
        .flexibleSpace,
        .picker("size", SegmentedPicker(["Small", "Medium", "Large"], selectedIndex: 1)),
        .space(8),
        .button("sheet", Button("Open sheet…", style: .primary)),
        .button("reset", Button("Reset")),
    ])
    var countButton = Button("Count", style: .primary)
    var clearButton = Button("Clear", style: .destructive)
    var disabledButton = Button("Disabled", isEnabled: false)
    var field = TextField(placeholder: "Type a file name")
    var sheet = Sheet(
        title: "A modal sheet",
        message:
            "Everything behind it is dimmed and ignores the pointer. Close or Esc dismisses it; OK confirms.",
        buttons: [Button("Close"), Button("OK", style: .primary)])

    /// How many times Count was pressed since the last Clear.
    public private(set) var count = 0
    /// The last text submitted with Enter.
    public private(set) var submitted = ""
    /// How many times the sheet was confirmed with OK.
    public private(set) var confirmations = 0
    /// The token's centre, relative to the play area's top-left corner.
    public private(set) var tokenOffset = Point(x: 200, y: 160)
    /// Whether the token shows the moon (double-click flips it).
    public private(set) var tokenFlipped = false
    /// The play area's dotted grid, one path made at layout time.
    var dots = Path()
    var drag: TokenDrag?
    var lastPress: (time: Double, location: Point)?
    /// Set when the gallery asks to be closed.
    public private(set) var exitRequest: SceneExit?

    struct TokenDrag {
        var pointer: PointerID
        var grab: Vector
    }

    /// Creates the gallery.
    public init(theme: Theme = .standard) {
        self.theme = theme
        layout()
    }

    /// The radius of the token for the size chosen in the picker.
    public var tokenRadius: Double {
        [22.0, 34.0, 48.0][toolbar.picker("size")?.selectedIndex ?? 1]
    }

    /// The token's centre in window points.
    public var tokenCenter: Point {
        Point(x: playArea.minX + tokenOffset.x, y: playArea.minY + tokenOffset.y)
    }

    /// Reacts to one event: widgets first, then the draggable token.
    public mutating func handle(_ event: InputEvent) {
        device.note(event)
        if case .resize(let r) = event {
            size = r.size
            layout()
            return
        }
        if sheet.isPresented {
            handleSheet(event)
            return
        }
        if toolbar.takes(event) {
            perform(toolbar.handle(event), at: event.time)
            return
        }
        if case .key(let key) = event {
            handleKey(key)
            return
        }
        if field.handle(event, theme: theme) == .submitted { submitted = field.text }
        if case .text = event { return }
        perform(toolbar.handle(event), at: event.time)
        if case .pointer(let p) = event, p.phase == .down, toolbar.contains(p.location) { return }
        if countButton.handle(event) { count += 1 }
        if clearButton.handle(event) { count = 0 }
        _ = disabledButton.handle(event)
        if case .pointer(let p) = event { handleToken(p) }
    }

    /// Advances the sheet's animation; says whether it still moves.
    public mutating func advance(to time: Double) -> Bool { sheet.advance(to: time) }

    /// The widgets' values, one per line.
    public var stateDescription: String {
        let picker = toolbar.picker("size")
        let sizeName = picker.map { $0.segments[$0.selectedIndex] } ?? "?"
        return """
            count: \(count)
            size: \(sizeName)
            field: \(field.text)
            submitted: \(submitted)
            token: \(Int(tokenOffset.x.rounded())),\(Int(tokenOffset.y.rounded())) \(tokenFlipped ? "moon" : "star")
            sheet: \(sheet.isPresented ? "open" : "closed"), confirmed \(confirmations)
            """
    }

    private mutating func perform(_ action: Toolbar.Action?, at time: Double) {
        switch action {
        case .button("sheet")?: sheet.present(at: time)
        case .button("reset")?: reset()
        case .picker("size", _)?: clampToken()
        default: break
        }
    }

    private mutating func handleSheet(_ event: InputEvent) {
        switch sheet.handle(event) {
        case .button(0)?: sheet.dismiss(at: event.time)
        case .button(_)?:
            confirmations += 1
            sheet.dismiss(at: event.time)
        case .dismissed?, nil: break
        }
    }

    private mutating func handleKey(_ key: KeyEvent) {
        if field.isFocused {
            if key.matches(.escape) {
                field.isFocused = false
            } else if field.handle(.key(key), theme: theme) == .submitted {
                submitted = field.text
            }
            return
        }
        if key.matches(.escape) {
            if drag != nil { drag = nil } else { exitRequest = .back }
        }
    }

    private mutating func handleToken(_ p: PointerEvent) {
        switch p.phase {
        case .down
        where p.button == .primary && p.location.distance(to: tokenCenter) <= tokenRadius:
            if let last = lastPress, p.time - last.time <= 0.4,
                p.location.distance(to: last.location) <= 8
            {
                tokenFlipped.toggle()
                lastPress = nil
            } else {
                lastPress = (p.time, p.location)
            }
            drag = TokenDrag(pointer: p.pointer, grab: tokenCenter - p.location)
        case .move:
            guard let drag, drag.pointer == p.pointer else { return }
            let c = p.location + drag.grab
            tokenOffset = Point(x: c.x - playArea.minX, y: c.y - playArea.minY)
            clampToken()
        case .up, .cancel:
            if drag?.pointer == p.pointer { drag = nil }
        default:
            break
        }
    }

    private mutating func reset() {
        count = 0
        submitted = ""
        confirmations = 0
        field.setText("")
        tokenFlipped = false
        tokenOffset = Point(x: 200, y: 160)
        toolbar.updatePicker("size") { $0.selectedIndex = 1 }
        clampToken()
    }

    mutating func clampToken() {
        let r = tokenRadius
        let area = playArea
        tokenOffset.x = min(max(tokenOffset.x, r), max(area.width - r, r))
        tokenOffset.y = min(max(tokenOffset.y, r), max(area.height - r, r))
    }
}
