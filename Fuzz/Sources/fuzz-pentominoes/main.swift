import FuzzSupport
import Pentominoes

// Pentomino pictures: whatever `Board(picture:)` or `Placement(picture:)` accepts prints
// (`picture`) as a picture that reads back as the same board or placement and prints the
// same again.
runFuzzer { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    if let board = try? Board(picture: text, name: "fuzz") {
        let printed = board.picture
        let again: Board
        do {
            again = try Board(picture: printed, name: "fuzz")
        } catch {
            fuzzFailure(
                "board \(shown(text)) reads, but printed as \(shown(printed)) it is refused: \(error)"
            )
        }
        guard again == board, again.picture == printed else {
            fuzzFailure(
                "board \(shown(text)) printed as \(shown(printed)) reads back differently: \(shown(again.picture))"
            )
        }
    }
    if let placement = try? Placement(picture: text, name: "fuzz") {
        let printed = placement.picture
        let again: Placement
        do {
            again = try Placement(picture: printed, name: "fuzz")
        } catch {
            fuzzFailure(
                "placement \(shown(text)) reads, but printed as \(shown(printed)) it is refused: \(error)"
            )
        }
        guard again == placement, again.picture == printed else {
            fuzzFailure(
                "placement \(shown(text)) printed as \(shown(printed)) reads back differently: \(shown(again.picture))"
            )
        }
    }
}
