import Chess
import DragAndDrop
import StageKit
import TestSupport
@testable import ChessScene

/// Plays chess through pointer and key events with a scripted clock, as a hand would.
struct ChessDriver {
    var scene: ChessScene
    var script = PointerScript()

    init(
        fen: String? = nil, white: ChessScene.Player = .human, black: ChessScene.Player = .human,
        level: Int = 1,
        storage: PGNStorage? = nil, size: Size = Size(width: 1280, height: 800)
    ) {
        let start = fen.map { try! Position(fen: $0) } ?? .initial
        scene = ChessScene(start: start, white: white, black: black, level: level, storage: storage)
        scene.handle(.resize(ResizeEvent(size: size, time: 0)))
    }

    /// The centre of a square such as "e4", as the board is drawn now.
    func center(_ name: String) -> Point { scene.layout.frame(of: Square(name)!).center }

    /// Sends pointer events, advancing the scene's clock with them.
    mutating func send(_ events: [PointerEvent]) {
        for event in events {
            _ = scene.advance(to: event.time)
            scene.handle(.pointer(event))
        }
    }

    /// Drags the piece on `from` to the centre of `to` (or to a point), then releases.
    mutating func drag(_ from: String, to: String, release: Bool = true) {
        drag(from, toPoint: center(to), release: release)
    }

    mutating func drag(_ from: String, toPoint end: Point, release: Bool = true) {
        send(script.press(at: center(from)))
        send(script.drag(to: end, steps: 10, duration: 0.2))
        if release { send(script.release()) }
    }

    /// Clicks a square (press and release in place).
    mutating func click(_ name: String) {
        send(script.tap(at: center(name)))
        wait(0.05)
    }

    /// Presses a key or chord, such as `enter`, `escape` or `ctrl+shift+z`.
    mutating func key(_ chord: String) {
        script.wait(0.01)
        _ = scene.advance(to: script.time)
        scene.handle(.key(try! KeyEvent(parsing: chord, time: script.time)))
    }

    /// Types text into whatever has the focus.
    mutating func type(_ text: String) {
        script.wait(0.01)
        scene.handle(.text(TextInput(text, time: script.time)))
    }

    /// Lets time pass, a frame at a time (animations move, the computer thinks).
    mutating func wait(_ seconds: Double) {
        let end = script.time + seconds
        while script.time < end {
            script.wait(1.0 / 60)
            _ = scene.advance(to: script.time)
        }
    }

    /// Plays moves given in SAN by dragging, as a player would.
    mutating func play(_ moves: [String]) {
        for san in moves {
            let move = try! scene.game.position.move(san: san)
            drag(move.from.name, to: move.to.name)
            if let promotion = move.promotion { key(String(promotion.letter).lowercased()) }
            wait(0.3)
        }
    }

    /// Clicks a toolbar button by its identifier.
    mutating func press(button id: String) {
        send(script.tap(at: scene.toolbar.button(id)!.frame.center))
    }

    /// Clicks a segment of a toolbar picker.
    mutating func choose(_ index: Int, in picker: String) {
        send(script.tap(at: scene.toolbar.picker(picker)!.segmentFrame(index).center))
    }

    /// Where a piece (by the square it stands on) is drawn now.
    func drawnCenter(of name: String) -> Point? {
        scene.ids[Square(name)!].flatMap { scene.look.pose(of: $0)?.position }
    }

    var fen: String { scene.game.position.fen }

    var list: DisplayList { scene.displayList() }
}
