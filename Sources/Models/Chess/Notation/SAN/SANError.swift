import Quoting

/// Why a move in Standard Algebraic Notation was refused.
///
/// ```swift
/// do { _ = try Position.initial.move(san: "Nf4") } catch {
///     error.description  // "SAN \"Nf4\": no legal move matches"
/// }
/// ```
public struct SANError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The text is not SAN at all.
        case malformed
        /// The text is SAN but no legal move here matches it.
        case noLegalMove
        /// Several legal moves match; the text must say which piece moves.
        case ambiguous
        /// A pawn reaching the last rank needs "=Q", "=R", "=B" or "=N".
        case missingPromotion
    }

    /// The refused text.
    public let text: String
    /// What is wrong with it.
    public let problem: Problem

    /// An error for `text`.
    public init(_ text: String, _ problem: Problem) {
        self.text = text
        self.problem = problem
    }

    /// "SAN "<text>": <problem in words>".
    public var description: String { "SAN \(quoted(text)): \(reason)" }

    /// The problem in words, such as "no legal move matches".
    public var reason: String {
        switch problem {
        case .malformed: "not a move in standard algebraic notation"
        case .noLegalMove: "no legal move matches"
        case .ambiguous: "more than one legal move matches; name the file or rank of the piece"
        case .missingPromotion: "a pawn reaching the last rank must promote, as in \"=Q\""
        }
    }
}
