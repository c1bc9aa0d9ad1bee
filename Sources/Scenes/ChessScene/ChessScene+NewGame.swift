import Chess
import DragAndDrop
import StageKit

/// New game: the sheet to choose a side, a level and a clock, and starting the game.
extension ChessScene {
    /// The choice the sheet starts from: how the current game is set up.
    var currentChoice: NewGameSheet.Choice {
        let seat: NewGameSheet.Choice.Seat =
            switch (white, black) {
            case (.human, .computer): .white
            case (.computer, .human): .black
            default: .both
            }
        return .init(seat: seat, level: level, clock: clock?.control)
    }

    /// Opens the New Game sheet.
    public mutating func openNewGameSheet() {
        guard newGameSheet == nil, !fileSheet.isPresented, gamePicker == nil else { return }
        cancelInteraction()
        var sheet = NewGameSheet(current: currentChoice)
        sheet.present(in: size, at: time)
        newGameSheet = sheet
    }

    /// Sends an event to the New Game sheet while it is up; returns whether it took it.
    mutating func handleNewGameSheet(_ event: InputEvent) -> Bool {
        guard var sheet = newGameSheet, sheet.isPresented else { return false }
        let (choice, closed) = sheet.handle(event)
        newGameSheet = sheet
        if closed { newGameSheet?.dismiss(at: time) }
        if let choice { start(choice) }
        return true
    }

    /// Starts a game as chosen: the person's side at the bottom of the board.
    mutating func start(_ choice: NewGameSheet.Choice) {
        var seat = choice.seat
        if seat == .random { seat = seatRandom.next() % 2 == 0 ? .white : .black }
        white = seat == .black ? .computer : .human
        black = seat == .white ? .computer : .human
        toolbar.updatePicker("computer") { [white, black] in
            $0.selectedIndex = (white == .computer ? 1 : 0) + (black == .computer ? 2 : 0)
        }
        setLevel(choice.level)
        clock = choice.clock.map { ChessClock(control: $0) }
        if layout.flipped != (seat == .black) { flip() }
        newGame()
        if let control = choice.clock {
            announce(
                "New game, \(control.name). You play \(seat == .black ? "black" : seat == .white ? "white" : "both sides"). "
                    + statusLine + ".")
        }
    }
}
