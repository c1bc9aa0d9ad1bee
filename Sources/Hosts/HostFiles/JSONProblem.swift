import Foundation

/// What a `JSONDecoder` failure means to a user: the bytes are not JSON at all, or they
/// are JSON of the wrong shape (a missing field, a string where a number belongs, a number
/// too large), with the place named as `items[3].x`.
///
/// ```swift
/// do { _ = try JSONDecoder().decode(Record.self, from: data) } catch {
///     switch JSONProblem(error) {
///     case .notJSON(let reason): print("not JSON: \(reason)")
///     case .malformed(let reason): print("malformed: \(reason)")
///     }
/// }
/// ```
public enum JSONProblem: Equatable, Sendable {
    /// The bytes are not JSON (or not UTF-8).
    case notJSON(String)
    /// JSON of the wrong shape, and where.
    case malformed(String)

    /// Sorts a decoder failure.
    public init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            self = .notJSON("\(error)")
            return
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            if let underlying = context.underlyingError {
                self = .notJSON(
                    "\(context.debugDescription) (\(underlying.localizedDescription))")
            } else {
                self = .notJSON(context.debugDescription)
            }
        case .dataCorrupted(let context):
            self = .malformed("\(Self.path(context.codingPath)): \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            self = .malformed("missing “\(key.stringValue)” in \(Self.path(context.codingPath))")
        case .typeMismatch(let type, let context):
            self = .malformed("\(Self.path(context.codingPath)) is not a \(type)")
        case .valueNotFound(let type, let context):
            self = .malformed("\(Self.path(context.codingPath)) is null, not a \(type)")
        @unknown default:
            self = .malformed("\(error)")
        }
    }

    /// A coding path as `items[3].x` ("the document" for the top).
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the document" : text
    }
}
