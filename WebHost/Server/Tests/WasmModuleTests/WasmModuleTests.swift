import Foundation
import Testing
import WasmKit

/// The repository's root, two folders above this package (WebHost/Server).
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../..").standardizedFileURL
let builtModule = repository.appendingPathComponent("WebHost/dist/app.wasm")
let desktopDemos = repository.appendingPathComponent(".build/debug/demos")

/// The module parsed once for every test: parsing and validating it in a debug build of the
/// interpreter is most of these tests' time.
let parsedModule = Result { try parseWasm(bytes: Array(try Data(contentsOf: builtModule))) }

/// The web module (WebHost/dist/app.wasm, built by WebHost/build.sh) in WasmKit's
/// interpreter, with the functions the page gives it.
struct WebModule {
    let instance: Instance
    let memory: Memory

    init() throws {
        let module = try parsedModule.get()
        let store = Store(engine: Engine())
        var imports = Imports()
        imports.define(
            module: "env", name: "randomFill",
            Function(store: store, parameters: [.i32, .i32]) { caller, arguments in
                guard case .i32(let pointer) = arguments[0], case .i32(let length) = arguments[1],
                    let memory = caller.instance?.exports[memory: "memory"]
                else { return [] }
                memory.withUnsafeMutableBufferPointer(offset: UInt(pointer), count: Int(length)) {
                    bytes in
                    for i in bytes.indices { bytes[i] = UInt8.random(in: 0...255) }
                }
                return []
            })
        imports.define(
            module: "env", name: "log",
            Function(store: store, parameters: [.i32, .i32]) { _, _ in [] })
        // Files handed to the page (Emoji Art's Save, Export PNG and Open): none here.
        imports.define(
            module: "env", name: "saveFile",
            Function(store: store, parameters: [.i32, .i32, .i32, .i32]) { _, _ in [] })
        imports.define(
            module: "env", name: "exportPicture",
            Function(
                store: store, parameters: [.i32, .i32, .i32, .i32, .i32, .i32, .f64, .f64]
            ) { _, _ in [] })
        imports.define(
            module: "env", name: "chooseFile", Function(store: store, parameters: []) { _, _ in [] }
        )
        imports.define(
            module: "env", name: "today",
            Function(store: store, parameters: [], results: [.i32]) { _, _ in [.i32(20_261_127)] })
        // Saved state (the page's localStorage): nothing kept, and nothing may be.
        let none = [Value.i32(UInt32(bitPattern: -1))]
        imports.define(
            module: "env", name: "storageLoad",
            Function(store: store, parameters: [.i32, .i32], results: [.i32]) { _, _ in none })
        imports.define(
            module: "env", name: "storageSave",
            Function(store: store, parameters: [.i32, .i32, .i32, .i32], results: [.i32]) {
                _, _ in [.i32(1)]
            })
        imports.define(
            module: "env", name: "storageSetAside",
            Function(store: store, parameters: [.i32, .i32, .i32, .i32], results: [.i32]) {
                _, _ in none
            })
        instance = try module.instantiate(store: store, imports: imports)
        memory = try #require(instance.exports[memory: "memory"])
    }

    /// Calls an export and returns its first result as a 32-bit number (0 if none).
    @discardableResult
    func call(_ name: String, _ arguments: [Value] = []) throws -> UInt32 {
        let function = try #require(instance.exports[function: name], "exports \(name)")
        guard case .i32(let value)? = try function(arguments).first else { return 0 }
        return value
    }

    /// Puts a string in the module's input buffer; returns its length in bytes.
    func put(_ text: String) throws -> Value {
        let bytes = Array(text.utf8)
        let pointer = try call("input", [.i32(UInt32(bytes.count))])
        memory.withUnsafeMutableBufferPointer(offset: UInt(pointer), count: bytes.count) {
            buffer in buffer.copyBytes(from: bytes)
        }
        return .i32(UInt32(bytes.count))
    }

    /// Reads text an export returns (the address of its pointer and length).
    func text(_ name: String, _ arguments: [Value] = []) throws -> String {
        let header = try call(name, arguments)
        let words = memory.withUnsafeMutableBufferPointer(offset: UInt(header), count: 8) {
            raw in
            (
                raw.load(fromByteOffset: 0, as: UInt32.self),
                raw.load(fromByteOffset: 4, as: UInt32.self)
            )
        }
        return memory.withUnsafeMutableBufferPointer(offset: UInt(words.0), count: Int(words.1)) {
            raw in String(decoding: raw, as: UTF8.self)
        }
    }
}

// Not skipped when the module is missing: a check that passes without checking anything
// would hide a broken build path (make web-test builds the module first).
@Suite("The web module without a browser", .serialized)
struct WasmModuleTests {
    @Test("it loads and imports only what the page provides")
    func imports() throws {
        let module = try parsedModule.get()
        let names = Set(module.imports.map { "\($0.module).\($0.name)" })
        let provided = [
            "env.randomFill", "env.log", "env.saveFile", "env.exportPicture", "env.chooseFile",
            "env.today",
            "env.storageLoad", "env.storageSave", "env.storageSetAside",
        ]
        #expect(names.isSubset(of: provided), "\(names)")
        let exports = Set(module.exports.map(\.name))
        for name in [
            "memory", "input", "start", "resize", "pointer", "key", "tick", "frame",
            "state", "replay", "savedStateText", "restore", "focusedTextField", "editText",
            "savedStateKey", "keptInAnotherTab",
        ] {
            #expect(exports.contains(name), "exports \(name)")
        }
    }

    @Test(
        "a replay answers with the desktop's final state",
        .enabled(
            if: FileManager.default.fileExists(atPath: desktopDemos.path),
            "build the desktop demos first"))
    func replayParity() throws {
        // The I piece from the palette onto the board, then the keyboard's first drop.
        let script = """
            0 resize 1280 800
            200 down 150 560
            250 move 300 400
            300 move 500 300
            350 move 640 260
            420 up 640 260
            900 key tab
            950 key enter
            1500 key tab
            1550 key enter

            """
        let web = try WebModule()
        #expect(try web.call("start", [try web.put("pentominoes")]) == 1)
        let initial = try web.text("state")
        #expect(try web.text("replay", [try web.put(script)]) == "")
        let state = try web.text("state")

        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("wasm-parity-\(UUID().uuidString).replay")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = desktopDemos
        process.arguments = ["--open", "Pentominoes", "--replay", file.path, "--print-state"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let desktop = String(decoding: printed, as: UTF8.self)

        #expect(state != initial, "the replay changed the game")
        #expect(
            state.trimmingCharacters(in: .newlines) == desktop.trimmingCharacters(in: .newlines))
    }

    @Test("a malformed replay is refused with its line; storage refused, nothing is kept")
    func refusalsAndKeeping() throws {
        let web = try WebModule()
        try web.call("start", [try web.put("chess")])
        #expect(try web.text("replay", [try web.put("0 jump")]).hasPrefix("line 1: "))
        #expect(try web.text("savedStateText").hasPrefix("chess save 1\n"))
        #expect(try web.text("restore") == "", "nothing kept: a new game")
        #expect(try web.call("keep") == 0, "the page refused to keep it")
    }
}
