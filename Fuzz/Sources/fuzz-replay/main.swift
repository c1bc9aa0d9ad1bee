import FuzzSupport
import Geometry
import StageKit

// Replay files: whatever `ReplayScript(parsing:)` accepts, written back event by event
// with `ReplayScript.line(for:lastPointer:)`, reads again as the same events.
runFuzzer { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    guard let script = try? ReplayScript(parsing: text) else { return }
    var written = ""
    var lastPointer = Point.zero
    for event in script.events {
        guard let line = ReplayScript.line(for: event, lastPointer: &lastPointer) else { continue }
        written += line + "\n"
    }
    let again: ReplayScript
    do {
        again = try ReplayScript(parsing: written)
    } catch {
        fuzzFailure(
            "\(shown(text)) reads, but written back as \(shown(written)) it is refused: \(error)")
    }
    guard again.events == script.events else {
        let count = min(again.events.count, script.events.count)
        let first = (0..<count).first { again.events[$0] != script.events[$0] } ?? count
        let read = first < script.events.count ? shown(script.events[first]) : "nothing"
        let reread = first < again.events.count ? shown(again.events[first]) : "nothing"
        fuzzFailure(
            "\(shown(text)) written back as \(shown(written)) reads differently: "
                + "event \(first) was \(read), is \(reread)")
    }
}
