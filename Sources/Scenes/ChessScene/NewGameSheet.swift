import Chess
import DragAndDrop
import StageKit

/// The New Game sheet: which side you play against the computer (or both sides, two
/// people at one board), the computer's level, and a clock; Start begins the game.
struct NewGameSheet {
    /// The choices made, as Start hands them over.
    struct Choice: Equatable {
        /// The side the person plays: white, black, a random one, or nil for both.
        enum Seat: Equatable {
            case white, black, random, both
        }

        var seat: Seat
        /// The computer's level, from 1.
        var level: Int
        /// The clock, or nil for none.
        var clock: ChessClock.Control?
    }

    static let seats: [(String, Choice.Seat)] = [
        ("White", .white), ("Black", .black), ("Random", .random), ("Two people", .both),
    ]
    private(set) var sheet: Sheet
    private(set) var seat: SegmentedPicker
    private(set) var level: SegmentedPicker
    private(set) var clock: SegmentedPicker
    static let rowHeight = 52.0

    init(current: Choice) {
        sheet = Sheet(
            title: "New game",
            message: "Choose your side, the computer's level and a clock.",
            contentHeight: 3 * Self.rowHeight, width: 520,
            buttons: [Button("Cancel"), Button("Start", style: .primary)])
        seat = SegmentedPicker(
            Self.seats.map { $0.0 },
            selectedIndex: Self.seats.firstIndex { $0.1 == current.seat } ?? 0)
        // The levels' names as the search gives them: their measured strength.
        level = SegmentedPicker(
            SearchLevel.all.map { $0.name }, selectedIndex: current.level - 1)
        let presets = ChessClock.Control.presets
        clock = SegmentedPicker(
            ["None"] + presets.map { $0.name },
            selectedIndex: current.clock.flatMap { presets.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
    }

    var isPresented: Bool { sheet.isPresented }

    /// What is chosen now.
    var choice: Choice {
        Choice(
            seat: Self.seats[seat.selectedIndex].1, level: level.selectedIndex + 1,
            clock: clock.selectedIndex == 0
                ? nil : ChessClock.Control.presets[clock.selectedIndex - 1])
    }

    mutating func present(in size: Size, at time: Double) {
        layout(in: size)
        sheet.present(at: time)
    }

    mutating func dismiss(at time: Double) { sheet.dismiss(at: time) }

    mutating func advance(to time: Double) -> Bool { sheet.advance(to: time) }

    mutating func layout(in size: Size) {
        sheet.layout(in: size)
        let area = sheet.contentFrame()
        func place(_ picker: inout SegmentedPicker, row: Int) {
            let size = picker.preferredSize()
            picker.frame = Rect(
                x: area.minX + 110, y: area.minY + Double(row) * Self.rowHeight + 14,
                width: size.width, height: size.height)
        }
        place(&seat, row: 0)
        place(&level, row: 1)
        place(&clock, row: 2)
    }

    /// Handles an event; says whether the sheet closed, with the choice if it was Start
    /// (or Enter).
    mutating func handle(_ event: InputEvent) -> (choice: Choice?, closed: Bool) {
        guard sheet.isPresented else { return (nil, false) }
        if case .pointer = event {
            _ = seat.handle(event)
            _ = level.handle(event)
            _ = clock.handle(event)
        }
        switch sheet.handle(event) {
        case .button(1)?: return (choice, true)
        case .button?, .dismissed?: return (nil, true)
        case nil: return (nil, false)
        }
    }

    func draw(into list: inout DisplayList, theme: Theme) {
        sheet.draw(into: &list, theme: theme) { list, area in
            for (row, (title, picker)) in [("Play as", seat), ("Level", level), ("Clock", clock)]
                .enumerated()
            {
                list.text(
                    title,
                    at: Point(x: area.minX, y: area.minY + Double(row) * Self.rowHeight + 31),
                    font: theme.bodyFont, color: theme.text)
                picker.draw(into: &list, theme: theme)
            }
        }
    }
}
