#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's entry point when linked without its own `main`
/// (`libclang_rt.fuzzer_no_main`): it parses the command line (`-max_total_time=…`,
/// corpus folders, a crash file to replay) and calls `callback` once per input.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The body the C callback calls; a C function pointer cannot capture it.
nonisolated(unsafe) private var currentBody: ((UnsafeBufferPointer<UInt8>) -> Void)?

/// Runs libFuzzer with this process's arguments, calling `body` with each input, and
/// exits with libFuzzer's status.
///
/// ```swift
/// runFuzzer { bytes in
///     let text = String(decoding: bytes, as: UTF8.self)
///     …   // parse, print, parse again; `fuzzFailure` when they differ
/// }
/// ```
public func runFuzzer(_ body: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
    currentBody = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        currentBody?(UnsafeBufferPointer(start: data, count: size))
        return 0
    }
    exit(status)
}

/// Reports a finding (a failed round trip) and aborts, so that libFuzzer saves the input
/// as `crash-<hash>`.
public func fuzzFailure(_ message: String) -> Never {
    var text = "\nFUZZ FINDING: " + message + "\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    abort()
}

/// A value shown so that invisible differences (spaces, line ends, control characters)
/// are visible in a finding.
public func shown(_ value: Any) -> String {
    String(reflecting: value)
}

/// Checks a round trip through a format: `value`, read from `input`, printed by `print`,
/// must read back (`read`) as an equal value that prints the same again. Anything else is
/// a finding, reported with what was read, printed and read back.
///
/// ```swift
/// guard let position = try? Position(fen: text) else { return }
/// checkRoundTrip("FEN", input: text, value: position, print: { $0.fen }, read: Position.init(fen:))
/// ```
public func checkRoundTrip<Value: Equatable, Printed: Equatable>(
    _ kind: String, input: Printed, value: Value, print: (Value) -> Printed,
    read: (Printed) throws -> Value, show: (Printed) -> String = { shown($0) }
) {
    let printed = print(value)
    let again: Value
    do {
        again = try read(printed)
    } catch {
        fuzzFailure(
            "\(kind) \(show(input)) reads, but printed as \(show(printed)) it is refused: \(error)")
    }
    guard again == value else {
        fuzzFailure(
            "\(kind) \(show(input)) printed as \(show(printed)) reads back differently: "
                + "\(shown(value)) became \(shown(again))")
    }
    let reprinted = print(again)
    guard reprinted == printed else {
        fuzzFailure(
            "\(kind) \(show(printed)) prints differently after a round trip: \(show(reprinted))")
    }
}
