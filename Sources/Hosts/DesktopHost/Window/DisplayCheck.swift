import CSDL2
import Foundation

/// Makes sure a window would be visible before opening one: with no display, SDL quietly
/// picks an offscreen driver and the app would run unseen.
enum DisplayCheck {
    /// Video drivers that show nothing on any screen.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Fails early on Linux when neither X11 nor Wayland is reachable.
    static func requireDisplayEnvironment() throws(HostError) {
        #if os(Linux)
            let env = ProcessInfo.processInfo.environment
            let display = env["DISPLAY"] ?? "", wayland = env["WAYLAND_DISPLAY"] ?? ""
            if display.isEmpty && wayland.isEmpty {
                throw .noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
            }
        #endif
    }

    /// Fails when SDL initialised a driver that shows nothing.
    static func requireVisibleDriver() throws(HostError) {
        guard let name = SDL_GetCurrentVideoDriver() else {
            throw .noDisplay("SDL has no video driver")
        }
        let driver = String(cString: name)
        if invisibleDrivers.contains(driver) {
            throw .noDisplay("SDL fell back to its '\(driver)' video driver, which shows nothing")
        }
    }
}
