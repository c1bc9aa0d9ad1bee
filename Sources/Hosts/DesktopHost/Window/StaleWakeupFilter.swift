import CSDL2
#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a harmless X error from ending the app after it closed cleanly.
///
/// SDL ends each wait for events by sending an event to its own window over a second X
/// connection. When the window is destroyed first (on quit, with a busy X server), that
/// send fails with BadWindow, and Xlib's default handler ends the process with status 1.
/// A send to a window that is gone is harmless (a wake-up, or a clipboard reply to a
/// requester since closed), so this drops exactly that error and hands every other
/// error to the handler it replaces.
enum StaleWakeupFilter {
    typealias Handler =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutablePointer<csdl_x_error>?
        ) -> Int32

    private nonisolated(unsafe) static var replaced: Handler?

    /// Call before `SDL_Init`. SDL puts its own handler in front while it runs and, in
    /// `SDL_Quit`, restores the one it found before it closes its second connection, which
    /// is when the failed wake-up is read: so this must be the one SDL finds. Loads Xlib
    /// (the library SDL loads too) where it is installed; does nothing elsewhere.
    static func install() {
        guard replaced == nil, let xlib = dlopen("libX11.so.6", RTLD_LAZY) else { return }
        typealias SetHandler = @convention(c) (Handler?) -> Handler?
        guard let symbol = dlsym(xlib, "XSetErrorHandler") else { return }
        let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
        replaced = setHandler { display, error in
            let badWindow: UInt8 = 3
            let sendEvent: UInt8 = 25
            if let error, error.pointee.error_code == badWindow,
                error.pointee.request_code == sendEvent
            {
                return 0
            }
            return StaleWakeupFilter.replaced?(display, error) ?? 0
        }
    }
}
