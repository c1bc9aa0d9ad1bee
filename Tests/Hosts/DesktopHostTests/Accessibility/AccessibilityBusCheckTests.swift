@testable import DesktopHost
import Testing

/// When the desktop host joins the accessibility bus.
@Suite struct AccessibilityBusCheckTests {
    @Test func theBusIsJoinedOnlyWithASessionAndWithoutTheOptOut() {
        let session = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]
        #expect(AccessibilityBusCheck.mayReachBus(environment: session))
        #expect(AccessibilityBusCheck.mayReachBus(environment: ["AT_SPI_BUS_ADDRESS": "unix:x"]))
        #expect(!AccessibilityBusCheck.mayReachBus(environment: [:]))
        #expect(!AccessibilityBusCheck.mayReachBus(environment: ["DBUS_SESSION_BUS_ADDRESS": ""]))
        #expect(
            !AccessibilityBusCheck.mayReachBus(
                environment: session.merging(["NO_AT_BRIDGE": "1"]) { $1 }))
    }
}
