/// Whether it is worth joining the accessibility bus, from the environment alone.
enum AccessibilityBusCheck {
    /// False when the user opted out (`NO_AT_BRIDGE=1`, the variable GTK and atk-bridge
    /// read) or no D-Bus session is named: then libdbus would try X11 autolaunch, starting a
    /// stray bus daemon for a window nobody reads through a screen reader.
    static func mayReachBus(environment: [String: String]) -> Bool {
        if environment["NO_AT_BRIDGE"] == "1" { return false }
        let named = { (name: String) in !(environment[name] ?? "").isEmpty }
        return named("AT_SPI_BUS_ADDRESS") || named("DBUS_SESSION_BUS_ADDRESS")
    }
}
