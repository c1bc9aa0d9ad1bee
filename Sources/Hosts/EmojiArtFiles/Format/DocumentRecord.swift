import EmojiArt
import Geometry

/// The JSON shape of a document, field for field. Keys are sorted when written.
struct DocumentRecord: Codable {
    struct Canvas: Codable {
        var width: Double
        var height: Double
    }

    struct Item: Codable {
        var id: Int
        var text: String
        var x: Double
        var y: Double
        var size: Double
    }

    var version: Int
    var canvas: Canvas
    var background: String
    var nextItemID: Int
    var items: [Item]

    init(_ document: EmojiArtDocument) {
        version = DocumentFormat.currentVersion
        canvas = Canvas(width: document.canvasSize.width, height: document.canvasSize.height)
        background = document.background.hexString
        nextItemID = document.nextItemID
        items = document.items.map {
            Item(id: $0.id, text: $0.text, x: $0.position.x, y: $0.position.y, size: $0.size)
        }
    }

    /// The document this record describes, checked by the model.
    func document() throws(DocumentFileError) -> EmojiArtDocument {
        guard items.count <= DocumentFormat.maximumItemCount else {
            throw .tooManyItems(items.count)
        }
        guard let color = RGBAColor(hexString: background) else {
            throw .invalidBackground(background)
        }
        do {
            return try EmojiArtDocument(
                canvasSize: Size(width: canvas.width, height: canvas.height), background: color,
                items: items.map {
                    EmojiItem(
                        id: $0.id, text: $0.text, position: Point(x: $0.x, y: $0.y), size: $0.size)
                },
                nextItemID: nextItemID)
        } catch {
            if case .invalidItem(let index, let id, let reason) = error {
                throw .invalidItem(index: index, id: id, reason: reason)
            }
            throw .invalidDocument(error)
        }
    }
}

/// Just the version, read before anything else so that a newer file is refused by its
/// version rather than by a field this program does not know.
struct VersionProbe: Decodable {
    var version: Int?
}
