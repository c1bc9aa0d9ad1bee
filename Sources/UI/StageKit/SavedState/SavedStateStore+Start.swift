/// What starting from saved state gave: the work to go on with, a sentence for the person
/// when something went wrong, and whether this run's work may be saved over the entry.
public struct SavedStateStart<Work> {
    /// The saved work, or nil to start anew (nothing saved, or it could not be read).
    public var work: Work?
    /// A sentence for the person when the saved work could not be read, else nil.
    public var notice: String?
    /// False only when an unreadable entry could not be set aside: it is left as it is,
    /// and this run's work must not be saved over it.
    public var keeps: Bool
}

extension SavedStateStore {
    /// Loads and decodes the saved work for `key`. Work that cannot be loaded or decoded is
    /// set aside (never overwritten) and the app starts anew, with a sentence saying why
    /// and where the old work went.
    ///
    /// ```swift
    /// let start = store.start(.pentominoes) { bytes throws(PentominoesSaveError) in
    ///     try PentominoesSave(text: String(decoding: bytes, as: UTF8.self))
    /// }
    /// ```
    public func start<Work, Problem: Error & CustomStringConvertible>(
        _ key: SavedStateKey, decode: ([UInt8]) throws(Problem) -> Work
    ) -> SavedStateStart<Work> {
        let problem: String
        do throws(SavedStateError) {
            guard let bytes = try load(key) else {
                return SavedStateStart(work: nil, notice: nil, keeps: true)
            }
            do throws(Problem) {
                return SavedStateStart(work: try decode(bytes), notice: nil, keeps: true)
            } catch {
                problem = error.description
            }
        } catch {
            problem = error.reason
        }
        let (notice, keeps) = setAsideUnreadable(key, because: problem)
        return SavedStateStart(work: nil, notice: notice, keeps: keeps)
    }

    /// Sets aside the entry for `key`, which could not be read because of `problem`;
    /// returns the sentence for the person, and whether this run's work may be saved.
    /// (Apart from `start(_:decode:)` so that its sentences are built once, not once per
    /// kind of work.)
    func setAsideUnreadable(_ key: SavedStateKey, because problem: String) -> (String, Bool) {
        let what = "The last \(key.work) could not be read (\(problem))"
        do throws(SavedStateError) {
            let aside = try setAside(key)
            return ("\(what), so it was set aside as \(aside) and a new \(key.work) begun.", true)
        } catch {
            return (
                "\(what) nor set aside (\(error.reason)), so it is left as it is and this "
                    + "\(key.work) will not be kept.", false
            )
        }
    }
}
