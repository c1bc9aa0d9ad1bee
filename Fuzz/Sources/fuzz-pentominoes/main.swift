import FuzzSupport
import Pentominoes

// Pentomino pictures: whatever `PentominoBoard(picture:)` or `Placement(picture:)` accepts prints
// (`picture`) as a picture that reads back as the same board or placement and prints the
// same again.
runFuzzer { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    if let board = try? PentominoBoard(picture: text, name: "fuzz") {
        checkRoundTrip(
            "board", input: text, value: board, print: { $0.picture },
            read: { try PentominoBoard(picture: $0, name: "fuzz") })
    }
    if let placement = try? Placement(picture: text, name: "fuzz") {
        checkRoundTrip(
            "placement", input: text, value: placement, print: { $0.picture },
            read: { try Placement(picture: $0, name: "fuzz") })
    }
}
