import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// The part of a convex polygon inside a rect (Sutherland–Hodgman clipping): the oracle
/// the lasso is checked against, by another method than its own.
private func clip(_ polygon: [Point], to rect: Rect) -> [Point] {
    var shape = polygon
    let edges: [(Point) -> Double] = [
        { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y },
    ]
    for inside in edges {
        guard !shape.isEmpty else { break }
        var next: [Point] = []
        for (i, p) in shape.enumerated() {
            let q = shape[(i + 1) % shape.count]
            let (dp, dq) = (inside(p), inside(q))
            if dp >= 0 { next.append(p) }
            if (dp >= 0) != (dq >= 0) { next.append(p.interpolated(to: q, by: dp / (dp - dq))) }
        }
        shape = next
    }
    return shape
}

private func area(_ polygon: [Point]) -> Double {
    guard polygon.count >= 3 else { return 0 }
    var twice = 0.0
    for (i, p) in polygon.enumerated() {
        let q = polygon[(i + 1) % polygon.count]
        twice += p.x * q.y - q.x * p.y
    }
    return abs(twice) / 2
}

/// A random affine map with some turn, shear, zoom (0.25× to 4×) and pan.
private func randomTransform(_ random: inout SeededGenerator) -> AffineTransform {
    var a = Double.random(in: -4...4, using: &random)
    var b = Double.random(in: -4...4, using: &random)
    var c = Double.random(in: -4...4, using: &random)
    var d = Double.random(in: -4...4, using: &random)
    if Bool.random(using: &random) {
        // A plain zoom and pan, as on a canvas, half of the time.
        let k = Double.random(in: 0.25...4, using: &random)
        (a, b, c, d) = (k, 0, 0, k)
    }
    if abs(a * d - b * c) < 0.05 { d += 1 }
    return AffineTransform(
        a: a, b: b, c: c, d: d, tx: Double.random(in: -300...300, using: &random),
        ty: Double.random(in: -300...300, using: &random))
}

/// Under any transform of the items' space, the lasso selects exactly the items whose
/// frames, as drawn in the window, share area with the marquee.
@Test func theLassoSelectsExactlyWhatTheMarqueeTouches() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        let transform = randomTransform(&random)
        var frames: [Int: Rect] = [:]
        for id in 0..<30 {
            frames[id] = Rect(
                x: Double.random(in: -200...200, using: &random),
                y: Double.random(in: -200...200, using: &random),
                width: Double.random(in: 1...60, using: &random),
                height: Double.random(in: 1...60, using: &random))
        }
        var lasso = Lasso<Int>(
            from: Point(
                x: Double.random(in: -400...400, using: &random),
                y: Double.random(in: -400...400, using: &random)),
            selection: Selection())
        lasso.move(
            to: Point(
                x: Double.random(in: -400...400, using: &random),
                y: Double.random(in: -400...400, using: &random)))
        let picked = lasso.selection(among: 0..<30, frame: { frames[$0] }, toWindow: transform)
        for (id, frame) in frames {
            let corners = [
                Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY),
            ].map { transform.apply(to: $0) }
            let shared = area(clip(corners, to: lasso.rect))
            if shared > 1e-6 {
                #expect(picked.contains(id), "item \(id) shares \(shared) with the marquee")
            } else if shared == 0 {
                #expect(!picked.contains(id), "item \(id) lies outside the marquee")
            }
        }
    }
}

/// Shift adds what the marquee touches, Control toggles it, nothing replaces.
@Test func theLassoCombinesByItsModifiers() {
    let frames = [
        1: Rect(x: 0, y: 0, width: 10, height: 10), 2: Rect(x: 50, y: 0, width: 10, height: 10),
    ]
    let base = Selection([2])
    for (modifiers, expected) in [
        (KeyModifiers(), Set([1])), (.shift, [1, 2]), (.control, [1, 2]),
    ] as [(KeyModifiers, Set<Int>)] {
        var lasso = Lasso<Int>(from: Point(x: -5, y: -5), modifiers: modifiers, selection: base)
        lasso.move(to: Point(x: 15, y: 15))
        #expect(lasso.selection(among: [1, 2], frame: { frames[$0] }).items == expected)
    }
    var toggling = Lasso<Int>(from: Point(x: 45, y: -5), modifiers: .command, selection: base)
    toggling.move(to: Point(x: 70, y: 20))
    #expect(toggling.selection(among: [1, 2], frame: { frames[$0] }).isEmpty, "2 toggled off")
}

/// Zoomed out by half and panned, an item drawn inside the marquee is caught though its
/// own coordinates lie far outside it.
@Test func theLassoWorksOnAZoomedPannedCanvas() {
    let canvas = AffineTransform(scale: 0.5).translated(by: Vector(dx: 100, dy: 100))
    var lasso = Lasso<Int>(from: Point(x: 140, y: 140), selection: Selection())
    lasso.move(to: Point(x: 160, y: 160))
    let far = Rect(x: 90, y: 90, width: 20, height: 20)  // drawn at 145…155
    #expect(lasso.selection(among: [7], frame: { _ in far }, toWindow: canvas).items == [7])
    #expect(lasso.selection(among: [7], frame: { _ in far }).isEmpty, "not without the zoom")
}
