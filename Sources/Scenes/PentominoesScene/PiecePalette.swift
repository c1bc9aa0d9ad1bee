import Pentominoes
import StageKit

/// Twelve distinct, friendly colours, one per piece.
enum PiecePalette {
    static func color(of piece: PieceName) -> Color {
        let hex: [UInt32] = [
            0xE4572E, 0x29335C, 0xF3A712, 0x4C956C, 0xA8201A, 0x2D7DD2,
            0x97CC04, 0x8E5572, 0x00A6A6, 0xF26CA7, 0x6A4C93, 0xC17C74,
        ]
        return Color(hex: hex[piece.index])
    }
}
