import Geometry

/// The question before unsaved work would be lost: "Save the changes to …?" with Cancel,
/// Discard and Save, remembering what waits for the answer (a new document, opening
/// another, closing the app).
///
/// ```swift
/// var question = SaveQuestion<Pending>()
/// question.ask(before: .close, name: "\"art.json\"", consequence: "Closing",
///              canSave: storage != nil, in: size, at: now)
/// // while question.isPresented, in handle(_:):
/// switch question.handle(event, at: now) {
/// case .answered(.discard(let pending)): perform(pending)
/// case .answered(.save(let pending)): save(); perform(pending)
/// case .answered(.cancel), .busy, nil: break
/// }
/// ```
public struct SaveQuestion<Pending: Hashable & Sendable>: Hashable, Sendable {
    /// What the user answered.
    public enum Answer: Hashable, Sendable {
        /// Keep everything as it is (Cancel or Escape); the pending action is dropped.
        case cancel
        /// Go on without saving.
        case discard(Pending)
        /// Save first, then go on.
        case save(Pending)
    }

    /// What the question did with an event.
    public enum Outcome: Hashable, Sendable {
        /// The user answered; the question is gone.
        case answered(Answer)
        /// The question took the event and is still up.
        case busy
    }

    /// The sheet the question is shown in.
    public private(set) var sheet = Sheet(title: "")
    /// What waits for the answer.
    public private(set) var pending: Pending?

    /// Creates a question, not yet asked.
    public init() {}

    /// Whether the question is up.
    public var isPresented: Bool { sheet.isPresented }

    /// Asks whether to save the changes to `name` (already quoted, or "this picture")
    /// before `pending`, saying that `consequence` (such as "Closing") without saving
    /// loses them. Save is offered only when `canSave`.
    public mutating func ask(
        before pending: Pending, name: String, consequence: String, canSave: Bool,
        in window: Size, at time: Double
    ) {
        self.pending = pending
        sheet = Sheet(
            title: "Save the changes to \(name)?",
            message:
                "\(consequence) without saving loses the changes made since it was last saved.",
            buttons: [
                Button("Cancel"), Button("Discard", style: .destructive),
                Button("Save", style: .primary, isEnabled: canSave),
            ])
        sheet.layout(in: window)
        sheet.present(at: time)
    }

    /// Replaces the message with why saving failed, keeping the question up.
    public mutating func explain(_ failure: String, in window: Size) {
        sheet.message = failure
        sheet.layout(in: window)
    }

    /// Handles an event while the question is up; nil when it is not (or for ticks and
    /// resizes, which the scene handles as usual).
    public mutating func handle(_ event: InputEvent, at time: Double) -> Outcome? {
        guard sheet.isPresented, let waiting = pending else { return nil }
        switch event {
        case .tick, .resize: return nil
        default: break
        }
        guard let action = sheet.handle(event) else { return .busy }
        sheet.dismiss(at: time)
        pending = nil
        switch action {
        case .dismissed, .button(0): return .answered(.cancel)
        case .button(1): return .answered(.discard(waiting))
        case .button: return .answered(.save(waiting))
        }
    }

    /// Lays the question out again in a resized window.
    public mutating func layout(in window: Size) {
        if sheet.isPresented { sheet.layout(in: window) }
    }

    /// Moves the fade to `time`; returns whether it is still running.
    public mutating func advance(to time: Double) -> Bool { sheet.advance(to: time) }

    /// Draws the question (while it is up or fading out).
    public func draw(into list: inout DisplayList, theme: Theme = .standard) {
        sheet.draw(into: &list, theme: theme)
    }
}
