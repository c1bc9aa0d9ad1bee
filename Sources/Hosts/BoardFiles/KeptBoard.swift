import Board
import Foundation
import HostFiles

/// The board kept between runs in the app's state folder: restored on start, saved on
/// exit. A kept board that cannot be read is never overwritten: it is set aside beside
/// itself (`board.corrupt-DATE-TIME.json`) and the app starts from the sample board.
///
/// ```swift
/// let kept = KeptBoard(file: folder.file(KeptBoard.fileName))
/// let start = kept.restore()          // on start
/// try kept.save(final.board)          // on exit, when start.keeps
/// ```
public struct KeptBoard: Sendable {
    /// What starting from the kept board gave.
    public struct Start: Sendable {
        /// The board to start with.
        public var board: Board
        /// A sentence for the user when something went wrong, or nil.
        public var notice: String?
        /// Whether the board may be saved over the file on exit (false when an unreadable
        /// file could not be moved out of the way).
        public var keeps: Bool
    }

    /// The file.
    public let file: URL

    /// The kept file's name in the state folder.
    public static let fileName = "board.json"

    /// Uses a given file.
    public init(file: URL) { self.file = file }

    /// The kept board, or the sample board when there is none yet or it cannot be read.
    public func restore(stamp: String = CorruptFile.timestamp()) -> Start {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return Start(board: .sample, notice: nil, keeps: true)
        }
        do throws(BoardFileError) {
            return Start(board: try BoardFile.open(file), notice: nil, keeps: true)
        } catch {
            do {
                let aside = try CorruptFile.setAside(file, stamp: stamp)
                return Start(
                    board: .sample,
                    notice: "The last board could not be read (\(error)), so it was set aside as "
                        + "\(aside.lastPathComponent) and the sample board begun.",
                    keeps: true)
            } catch {
                return Start(
                    board: .sample,
                    notice: "The last board could not be read, nor set aside "
                        + "(\(error.reason)); it is left as it is and this one will not be kept.",
                    keeps: false)
            }
        }
    }

    /// Saves the board atomically over the kept file.
    public func save(_ board: Board) throws(BoardFileError) {
        try BoardFile.save(board, to: file)
    }
}
