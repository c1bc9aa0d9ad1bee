import DragAndDrop
import Gestures
import StageKit

/// Throwing the dots without a pointer, or without dragging one: Tab (or a screen reader's
/// cursor) chooses a lane's dot, Left or Right throws it towards that end as a brisk flick
/// would, Enter sends it to the other end; a tap on a dot sends it across too. Space plays
/// every lane. Each throw is said.
extension MotionPage {
    /// How fast a throw by keys leaves, in tracks per second: a brisk flick.
    static let keyThrow = 3.0

    /// Handles the keys that choose and throw a dot; returns whether the key was one.
    mutating func handleThrowKey(_ key: KeyEvent) -> Bool {
        guard grab == nil else { return false }
        if let lane = key.tabbed(from: focus, among: lanes.count) {
            focus = lane
            voice.announce(
                "\(lanes[lane].title) dot, \(whereIs(lane)). Left or Right throws it, Enter "
                    + "sends it across.")
            return true
        }
        guard let lane = focus else { return false }
        if key.matches(.enter) {
            sendAcross(lane)
        } else if key.matches(.left) || key.matches(.right) {
            let right = key.matches(.right)
            send(lane, to: right ? 1 : 0, velocity: right ? Self.keyThrow : -Self.keyThrow)
            voice.announce("\(lanes[lane].title) dot thrown \(right ? "right" : "left").")
        } else {
            return false
        }
        return true
    }

    /// Sends a dot to the end it is not heading for, and says so.
    mutating func sendAcross(_ lane: Int) {
        let right = lanes[lane].progress.target < 0.5
        send(lane, to: right ? 1 : 0, velocity: nil)
        voice.announce("\(lanes[lane].title) dot sent \(right ? "right" : "left").")
    }

    /// A screen reader's cursor, or Tab in the web page's mirror, on a dot.
    mutating func takeFocus(_ event: FocusEvent) {
        guard event.role == .item else { return }
        focus = lanes.indices.first { "\(lanes[$0].title) dot" == event.label } ?? focus
    }

    /// Where a dot is, in words.
    func whereIs(_ lane: Int) -> String {
        let value = lanes[lane].progress.value
        if value < 0.01 { return "at the left end" }
        if value > 0.99 { return "at the right end" }
        return "\(Int((value * 100).rounded())) % of the way"
    }
}
