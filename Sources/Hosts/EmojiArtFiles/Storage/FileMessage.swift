import Foundation

/// The sentence the app shows when a file could not be opened or saved: the file's name
/// as the user knows it, quoted, and the reason in plain words, with no temporary file
/// names and no Foundation wording.
///
/// ```swift
/// FileMessage.couldNot("save", "art.json", error)
/// // Could not save "art.json": the disk is full.
/// ```
public enum FileMessage {
    /// "Could not VERB "NAME": REASON."
    public static func couldNot(_ verb: String, _ name: String, _ error: DocumentFileError)
        -> String
    {
        couldNot(verb, name, reason: reason(for: error))
    }

    /// "Could not VERB "NAME": REASON." for a reason already in plain words.
    public static func couldNot(_ verb: String, _ name: String, reason: String) -> String {
        "Could not \(verb) \"\(URL(fileURLWithPath: name).lastPathComponent)\": \(reason)."
    }

    /// Why a document could not be opened or saved, in plain words, lower case, with no
    /// full stop.
    public static func reason(for error: DocumentFileError) -> String {
        switch error {
        case .unreadable(_, let reason), .unwritable(_, let reason): reason
        default: error.description
        }
    }
}
