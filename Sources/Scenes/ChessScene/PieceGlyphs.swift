import Chess
import DragAndDrop
import StageKit

/// How a piece is drawn: a chess glyph filled in its side's colour, with the outline
/// glyph on top in ink, so white pieces read as white and black as black on any square.
enum PieceGlyphs {
    /// The solid glyph of a kind (the "black" chess symbols), forced to text presentation.
    static func solid(_ kind: PieceKind) -> String {
        let scalars: [UInt32] = [0x265F, 0x265E, 0x265D, 0x265C, 0x265B, 0x265A]
        return glyph(scalars[kind.rawValue])
    }

    /// The outline glyph of a kind (the "white" chess symbols).
    static func outline(_ kind: PieceKind) -> String {
        let scalars: [UInt32] = [0x2659, 0x2658, 0x2657, 0x2656, 0x2655, 0x2654]
        return glyph(scalars[kind.rawValue])
    }

    static let whiteFill = Color(hex: 0xFFFFFF)
    static let blackFill = Color(hex: 0x2A2623)
    static let ink = Color(hex: 0x1B1816)

    /// Draws a piece centred on the origin of `transform`, `size` points tall; a lifted
    /// piece casts a soft shadow on the board below it.
    static func draw(
        _ piece: Piece, size: Double, transform: AffineTransform, opacity: Double,
        lifted: Bool = false,
        into list: inout DisplayList
    ) {
        let font = Font(size: size)
        let fill = piece.side == .white ? whiteFill : blackFill
        if lifted {
            // A blurred ellipse under the piece's foot rather than a text shadow, which
            // would darken the glyph's own white fill.
            let foot = Rect(
                center: Point(x: 0, y: size * 0.42),
                size: Size(width: size * 0.7, height: size * 0.2))
            list.fill(
                .ellipse(foot), Color.black.withAlpha(0.22), transform: transform, opacity: opacity,
                shadow: Shadow(
                    color: Color.black.withAlpha(0.3), radius: 8, offset: Vector(dx: 0, dy: 4)))
        }
        list.text(
            solid(piece.kind), at: .zero, font: font, color: fill, alignment: .center,
            transform: transform,
            opacity: opacity)
        list.text(
            outline(piece.kind), at: .zero, font: font, color: ink, alignment: .center,
            transform: transform,
            opacity: opacity)
    }

    private static func glyph(_ value: UInt32) -> String {
        var text = ""
        if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        text.unicodeScalars.append("\u{FE0E}")
        return text
    }
}
