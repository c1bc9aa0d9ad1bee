import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

/// The inline text field and what it edits.
struct InlineEdit {
    enum Purpose: Equatable {
        /// A new card at the end of a column (the field stays open for the next).
        case addCard(Int)
        /// A card's title.
        case renameCard(Int)
        /// A card's note.
        case editNote(Int)
        /// A column's title.
        case renameColumn(Int)
    }

    var purpose: Purpose
    var field: TextField
    /// How many cards this field has added (it stays open for the next).
    var added = 0
}

extension BoardScene {
    /// Opens the inline field for a purpose, with the current text selected.
    mutating func openEditor(_ purpose: InlineEdit.Purpose) {
        if editing != nil { commitEditing(closing: true) }
        var text = ""
        var placeholder = "Card title"
        var limit = BoardLimits.maximumTitleLength
        switch purpose {
        case .addCard(let column):
            placeholder = "Title of the new card"
            status =
                "Type a title and press Enter to add it to \(board.column(withID: column)?.title ?? "the column"); Esc closes."
        case .renameCard(let id):
            text = board.card(withID: id)?.title ?? ""
            status = "Rename the card: Enter keeps it, Esc leaves it as it was."
        case .editNote(let id):
            text = board.card(withID: id)?.note ?? ""
            placeholder = "Note"
            limit = BoardLimits.maximumNoteLength
            status = "The card's note: Enter keeps it (empty removes it), Esc leaves it."
        case .renameColumn(let id):
            text = board.column(withID: id)?.title ?? ""
            placeholder = "Column title"
            status = "Rename the column: Enter keeps it, Esc leaves it as it was."
        }
        editing = InlineEdit(
            purpose: purpose,
            field: TextField(
                text: text, placeholder: placeholder, isFocused: true, maxLength: limit))
        relayout()
    }

    /// Puts the field where it edits: over the card or header, or in the column's footer.
    mutating func place(_ edit: InlineEdit) {
        var frame = Rect.zero
        switch edit.purpose {
        case .addCard(let column):
            if let footer = layout.column(column)?.footer {
                frame = Rect(x: footer.minX, y: footer.minY, width: footer.width, height: 34)
            }
        case .renameCard(let id), .editNote(let id):
            if let card = layout.frame(ofCard: id) {
                frame = Rect(x: card.minX, y: card.midY - 17, width: card.width, height: 34)
            }
        case .renameColumn(let id):
            if let header = layout.column(id)?.header {
                frame = Rect(
                    x: header.minX + 8, y: header.midY - 17, width: header.width - 16, height: 34)
            }
        }
        editing?.field.frame = frame
    }

    /// Gives the open field its events; says whether it took this one. A press outside
    /// keeps what was typed and closes the field, and then acts as a press.
    mutating func handleEditing(_ event: InputEvent) -> Bool {
        let opening = openingKey
        openingKey = nil
        guard var edit = editing else { return false }
        if case .text(let input) = event, input.text == opening { return true }
        switch event {
        case .pointer(let p) where p.phase == .down && p.button == .primary:
            if edit.field.frame.contains(p.location) {
                _ = edit.field.handle(event)
                editing = edit
                return true
            }
            commitEditing(closing: true)
            return false
        case .key(let key) where key.matches(.escape):
            editing = nil
            status = closedSentence(edit)
            relayout()
            return true
        case .key(let key) where key.modifiers.contains(.control) && key.key == Key("z"):
            return false
        case .key, .text:
            if edit.field.handle(event) == .submitted {
                editing = edit
                commitEditing(closing: false)
            } else {
                editing = edit
            }
            return true
        default:
            return false
        }
    }

    /// Applies what the field holds. Adding keeps the field open, empty, for the next
    /// card (unless `closing`); the others close it. A refused text keeps it open and
    /// says why.
    mutating func commitEditing(closing: Bool) {
        guard let edit = editing else { return }
        let text = edit.field.text
        do throws(BoardError) {
            switch edit.purpose {
            case .addCard(let column):
                if text.isEmpty && closing {
                    status = closedSentence(edit)
                    break
                }
                let id = try editor.apply { board throws(BoardError) in
                    try board.addCard(text, toColumn: column)
                }
                let added = "Added “\(board.card(withID: id)?.title ?? text)”"
                if closing {
                    status = "\(added) to “\(board.column(withID: column)?.title ?? "")”."
                } else {
                    // A phone's keyboard has no Escape.
                    let close = device.isTouch ? "tap outside to close" : "Esc to close"
                    status = "\(added). Type the next, or \(close)."
                    editing?.added += 1
                    editing?.field.setText("")
                    relayout()
                    revealFooter(of: column)
                    return
                }
            case .renameCard(let id):
                try editor.apply { board throws(BoardError) in try board.renameCard(id, to: text) }
                status = "Renamed the card."
            case .editNote(let id):
                try editor.apply { board throws(BoardError) in
                    try board.setNote(ofCard: id, to: text)
                }
                status = text.isEmpty ? "The note is removed." : "The note is kept."
            case .renameColumn(let id):
                try editor.apply { board throws(BoardError) in try board.renameColumn(id, to: text)
                }
                status = "Renamed the column."
            }
        } catch {
            status = Self.sentence("\(error)")
            if !closing { return }
        }
        editing = nil
        relayout()
    }

    /// What Esc closing the field did: nothing more than what it already added.
    private func closedSentence(_ edit: InlineEdit) -> String {
        guard case .addCard(let column) = edit.purpose else { return "Left as it was." }
        let title = "“\(board.column(withID: column)?.title ?? "")”"
        switch edit.added {
        case 0: return "Closed the field: no card was added to \(title)."
        case 1: return "Closed the field: 1 card was added to \(title)."
        default: return "Closed the field: \(edit.added) cards were added to \(title)."
        }
    }

    /// Scrolls a column to its end, so that its add field and newest card show.
    private mutating func revealFooter(of column: Int) {
        guard let place = layout.column(column) else { return }
        cards.scroll(column, to: place.maximumScroll)
        relayout(instantly: true)
    }

    /// Text as a sentence: a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        var sentence = text.capitalizedFirst
        if let last = sentence.last, !".!?…".contains(last) { sentence += "." }
        return sentence
    }
}
