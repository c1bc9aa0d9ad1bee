import Geometry
import Gestures
import StageKit
import TestSupport
import Testing

/// A finger lifts an item after a short press held still (`ActivationRule.touchPress`), so
/// every app whose items a finger drags (through a drag session, or the Board's hold) must
/// keep frames coming while a press waits: a host that stopped ticking would leave the
/// item down until the finger moved.
@Suite("A held finger")
struct TouchHoldTests {
    @Test(arguments: [App.pentominoes, App.chess, App.emojiArt, App.board])
    func aPressWaitingForItsDelayKeepsTheSceneTicking(app: App) throws {
        var driver = app.driver(size: Size(width: 390, height: 844))
        driver.pointerKind = .touch
        let item = try #require(driver.seen(.item).first, "\(app) shows an item")
        driver.press(at: item.frame.center)
        var scene = driver.scene
        let ticking = scene.advance(to: driver.time + 1.0 / 60)
        #expect(ticking, "\(app): a press waiting for its delay needs ticks")
        driver.release()
    }
}
