/// Why a file's format version cannot be read, in the words every file reader of the
/// project uses: "format version 9 is not supported (this program reads version 1)".
///
/// ```swift
/// unsupportedVersionReason(9, newest: 1)    // "format version 9 is not supported (…version 1)"
/// unsupportedVersionReason(nil, newest: 1)  // "the file has no format version"
/// ```
public func unsupportedVersionReason(_ version: Int?, newest: Int) -> String {
    guard let version else { return "the file has no format version" }
    let readable = newest == 1 ? "version 1" : "versions 1 to \(newest)"
    return "format version \(version) is not supported (this program reads \(readable))"
}
