import Benchmark
import Chess
import ChessScene
import DragAndDrop
import StageKit

// The computer's search at each level from a middlegame position, and to depth 3 against
// an alpha-beta baseline in the same run that differs only in trying moves unordered; one frame of the chess scene mid-drag; and one frame while the computer
// thinks its per-frame slice.

/// An Italian-game middlegame, white to move.
let middlegame: Game = {
    var game = Game()
    for san in [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O", "Re1", "a6",
    ] {
        try! game.play(san: san)
    }
    return game
}()

/// Negamax with alpha-beta and the same captures-only quiescence and evaluation as
/// `Search`, but trying moves in the generator's order: the baseline that shows what move
/// ordering buys.
func unorderedAlphaBeta(_ position: Position, depth: Int, alpha: Int, beta: Int) -> Int {
    let moves = position.legalMoves()
    if moves.isEmpty { return position.isCheck ? -100_000 : 0 }
    var alpha = alpha
    if depth <= 0 {
        let standPat = position.evaluation
        if standPat >= beta { return standPat }
        alpha = max(alpha, standPat)
    }
    for move in moves where depth > 0 || move.isCapture {
        var child = position
        child.playUnchecked(move)
        let score = -unorderedAlphaBeta(child, depth: depth - 1, alpha: -beta, beta: -alpha)
        if score >= beta { return score }
        alpha = max(alpha, score)
    }
    return alpha
}

/// The chess scene with the white knight picked up on g1, or, when the computer is to
/// think, the computer playing white at level 3 and the pointer just wandering.
func sceneFrameStart(computerThinking: Bool) -> (ChessScene, Point) {
    var scene = ChessScene(white: computerThinking ? .computer : .human, level: 3)
    scene.handle(.resize(ResizeEvent(size: Size(width: 1280, height: 800), time: 0)))
    let grab = Point(x: 743, y: 717)  // g1 at 1280×800
    if !computerThinking { scene.handle(.pointer(PointerEvent(.down, at: grab, time: 0.4))) }
    return (scene, grab)
}

func searchBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 10)
    for (number, level) in SearchLevel.all.enumerated() {
        Benchmark(
            "Search, level \(number + 1) (depth \(level.depth), at most \(level.nodeLimit) nodes), middlegame",
            configuration: configuration
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(Search.bestMove(in: middlegame, level: level))
            }
        }
    }
    let depth3 = SearchLevel(depth: 3, nodeLimit: .max)
    Benchmark(
        "Search to depth 3 with ordering and quiescence, middlegame", configuration: configuration
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Search.bestMove(in: middlegame, level: depth3))
        }
    }
    Benchmark(
        "Alpha-beta to depth 3 with quiescence, moves unordered (baseline)",
        configuration: configuration
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(
                unorderedAlphaBeta(
                    middlegame.position, depth: 3, alpha: -1_000_000, beta: 1_000_000))
        }
    }

    let frames = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(3),
        maxIterations: 2_000)
    for thinking in [false, true] {
        let name =
            thinking
            ? "Chess frame while the computer thinks (\(ChessScene.nodesPerFrame) nodes a frame)"
            : "Chess frame mid-drag, portable part (event + display list)"
        Benchmark(name, configuration: frames) { benchmark in
            var (scene, grab) = sceneFrameStart(computerThinking: thinking)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                let time = 0.5 + Double(i) / 60
                let offset = Double(i % 60)
                scene.handle(
                    .pointer(
                        PointerEvent(
                            .move, at: grab + Vector(dx: -offset, dy: -2 * offset), time: time)))
                _ = scene.advance(to: time)
                if thinking && !scene.isThinking {
                    (scene, grab) = sceneFrameStart(computerThinking: true)
                }
                blackHole(scene.displayList())
            }
        }
    }
}
