import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
@testable import PentominoesScene

/// Plays the game through pointer and key events with a scripted clock, as a hand would.
struct PentominoesDriver {
    var scene: PentominoesScene
    var script = PointerScript()

    init(board: BuiltInBoard = .sixByTen, size: Size = Size(width: 1280, height: 800)) {
        scene = PentominoesScene(board: board)
        scene.handle(.resize(ResizeEvent(size: size, time: 0)))
    }

    /// A point over one of the piece's cells, where it is drawn now.
    func grabPoint(of piece: PieceName) -> Point {
        let frame = scene.drawnFrame(of: piece)
        let cell = piece.cells(in: scene.orientations[piece.index])[0]
        let c = scene.layout.cell
        return Point(
            x: frame.minX + (Double(cell.column) + 0.5) * c,
            y: frame.minY + (Double(cell.row) + 0.5) * c)
    }

    /// Sends pointer events to the scene, advancing its clock with them.
    mutating func send(_ events: [PointerEvent]) {
        for event in events {
            _ = scene.advance(to: event.time)
            scene.handle(.pointer(event))
        }
    }

    /// Drags a piece so that its top-left corner ends `offset` cells from `cell`'s corner
    /// (a fraction of a cell off, to test the search for the nearest fit), then releases.
    mutating func drag(
        _ piece: PieceName, toCell cell: Cell, offset: (x: Double, y: Double) = (0.2, 0.2),
        release: Bool = true
    ) {
        let start = grabPoint(of: piece)
        let topLeft = scene.drawnFrame(of: piece).origin
        let target = scene.layout.frame(of: cell).origin
        let c = scene.layout.cell
        let end = start + (Point(x: target.x + offset.x * c, y: target.y + offset.y * c) - topLeft)
        send(script.press(at: start))
        send(script.drag(to: end, steps: 12, duration: 0.3))
        if release { send(script.release()) }
    }

    /// Lets time pass (animations settle, pending taps resolve).
    mutating func wait(_ seconds: Double) {
        let end = script.time + seconds
        while script.time < end {
            script.wait(1.0 / 60)
            _ = scene.advance(to: script.time)
        }
    }

    /// Taps a point (twice for a double tap), then waits for the tap to be decided.
    mutating func tap(at p: Point, times: Int = 1) {
        for i in 0..<times {
            if i > 0 { script.wait(0.08) }
            send(script.tap(at: p))
        }
        wait(0.6)
    }

    /// Presses a key or chord, such as `r`, `escape` or `ctrl+shift+z`.
    mutating func key(_ chord: String) {
        script.wait(0.01)
        scene.handle(.key(try! KeyEvent(parsing: chord, time: script.time)))
    }

    /// The board rows as strings, for comparing with pictures.
    var rows: [String] { scene.stateDescription.split(separator: "\n").map(String.init) }
}
