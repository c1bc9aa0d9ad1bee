/// A colour label on a card, as on a paper sticker: none, or one of six colours.
///
/// ```swift
/// CardLabel(name: "green")   // .green
/// CardLabel.green.next       // .blue
/// ```
public enum CardLabel: String, CaseIterable, Hashable, Sendable {
    /// No label.
    case none
    /// Red.
    case red
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Green.
    case green
    /// Blue.
    case blue
    /// Purple.
    case purple

    /// The label with this name (`"red"`), or nil.
    public init?(name: String) {
        for label in Self.allCases where label.rawValue == name {
            self = label
            return
        }
        return nil
    }

    /// The label's name, as files and `--print-state` write it.
    public var name: String { rawValue }

    /// The following label, wrapping from purple back to none (the `c` key cycles with it).
    public var next: CardLabel {
        let all = Self.allCases
        let i = all.firstIndex(of: self) ?? 0
        return all[(i + 1) % all.count]
    }
}

/// One card on a board: a title, an optional note and a colour label.
///
/// ```swift
/// let card = Card(id: 3, title: "Buy milk", note: "oat", label: .green)
/// ```
public struct Card: Hashable, Sendable, Identifiable {
    /// The card's identity, unique on its board.
    public var id: Int
    /// The title: one line, never empty (see `BoardText`).
    public var title: String
    /// A longer note, or nil.
    public var note: String?
    /// The colour label.
    public var label: CardLabel

    /// Creates a card (unchecked: a `Board` checks its cards).
    public init(id: Int, title: String, note: String? = nil, label: CardLabel = .none) {
        self.id = id
        self.title = title
        self.note = note
        self.label = label
    }
}

/// One column of a board: a title and its cards, top to bottom.
///
/// ```swift
/// let todo = Column(id: 0, title: "To do", cards: [Card(id: 1, title: "Buy milk")])
/// ```
public struct Column: Hashable, Sendable, Identifiable {
    /// The column's identity, unique on its board (columns and cards share one numbering).
    public var id: Int
    /// The title shown in the column's header.
    public var title: String
    /// The cards, top to bottom.
    public var cards: [Card]

    /// Creates a column (unchecked: a `Board` checks its columns).
    public init(id: Int, title: String, cards: [Card] = []) {
        self.id = id
        self.title = title
        self.cards = cards
    }
}
