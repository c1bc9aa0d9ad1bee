import Geometry
import PortableJSON

extension EmojiArtText {
    /// The document as pretty-printed JSON with sorted keys, laid out byte for
    /// byte as Foundation's `JSONEncoder` laid out the desktop's files in earlier versions:
    /// the same document always gives the same text. A saved picture names the `file` it is
    /// linked to in one more member, in its sorted place (documents saved to files have none).
    public static func encode(_ document: EmojiArtDocument, file: String? = nil) -> String {
        var out = "{\n  \"background\" : \(jsonQuoted(document.background.hexString)),\n"
        out += "  \"canvas\" : {\n    \"height\" : \(number(document.canvasSize.height)),\n"
        out += "    \"width\" : \(number(document.canvasSize.width))\n  },\n"
        if let file { out += "  \"file\" : \(jsonQuoted(file)),\n" }
        if document.items.isEmpty {
            out += "  \"items\" : [\n\n  ],\n"
        } else {
            out += "  \"items\" : [\n"
            for (index, item) in document.items.enumerated() {
                out += "    {\n      \"id\" : \(item.id),\n      \"size\" : \(number(item.size)),\n"
                out += "      \"text\" : \(jsonQuoted(item.text)),\n"
                out += "      \"x\" : \(number(item.position.x)),\n"
                out += "      \"y\" : \(number(item.position.y))\n    }"
                out += index == document.items.count - 1 ? "\n" : ",\n"
            }
            out += "  ],\n"
        }
        out += "  \"nextItemID\" : \(document.nextItemID),\n  \"version\" : \(currentVersion)\n}\n"
        return out
    }

    /// A finite number as JSON: whole numbers without a fraction, others in Swift's
    /// shortest form that reads back to the same value.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
        return "\(value)"
    }
}
