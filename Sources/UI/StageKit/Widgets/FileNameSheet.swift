import Gestures
import Geometry

/// A sheet that asks for a file name: a title, a message, a name field (the suggested
/// name comes selected, so typing replaces it), Cancel and an action button (Save, Open,
/// Export…).
///
/// It hands back the chosen name, trimmed of spaces at either end, once the user presses
/// Enter or the action button: an empty name is refused in the sheet ("Type a file name
/// first."), and a name that `exists` says is there is first asked about in the sheet
/// itself (the action button becomes Replace; Enter or Replace confirms, another name is
/// asked about afresh). Escape or Cancel cancels. The sheet stays up after a chosen name
/// until the scene dismisses it, or shows why the action failed with `fail(_:)`.
///
/// Without storage (`isAvailable` false) the sheet says why and its action is disabled.
///
/// ```swift
/// var sheet = FileNameSheet(title: "Save the picture", actionTitle: "Save")
/// sheet.present(suggesting: "art.json", in: size, at: time)
/// // in handle(_:), while sheet.isPresented:
/// switch sheet.handle(event, exists: { name in storage.exists(name) }) {
/// case .chosen(let name)?: save(name)  // then sheet.dismiss(at:) or sheet.fail("…")
/// case .cancelled?, nil: break
/// }
/// ```
public struct FileNameSheet: Hashable, Sendable {
    /// How the user finished with the sheet.
    public enum Outcome: Hashable, Sendable {
        /// This name was chosen (trimmed, not empty, and replacing it was agreed to if it
        /// exists). The sheet is still up.
        case chosen(String)
        /// Escape or Cancel: the sheet is going away.
        case cancelled
    }

    /// What the sheet says when a typed name is empty.
    public static let emptyNameMessage = "Type a file name first."

    /// The panel, its message and buttons.
    public private(set) var sheet: Sheet
    /// The name field.
    public private(set) var field: TextField
    /// What the sheet says first (or why files are not available).
    public let message: String
    /// The action button's title, such as "Save".
    public let actionTitle: String
    /// Whether there is storage to act on; without it the action is disabled.
    public let isAvailable: Bool
    /// The name the user was asked about replacing: choosing it again confirms.
    public private(set) var replacing: String?
    private var windowSize = Size.zero
    private var time = 0.0

    /// Creates a sheet, not yet presented. `message` is what it says first; without
    /// storage it says `unavailableMessage` instead.
    public init(
        title: String, message: String = "", actionTitle: String = "Save",
        isAvailable: Bool = true,
        unavailableMessage: String = "Files are not available here.", width: Double = 480
    ) {
        self.message = isAvailable ? message : unavailableMessage
        self.actionTitle = actionTitle
        self.isAvailable = isAvailable
        sheet = Sheet(
            title: title, message: self.message, contentHeight: Theme.standard.controlHeight,
            width: width,
            buttons: [
                Button("Cancel"), Button(actionTitle, style: .primary, isEnabled: isAvailable),
            ])
        field = TextField(placeholder: "File name")
    }

    /// The heading.
    public var title: String { sheet.title }
    /// The name as typed.
    public var name: String { field.text }
    /// Whether the sheet is up (it may still be fading in).
    public var isPresented: Bool { sheet.isPresented }
    /// Whether anything of the sheet is on screen.
    public var isVisible: Bool { sheet.isVisible }

    /// Shows the sheet with `name` in its field, selected, fading in from `time`.
    public mutating func present(suggesting name: String, in window: Size, at time: Double) {
        self.time = max(self.time, time)
        replacing = nil
        sheet.buttons[1].title = actionTitle
        field.setText(name)
        field.isFocused = isAvailable
        show(message)
        layout(in: window)
        sheet.present(at: time)
    }

    /// Hides the sheet, fading out from `time`.
    public mutating func dismiss(at time: Double) {
        self.time = max(self.time, time)
        sheet.dismiss(at: time)
    }

    /// Shows why the action failed; the sheet stays up with the name as it was.
    public mutating func fail(_ message: String) {
        show(message)
    }

    /// Moves the fade to `time`; returns whether it is still running.
    public mutating func advance(to time: Double) -> Bool {
        if time.isFinite { self.time = max(self.time, time) }
        return sheet.advance(to: time)
    }

    /// Centres the panel in a window and puts the field in it.
    public mutating func layout(in window: Size, theme: Theme = .standard) {
        windowSize = window
        sheet.layout(in: window, theme: theme)
        field.frame = sheet.contentFrame(theme: theme)
    }

    /// Handles an event while presented (ignoring ticks and resizes); returns an outcome
    /// when the user is done. `exists` says whether a file of a name is already there:
    /// such a name is asked about before it is handed back.
    public mutating func handle(_ event: InputEvent, exists: (String) -> Bool) -> Outcome? {
        guard sheet.isPresented else { return nil }
        switch event {
        case .tick, .resize: return nil
        default: if event.time.isFinite { time = max(time, event.time) }
        }
        if isAvailable, field.handle(event) == .submitted { return submit(exists: exists) }
        // A name changed after the question: ask again for the new one.
        if let asked = replacing, Self.trimmed(field.text) != asked {
            replacing = nil
            sheet.buttons[1].title = actionTitle
            show(message)
        }
        if case .key(let key) = event, field.isFocused, !key.matches(.escape),
            !key.matches(.enter)
        {
            return nil
        }
        switch sheet.handle(event) {
        case .button(1)?: return submit(exists: exists)
        case .button(_)?:
            sheet.dismiss(at: time)
            return .cancelled
        case .dismissed?: return .cancelled
        case nil: return nil
        }
    }

    /// Draws the sheet and its field.
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        sheet.draw(into: &list, theme: theme) { panel, _ in
            field.draw(into: &panel, theme: theme)
        }
    }

    /// The typed name, refused if empty, asked about if it is there; else handed back.
    private mutating func submit(exists: (String) -> Bool) -> Outcome? {
        guard isAvailable else { return nil }
        let name = Self.trimmed(field.text)
        guard !name.isEmpty else {
            show(Self.emptyNameMessage)
            return nil
        }
        if replacing != name && exists(name) {
            replacing = name
            sheet.buttons[1].title = "Replace"
            show("Replace \"\(name)\"? A file of that name is already there.")
            field.isFocused = true  // Enter replaces; typing names another file
            return nil
        }
        return .chosen(name)
    }

    /// Shows a sentence in the sheet, laid out again around it.
    private mutating func show(_ text: String) {
        sheet.message = text
        if windowSize != .zero { layout(in: windowSize) }
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
