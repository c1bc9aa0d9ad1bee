import Geometry
import PortableJSON
import Quoting

/// Why an Emoji Art edit, view change or document was refused.
///
/// Every operation that can fail throws one of these and leaves its value unchanged.
///
/// ```swift
/// do {
///     _ = try editor.add("abc", at: Point(x: 10, y: 10), size: 40)
/// } catch {
///     print(error)   // "“abc” is not a single emoji"
/// }
/// ```
public enum EmojiArtError: Error, Equatable, Sendable {
    /// The text is not exactly one emoji grapheme (only its first few characters are kept).
    case notASingleEmoji(String)
    /// A position that is not finite or lies beyond `DocumentLimits.coordinateRange`.
    case invalidPosition(Point)
    /// An item size that is not finite or lies outside `DocumentLimits.itemSizeRange`.
    case invalidItemSize(Double)
    /// A canvas size that is not finite or lies outside `DocumentLimits.canvasSideRange`.
    case invalidCanvasSize(Size)
    /// No item in the document has this identifier.
    case unknownItem(Int)
    /// Two items share an identifier.
    case duplicateItemID(Int)
    /// An identifier that is negative or not below the document's next identifier.
    case invalidItemID(Int)
    /// The next identifier to assign is negative or would overflow.
    case invalidNextItemID(Int)
    /// More items than `DocumentLimits.maximumItemCount`.
    case tooManyItems(Int)
    /// A zoom factor or zoom scale that is zero, negative or not finite.
    case invalidZoom(Double)
    /// A pan offset, pointer location or viewport that is not finite (or an empty viewport).
    case invalidViewGeometry
    /// One item of a document failed validation: its place in the list, its id and why.
    indirect case invalidItem(index: Int, id: Int, reason: EmojiArtError)
}

extension EmojiArtError: CustomStringConvertible {
    /// A sentence explaining the problem, fit to show a user.
    ///
    /// ```swift
    /// EmojiArtError.unknownItem(7).description   // "no item has id 7"
    /// ```
    public var description: String {
        switch self {
        case .notASingleEmoji(let text): "\(curlyQuoted(text)) is not a single emoji"
        case .invalidPosition(let p):
            "position \(p) is not a finite point within ±\(DocumentLimits.maximumCoordinate)"
        case .invalidItemSize(let size):
            "size \(size) is outside \(DocumentLimits.itemSizeRange.lowerBound)…"
                + "\(DocumentLimits.itemSizeRange.upperBound) points"
        case .invalidCanvasSize(let size):
            "canvas size \(size) is outside \(DocumentLimits.canvasSideRange.lowerBound)…"
                + "\(DocumentLimits.canvasSideRange.upperBound) points per side"
        case .unknownItem(let id): "no item has id \(id)"
        case .duplicateItemID(let id): "more than one item has id \(id)"
        case .invalidItemID(let id): "id \(id) is negative or not below the next id"
        case .invalidNextItemID(let id): "next item id \(id) is out of range"
        case .tooManyItems(let count):
            "\(count) items is more than the limit of \(DocumentLimits.maximumItemCount)"
        case .invalidZoom(let zoom): "zoom \(zoom) is not a positive finite number"
        case .invalidViewGeometry: "a view position or viewport is not finite"
        case .invalidItem(let index, let id, let reason): "item \(index) (id \(id)): \(reason)"
        }
    }

    /// Keeps at most a few characters of rejected text, so that a hostile string does not
    /// travel on inside an error.
    static func notASingleEmoji(excerptOf text: String) -> EmojiArtError {
        let limit = 16
        var excerpt = ""
        var count = 0
        for character in text {
            if count == limit {
                excerpt += "…"
                break
            }
            excerpt.append(character)
            count += 1
        }
        return .notASingleEmoji(excerpt)
    }
}
