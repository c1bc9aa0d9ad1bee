import Chess
import DragAndDrop
import StageKit

/// The sheet that lists the games of a PGN file holding several, to pick the one to open:
/// click a row, or move the highlight with the arrow keys and press Enter; Escape or
/// Cancel opens none.
struct GamePicker {
    /// What the user did.
    enum Outcome: Equatable {
        case picked(Int)
        case cancelled
    }

    /// The file's name, as the user typed it.
    let fileName: String
    /// The games, in the file's order.
    let games: [PGNGame]
    /// The highlighted row.
    private(set) var selected = 0
    private(set) var sheet: Sheet

    static let rowHeight = 30.0
    static let visibleRows = 10

    init(fileName: String, games: [PGNGame]) {
        self.fileName = fileName
        self.games = games
        sheet = Sheet(
            title: "Choose a game",
            message:
                "\(fileName) holds \(games.count) games. Click one, or pick it with ↑ ↓ and Enter.",
            contentHeight: Double(min(games.count, Self.visibleRows)) * Self.rowHeight, width: 620,
            buttons: [Button("Cancel"), Button("Open", style: .primary)])
    }

    var isPresented: Bool { sheet.isPresented }

    mutating func present(in size: Size, at time: Double) {
        sheet.layout(in: size)
        sheet.present(at: time)
    }

    mutating func layout(in size: Size) { sheet.layout(in: size) }

    mutating func advance(to time: Double) -> Bool { sheet.advance(to: time) }

    mutating func dismiss(at time: Double) { sheet.dismiss(at: time) }

    /// The first row in view: the highlighted row is always shown.
    private var firstVisible: Int {
        min(max(selected - Self.visibleRows + 1, 0), max(games.count - Self.visibleRows, 0))
    }

    /// The frame of each row in view, with the game's index.
    private var rows: [(index: Int, frame: Rect)] {
        let area = sheet.contentFrame()
        let first = firstVisible
        return (first..<min(first + Self.visibleRows, games.count)).map { index in
            (
                index,
                Rect(
                    x: area.minX, y: area.minY + Double(index - first) * Self.rowHeight,
                    width: area.width, height: Self.rowHeight)
            )
        }
    }

    /// Handles an event while presented.
    mutating func handle(_ event: InputEvent) -> Outcome? {
        guard sheet.isPresented else { return nil }
        switch event {
        case .key(let key) where key.matches(.up):
            selected = max(selected - 1, 0)
            return nil
        case .key(let key) where key.matches(.down):
            selected = min(selected + 1, games.count - 1)
            return nil
        case .pointer(let pointer) where pointer.phase == .down && pointer.button == .primary:
            if let row = rows.first(where: { $0.frame.contains(pointer.location) }) {
                selected = row.index
                return .picked(row.index)
            }
        default:
            break
        }
        switch sheet.handle(event) {
        case .button(1)?: return .picked(selected)
        case .button?, .dismissed?: return .cancelled
        case nil: return nil
        }
    }

    func draw(into list: inout DisplayList, theme: Theme) {
        sheet.draw(into: &list, theme: theme) { list, _ in
            for (index, frame) in rows {
                let chosen = index == selected
                if chosen {
                    list.fill(.roundedRect(frame, radius: 6), theme.accent.withAlpha(0.15))
                }
                list.text(
                    "\(index + 1). " + games[index].summary,
                    at: Point(x: frame.minX + 8, y: frame.midY),
                    font: chosen ? Font(size: 15, weight: .semibold) : theme.bodyFont,
                    color: theme.text, maxWidth: frame.width - 16)
                list.see(
                    .control, "Game \(index + 1)", frame: frame,
                    value: games[index].summary + (chosen ? ", selected" : ""))
            }
        }
    }
}
