import EmojiArt
import Geometry
import PropertyBased
import Testing

func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance * max(1, abs(b.x)) && abs(a.y - b.y) <= tolerance * max(1, abs(b.y))
}

/// The canvas view sits right of a 120-point palette, below a 40-point toolbar.
let canvasFrame = Rect(x: 120, y: 40, width: 880, height: 660)

@Test func atZoomOneWithoutPanCanvasPointsAreFrameOffsets() {
    let view = CanvasView.identity
    #expect(view.canvasPoint(fromWindow: Point(x: 120, y: 40), in: canvasFrame) == .zero)
    #expect(
        view.canvasPoint(fromWindow: Point(x: 220, y: 90), in: canvasFrame) == Point(x: 100, y: 50))
    #expect(
        view.windowPoint(fromCanvas: Point(x: 100, y: 50), in: canvasFrame) == Point(x: 220, y: 90))
}

/// Zoom and pan settings from the smallest zoom to the largest.
let viewSettings: [(Double, Vector)] = [
    (0.1, Vector(dx: 0, dy: 0)), (0.5, Vector(dx: 30, dy: -12)), (1, Vector(dx: -250, dy: 80)),
    (2, Vector(dx: 17.5, dy: 3.25)), (3.7, Vector(dx: -1000, dy: -2000)),
    (10, Vector(dx: 5, dy: 5)),
]

@Test(arguments: viewSettings)
func aDropUnderThePointerLandsExactlyUnderIt(zoom: Double, pan: Vector) throws {
    let view = try CanvasView(zoom: zoom, pan: pan)
    var editor = EmojiArtEditor()
    for pointer in [Point(x: 500, y: 300), Point(x: 121, y: 41), Point(x: 999.5, y: 699.25)] {
        let id = try editor.add("🦊", at: view.canvasPoint(fromWindow: pointer, in: canvasFrame))
        let landed = try #require(editor.document.item(withID: id)).position
        #expect(close(view.windowPoint(fromCanvas: landed, in: canvasFrame), pointer))
        // The canvas point itself: (pointer − frame origin − pan) / zoom.
        let expected = Point(
            x: (pointer.x - 120 - pan.dx) / zoom, y: (pointer.y - 40 - pan.dy) / zoom)
        #expect(close(landed, expected))
    }
}

@Test func theTransformsAgreeWithThePointConversionsAndCoordinateSpaces() throws {
    let view = try CanvasView(zoom: 2.5, pan: Vector(dx: -40, dy: 15))
    let canvas = SpaceID(7)
    var spaces = CoordinateSpaces()
    try view.install(in: &spaces, as: canvas, frame: canvasFrame)
    for p in [Point(x: 0, y: 0), Point(x: 321, y: 123), Point(x: -50, y: 900)] {
        let window = view.windowPoint(fromCanvas: p, in: canvasFrame)
        #expect(close(view.canvasToWindow(in: canvasFrame).apply(to: p), window))
        #expect(close(view.windowToCanvas(in: canvasFrame).apply(to: window), p))
        #expect(close(try #require(spaces.convert(window, from: .root, to: canvas)), p))
    }
    // Installing again updates the space instead of failing.
    let zoomedOut = try CanvasView(zoom: 0.5)
    try zoomedOut.install(in: &spaces, as: canvas, frame: canvasFrame)
    #expect(
        close(
            try #require(spaces.convert(Point(x: 170, y: 90), from: .root, to: canvas)),
            Point(x: 100, y: 100)))
}

@Test func zoomingAroundThePointerKeepsThatPointStill() throws {
    var view = try CanvasView(zoom: 1.3, pan: Vector(dx: 20, dy: -30))
    let pointer = Point(x: 640, y: 410)
    let under = view.canvasPoint(fromWindow: pointer, in: canvasFrame)
    for factor in [1.25, 1.25, 0.8, 3, 0.1, 7, 1.1] {
        try view.zoom(by: factor, around: pointer, in: canvasFrame)
        #expect(CanvasView.zoomRange.contains(view.zoom))
        #expect(close(view.canvasPoint(fromWindow: pointer, in: canvasFrame), under))
    }
}

@Test func theZoomIsClampedToATenthAndTenTimes() throws {
    var view = CanvasView.identity
    try view.zoom(by: 1000, around: canvasFrame.center, in: canvasFrame)
    #expect(view.zoom == 10)
    try view.zoom(by: 1e-9, around: canvasFrame.center, in: canvasFrame)
    #expect(view.zoom == 0.1)
    #expect(try CanvasView(zoom: 50).zoom == 10)
}

