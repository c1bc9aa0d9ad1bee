import DragAndDrop
import TestSupport
import Testing

/// The snapping article: a grid, magnets, and the nearest cell where a piece fits.
@Suite struct SnappingArticleTests {
    @Test func aGridRoundsToTheNearestLine() {
        let grid = GridSnap(spacing: Size(width: 40, height: 40), origin: Point(x: 100, y: 100))

        let snapped = grid.snap(Point(x: 159, y: 121))  // (140, 140)
        let cell = grid.cell(containing: Point(x: 159, y: 121))  // column 1, row 0
        let again = grid.snap(snapped)  // snapping twice changes nothing

        #expect(snapped == Point(x: 140, y: 140))
        #expect(cell == GridCell(column: 1, row: 0))
        #expect(again == snapped)
        #expect(
            grid.rect(of: GridCell(column: 1, row: 0))
                == Rect(x: 140, y: 100, width: 40, height: 40))
    }

    @Test func halvesRoundTheSameWayOnBothSides() {
        let grid = GridSnap(spacing: Size(width: 10, height: 10))

        let right = grid.snap(Point(x: 15, y: 0))  // (20, 0)
        let left = grid.snap(Point(x: -15, y: 0))  // (-20, 0): away from the origin too

        #expect(right == Point(x: 20, y: 0))
        #expect(left == Point(x: -20, y: 0))
    }

    @Test func magnetsPullTheClosestAnchorIn() {
        var frame = Rect(x: 92, y: 40, width: 40, height: 40)
        let sockets = [
            Magnet(at: Point(x: 120, y: 60), range: 12),
            Magnet(at: Point(x: 300, y: 60), range: 12),
        ]
        let anchors = [frame.center, frame.origin]
        if let pull = magnetSnap(anchors: anchors, magnets: sockets) {
            frame = frame.offset(by: pull)
        }
        // The centre (112, 60) was 8 points from the first socket: it now sits on it.

        #expect(frame.center == Point(x: 120, y: 60))
        #expect(magnetSnap(anchors: [Point(x: 200, y: 200)], magnets: sockets) == nil)
    }

    @Test func thePieceGoesToTheNearestCellWhereItFits() {
        // A 4×3 board whose cells (1, 1) and (2, 1) are taken, and a 2×1 piece.
        let taken: Set = [GridCell(column: 1, row: 1), GridCell(column: 2, row: 1)]
        let fits = { (cell: GridCell) in
            let covered = [cell, GridCell(column: cell.column + 1, row: cell.row)]
            return covered.allSatisfy { c in
                (0..<4).contains(c.column) && (0..<3).contains(c.row) && !taken.contains(c)
            }
        }
        let grid = GridSnap(spacing: Size(width: 50, height: 50))

        // Released with its first cell's corner at (60, 45): near cell (1, 1), which is taken.
        let position = grid.fractionalCell(of: Point(x: 60, y: 45))
        let spot = nearestValidCell(to: position, radius: 1, isValid: fits)
        // spot == GridCell(column: 1, row: 0): the closest cell where the piece fits.

        #expect(spot == GridCell(column: 1, row: 0))
        #expect(nearestValidCell(to: position, radius: 0, isValid: fits) == nil)
    }

    @Test func aDropOnTheBoardLandsOnTheGrid() throws {
        var zones = DropZones<String>()
        zones.insert(DropZone(id: "board", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        let grid = GridSnap(spacing: Size(width: 40, height: 40))
        var session = DragSession<String, String>()
        var script = PointerScript()
        let resolve = { (probe: DragProbe) in zones.target(for: probe, using: CenterWithin()) }
        _ = session.press(
            "tile", frame: Rect(x: 0, y: 0, width: 40, height: 40),
            with: script.press(at: Point(x: 20, y: 20))[0], resolve: resolve)
        for event in script.drag(to: Point(x: 153, y: 98)) {
            _ = session.handle(event, resolve: resolve)
        }
        let events = session.handle(script.release()[0], resolve: resolve)
        guard case .dropped(let result) = events.last else {
            Issue.record("no drop: \(events)")
            return
        }

        var landing = result.landing
        if result.isAccepted {
            let corner = grid.snap(landing.from.origin)
            landing.destination = Rect(origin: corner, size: landing.from.size)
        }
        // Released with its corner at (133, 78), the tile glides to (120, 80).

        #expect(landing.from.origin == Point(x: 133, y: 78))
        #expect(landing.destination == Rect(x: 120, y: 80, width: 40, height: 40))
        #expect(!landing.returnsHome)
    }
}
