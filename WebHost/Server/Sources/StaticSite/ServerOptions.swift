/// The web server's command line: `web-server [--root DIR] [--port N]`. It always listens
/// on 127.0.0.1 only.
public struct ServerOptions: Equatable, Sendable {
    /// The folder served (default `WebHost/dist`).
    public var root = "WebHost/dist"
    /// The port (default 8080; 0 lets the system choose).
    public var port: UInt16 = 8080

    /// What `--help` prints.
    public static let usage = """
        usage: web-server [--root DIR] [--port N]
        Serves DIR (default WebHost/dist) on http://127.0.0.1:N/ (default 8080).
        """

    /// Reads the arguments (without the program's name); a bad one is one plain sentence.
    public init(arguments: [String]) throws(ServerOptionsError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--root":
                guard let value = rest.popFirst(), !value.isEmpty else {
                    throw ServerOptionsError("--root needs a folder, such as --root WebHost/dist.")
                }
                root = value
            case "--port":
                guard let value = rest.popFirst(), let port = UInt16(value) else {
                    throw ServerOptionsError("--port needs a whole number from 0 to 65535.")
                }
                self.port = port
            case "--help", "-h":
                throw ServerOptionsError(Self.usage, isHelp: true)
            default:
                throw ServerOptionsError(
                    "Unknown argument '\(flag)': web-server takes --root DIR and --port N.")
            }
        }
    }
}

/// A command line the server does not take, in one sentence (or the usage, for --help).
public struct ServerOptionsError: Error, Equatable {
    /// The sentence to print.
    public var message: String
    /// Whether this is the usage asked for with --help (printed to standard output, exit 0).
    public var isHelp: Bool

    init(_ message: String, isHelp: Bool = false) {
        self.message = message
        self.isHelp = isHelp
    }
}
