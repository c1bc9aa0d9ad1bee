import DragAndDrop
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// Pentominoes on phones and a tablet: the board and the tray below it fit the window,
/// every piece can be reached, and a piece is placed and turned by hand.
@Suite struct PhoneTests {
    static let sizes = [
        Size(width: 320, height: 480), Size(width: 360, height: 640),
        Size(width: 390, height: 844), Size(width: 844, height: 390),
        Size(width: 768, height: 1024),
    ]

    /// Upright, the tray lies below the board; on its side, beside it.
    @Test(arguments: sizes)
    func theBoardAndEveryPieceFitTheWindowWithTheTrayBelowOrBesideTheBoard(size: Size) {
        var game = SceneDriver(PentominoesScene(board: .sixByTen), size: size)
        game.settle()
        let window = Rect(origin: .zero, size: size)
        let board = game.board
        #expect(window.contains(board) && board.minY >= Theme.standard.toolbarHeight)
        for piece in PieceName.allCases {
            let frame = game.piece(Character(piece.letter)).frame
            #expect(window.contains(frame), "\(piece.letter) at \(size): \(frame)")
            if size.height > size.width {
                #expect(frame.minY >= board.maxY, "\(piece.letter) rests below the board")
            } else {
                #expect(frame.minX >= board.maxX, "\(piece.letter) rests beside the board")
            }
            #expect(frame.intersection(board) == nil)
        }
    }

    @Test(arguments: sizes)
    func eachPieceIsPlacedByDraggingItOntoTheBoard(size: Size) {
        var game = SceneDriver(PentominoesScene(board: .sixByTen), size: size)
        game.settle()
        game.drag("X", cornerTo: 0, column: 0)
        game.settle()
        #expect(game.modelCells["X"] == "0,1 1,0 1,1 1,2 2,1")
        #expect(game.isDrawnInPlace("X"))
        // The piece furthest down the tray is reached and placed too.
        let lowest = PieceName.allCases.max {
            game.piece(Character($0.letter)).frame.maxY
                < game.piece(Character($1.letter)).frame.maxY
        }!
        let letter = Character(lowest.letter)
        game.drag(letter, cornerTo: 3, column: 5)
        game.settle()
        #expect(game.modelCells[letter] != nil, "\(letter) at \(size) is on the board")
        #expect(game.isDrawnInPlace(letter))
    }

    @Test func aPiecePlacedOnAPhoneTurnsWithATap() {
        var game = SceneDriver(
            PentominoesScene(board: .sixByTen), size: Size(width: 390, height: 844))
        game.settle()
        game.drag("L", cornerTo: 1, column: 1)
        game.settle()
        let placed = game.modelCells["L"]
        #expect(placed != nil)
        game.tap(at: game.grabPoint("L"))
        game.settle()
        #expect(game.modelCells["L"] != nil && game.modelCells["L"] != placed, "turned in place")
        #expect(game.isDrawnInPlace("L"))
    }
}

/// The first words speak of the device in hand: clicks with a mouse, taps after a finger,
/// and clicks again after a mouse's click; a board chosen later greets in the same words.
@Suite struct GreetingWordsTests {
    @Test func theGreetingFollowsTheDeviceInHand() {
        let phone = Size(width: 390, height: 844)
        var game = SceneDriver(PentominoesScene(board: .sixByTen), size: phone)
        #expect(game.scene.status.contains("Click a piece"))
        game.pointerKind = .touch
        game.tap(at: Point(x: 200, y: 30))
        #expect(game.scene.status.contains("Tap a piece"), "\(game.scene.status)")
        game.pointerKind = .mouse
        game.tap(at: Point(x: 200, y: 30))
        #expect(game.scene.status.contains("Click a piece"), "\(game.scene.status)")
    }
}
