/// Why a board picture or a list of cells does not make a board.
///
/// Lines and columns are counted from 1, as a text editor shows them.
///
/// ```swift
/// do { _ = try PentominoBoard(picture: "..x") } catch {
///     print(error)   // line 1, column 3: unknown character "x"; …
/// }
/// ```
public enum PentominoBoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A character other than `.`, `#` or a space.
    case unknownCharacter(Unicode.Scalar, line: Int, column: Int)
    /// The picture has no `.` at all.
    case noOpenCells
    /// The open cells span more than 64 rows; `line` is the first line past the limit.
    case tooManyRows(Int, line: Int)
    /// The open cells span more than 64 columns; `column` is the first column past the
    /// limit, on `line` when known.
    case tooManyColumns(Int, line: Int?, column: Int)

    /// A sentence for the user, naming the place and the problem.
    public var description: String {
        switch self {
        case .unknownCharacter(let scalar, let line, let column):
            var shown = ""
            shown.unicodeScalars.append(scalar)
            let printable = scalar.value >= 0x20 && scalar.value != 0x7F
            let name = printable ? "\"\(shown)\"" : "U+\(hex(scalar.value))"
            return "line \(line), column \(column): unknown character \(name); "
                + "use \".\" for an open cell and \"#\" or a space for no cell"
        case .noOpenCells:
            return "the board has no open cells; mark them with \".\""
        case .tooManyRows(let rows, let line):
            return "line \(line): the board spans \(rows) rows; at most "
                + "\(PentominoBoard.maximumSide) are allowed"
        case .tooManyColumns(let columns, let line, let column):
            let place = line.map { line in "line \(line), column \(column)" } ?? "column \(column)"
            return "\(place): the board spans \(columns) columns; at most "
                + "\(PentominoBoard.maximumSide) are allowed"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits: [Character] = [
            "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
        ]
        var text = ""
        for shift in stride(from: 12, through: 0, by: -4) {
            text.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
        return text
    }
}
