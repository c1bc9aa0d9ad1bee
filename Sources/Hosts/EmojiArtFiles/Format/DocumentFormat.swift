import EmojiArt

/// The on-disk format of Emoji Art documents: UTF-8 JSON with a format version, and the
/// limits a file must keep to before it is even parsed.
///
/// ```json
/// {
///   "background" : "#FFFFFFFF",
///   "canvas" : { "height" : 600, "width" : 800 },
///   "items" : [ { "id" : 0, "size" : 40, "text" : "🦊", "x" : 100, "y" : 80 } ],
///   "nextItemID" : 1,
///   "version" : 1
/// }
/// ```
///
/// ```swift
/// let data = DocumentFormat.encode(editor.document)
/// let document = try DocumentFormat.decode(data)
/// ```
public enum DocumentFormat {
    /// The format version this program writes, and the newest it reads.
    public static let currentVersion = 1

    /// The largest file accepted, in bytes: 10 MiB. Larger files are refused unread.
    public static let maximumByteCount = 10 * 1024 * 1024

    /// The most items a file may hold: `DocumentLimits.maximumItemCount` (100,000).
    public static let maximumItemCount = DocumentLimits.maximumItemCount

    /// The deepest nesting of JSON arrays and objects accepted: 16 (a valid document
    /// needs 3).
    public static let maximumNestingDepth = 16
}
