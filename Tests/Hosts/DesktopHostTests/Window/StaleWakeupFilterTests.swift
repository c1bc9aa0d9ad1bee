import CSDL2
import Testing

@testable import DesktopHost

#if canImport(Glibc)
    import Glibc
#endif

/// Xlib's calls the test makes, looked up as SDL looks them up.
private struct Xlib {
    typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Send =
        @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer?)
        -> Int32
    typealias Destroy = @convention(c) (OpaquePointer?, UInt) -> Int32
    typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias Close = @convention(c) (OpaquePointer?) -> Int32
    typealias SetHandler = @convention(c) (StaleWakeupFilter.Handler?) -> StaleWakeupFilter.Handler?

    let library: UnsafeMutableRawPointer
    init() throws {
        library = try #require(dlopen("libX11.so.6", RTLD_LAZY), "libX11.so.6 is not installed")
    }
    func call<F>(_ name: String, as type: F.Type) throws -> F {
        unsafeBitCast(try #require(dlsym(library, name), "Xlib has no \(name)"), to: type)
    }
}

/// How many errors reached the handler the filter replaced.
private nonisolated(unsafe) var errorsPassedOn = 0

@Suite("X errors after a window closes", .serialized)
struct StaleWakeupFilterTests {
    @Test("a send to a window that is gone is dropped; every other error is passed on")
    func onlySendsToGoneWindowsAreDropped() throws {
        let display = try VirtualDisplay(width: 64, height: 64, offset: 2)
        let xlib = try Xlib()
        defer { dlclose(xlib.library) }
        let setHandler = try xlib.call("XSetErrorHandler", as: Xlib.SetHandler.self)
        let original = setHandler { _, _ in
            errorsPassedOn += 1
            return 0
        }
        defer { _ = setHandler(original) }
        StaleWakeupFilter.install()

        let connection = try #require(
            try xlib.call("XOpenDisplay", as: Xlib.Open.self)(":\(display.number)"))
        let sync = try xlib.call("XSync", as: Xlib.Sync.self)
        // A window id of a client that is not connected: no such window.
        let gone: UInt = 0x1FE0_0001

        // SDL's wake-up: a client message sent to the window (XEvent is 24 longs).
        var wakeup = [Int](repeating: 0, count: 24)
        wakeup[0] = 33  // ClientMessage
        wakeup[4] = Int(gone)
        wakeup[6] = 32  // format
        _ = wakeup.withUnsafeMutableBytes { event in
            try? xlib.call("XSendEvent", as: Xlib.Send.self)(
                connection, gone, 0, 0, event.baseAddress)
        }
        _ = sync(connection, 0)
        #expect(errorsPassedOn == 0)

        // Any other request on a window that is gone is still an error.
        _ = try xlib.call("XDestroyWindow", as: Xlib.Destroy.self)(connection, gone)
        _ = sync(connection, 0)
        #expect(errorsPassedOn == 1)
        _ = try xlib.call("XCloseDisplay", as: Xlib.Close.self)(connection)
    }
}