@Test func badZoomsAndPansAreRefusedAndChangeNothing() throws {
    var view = try CanvasView(zoom: 2, pan: Vector(dx: 5, dy: 5))
    let before = view
    #expect(throws: EmojiArtError.invalidZoom(0)) {
        try view.zoom(by: 0, around: .zero, in: canvasFrame)
    }
    #expect(throws: EmojiArtError.invalidZoom(-2)) {
        try view.zoom(by: -2, around: .zero, in: canvasFrame)
    }
    #expect(throws: EmojiArtError.self) { try view.zoom(by: .nan, around: .zero, in: canvasFrame) }
    #expect(throws: EmojiArtError.self) {
        try view.zoom(by: .infinity, around: .zero, in: canvasFrame)
    }
    #expect(throws: EmojiArtError.invalidViewGeometry) {
        try view.zoom(by: 2, around: Point(x: .nan, y: 0), in: canvasFrame)
    }
    #expect(throws: EmojiArtError.invalidViewGeometry) {
        try view.zoom(by: 2, around: .zero, in: Rect(x: 0, y: 0, width: 0, height: 100))
    }
    #expect(throws: EmojiArtError.invalidViewGeometry) {
        try view.pan(by: Vector(dx: .infinity, dy: 0))
    }
    #expect(throws: EmojiArtError.self) { try CanvasView(zoom: .nan) }
    #expect(view == before)
}

@Test func panningMovesTheCanvasUnderAFixedWindow() throws {
    var view = try CanvasView(zoom: 2)
    try view.pan(by: Vector(dx: -40, dy: 10))
    #expect(
        view.canvasPoint(fromWindow: Point(x: 120, y: 50), in: canvasFrame) == Point(x: 20, y: 0))
    try view.pan(by: Vector(dx: 1e300, dy: 0))
    #expect(view.pan.dx == CanvasView.maximumPan)
}

@Test func fittingShowsTheWholeCanvasCentred() throws {
    let frame = Rect(x: 100, y: 50, width: 1000, height: 500)
    let view = try CanvasView.fitting(
        canvasSize: Size(width: 800, height: 600), in: frame, margin: 10)
    #expect(close(Point(x: view.zoom, y: 0), Point(x: 480.0 / 600, y: 0)))
    let shown = view.windowRect(fromCanvas: Rect(x: 0, y: 0, width: 800, height: 600), in: frame)
    #expect(close(shown.center, frame.center))
    #expect(frame.outset(by: -9.999).contains(shown))
    #expect(abs(shown.height - 480) < 1e-9)
    // A tiny viewport cannot zoom below a tenth.
    let tiny = try CanvasView.fitting(
        canvasSize: Size(width: 20_000, height: 20_000),
        in: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(tiny.zoom == 0.1)
    #expect(
        close(
            tiny.visibleCanvasRect(in: Rect(x: 0, y: 0, width: 100, height: 100)).center,
            Point(x: 10_000, y: 10_000)))
    var fitted = CanvasView.identity
    try fitted.fit(canvasSize: Size(width: 800, height: 600), in: frame, margin: 10)
    #expect(fitted == view)
    #expect(throws: EmojiArtError.self) {
        try CanvasView.fitting(canvasSize: Size(width: 800, height: 600), in: frame, margin: .nan)
    }
}

@Test func randomZoomsAndPansKeepConversionsFiniteAndInverse() async {
    await propertyCheck(input: Gen.int(in: 0...1_000_000).array(of: 1...40)) { steps in
        var view = CanvasView.identity
        for step in steps {
            let pointer = Point(x: Double(step % 1000) - 200, y: Double(step / 1000) - 300)
            if step % 3 == 0 {
                try? view.pan(
                    by: Vector(dx: Double(step % 777) - 388, dy: Double(step % 555) - 277))
            } else {
                try? view.zoom(by: Double(step % 50 + 1) / 10, around: pointer, in: canvasFrame)
            }
            #expect(CanvasView.zoomRange.contains(view.zoom))
            let canvasPoint = view.canvasPoint(fromWindow: pointer, in: canvasFrame)
            #expect(canvasPoint.isFinite)
            #expect(
                close(
                    view.windowPoint(fromCanvas: canvasPoint, in: canvasFrame), pointer,
                    within: 1e-6))
        }
    }
}
