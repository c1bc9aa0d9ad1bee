import DragAndDrop
import Testing

/// Three slots in a row, 1, 2 and 3, 100 points apart; 2 refuses.
private func slots() -> DropZones<Int> {
    var zones = DropZones<Int>()
    for id in 1...3 {
        let frame = Rect(x: Double(id) * 100, y: 0, width: 60, height: 60)
        zones.insert(DropZone(id: id, frame: frame, snapAnchor: frame.center))
    }
    return zones
}

private func refusingTwo(_ zone: DropZone<Int>) -> DropFeedback {
    zone.id == 2 ? .rejected : .accepted
}

/// The candidates come best first, accepting zones before refusing ones, with their
/// scores, and the first is the zone `target(for:…)` picks.
@Test func candidatesAreRankedBestFirstWithTheirScores() {
    let zones = slots()
    let probe = DragProbe(
        pointer: Point(x: 225, y: 30), frame: Rect(x: 215, y: 20, width: 20, height: 20))
    let strategy = ClosestCenter(range: 120)
    let ranked = zones.candidates(for: probe, using: strategy, accepts: refusingTwo)
    #expect(ranked.map(\.zone) == [1, 3, 2], "accepting by distance, then the refusing 2")
    #expect(ranked.map(\.feedback) == [.accepted, .accepted, .rejected])
    #expect(ranked[0].score == -95 && ranked[1].score == -105 && ranked[2].score == -5)
    #expect(ranked[0].anchor == Point(x: 130, y: 30))
    #expect(ranked[0].target == zones.target(for: probe, using: strategy, accepts: refusingTwo))
    #expect(zones.candidates(for: probe, using: PointerWithin()).map(\.zone) == [2])
}

/// The session reports the candidates of the ranking it is fed, best first, and its
/// target is the first of them.
@Test func theSessionReportsTheRankedCandidates() {
    let zones = slots()
    let rank = { (probe: DragProbe) in
        zones.candidates(for: probe, using: ClosestCenter(range: 120), accepts: refusingTwo)
    }
    var session = DragSession<String, Int>(configuration: .init(activation: .immediate))
    let frame = Rect(x: 0, y: 0, width: 20, height: 20)
    _ = session.press(
        "a", frame: frame, with: PointerEvent(.down, at: frame.center, time: 0), rank: rank)
    #expect(session.candidates.isEmpty, "nothing within range of the corner")
    _ = session.handle(PointerEvent(.move, at: Point(x: 225, y: 30), time: 0.1), rank: rank)
    #expect(session.candidates.map(\.zone) == [1, 3, 2])
    #expect(session.target == session.candidates[0].target)
    _ = session.handle(PointerEvent(.up, at: Point(x: 225, y: 30), time: 0.2), rank: rank)
    #expect(session.candidates.isEmpty, "forgotten once the drag ends")
}
