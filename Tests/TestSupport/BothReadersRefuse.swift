import Testing

/// Checks a portable file reader against the desktop's reader of the same format: both
/// refuse the input, and where the desktop names the problem in its own words (not
/// Foundation's, `foundationWorded`), the portable reader says the same.
///
/// ```swift
/// expectBothRefuse("bad UTF-8", desktop: { try BoardFormat.decode(data) },
///                  portable: { try BoardJSON.decode(Array(data)) }) { $0.isFoundationWorded }
/// ```
public func expectBothRefuse<
    Desktop: Error & CustomStringConvertible, Portable: Error & CustomStringConvertible
>(
    _ what: String, desktop: () throws(Desktop) -> Void, portable: () throws(Portable) -> Void,
    foundationWorded: (Desktop) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
    let desktopError: Desktop?
    do throws(Desktop) {
        try desktop()
        desktopError = nil
    } catch { desktopError = error }
    let portableError: Portable?
    do throws(Portable) {
        try portable()
        portableError = nil
    } catch { portableError = error }
    guard let portableError else {
        Issue.record(
            "\(what): the portable reader accepted it (desktop: \(String(describing: desktopError)))",
            sourceLocation: sourceLocation)
        return
    }
    guard let desktopError else {
        Issue.record(
            "\(what): the desktop reader accepted it (portable: \(portableError))",
            sourceLocation: sourceLocation)
        return
    }
    if !foundationWorded(desktopError) {
        #expect(
            portableError.description == desktopError.description, "\(what)",
            sourceLocation: sourceLocation)
    }
}
