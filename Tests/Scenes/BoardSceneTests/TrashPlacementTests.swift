import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// Issue 24: nothing a card can be dropped on hides another place it can be dropped. While
/// a card is carried, the trash sits in a bar of its own below the columns.
struct TrashPlacementTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 1280, height: 800),
        Size(width: 2560, height: 1600),
    ]

    /// Three columns long enough to reach the bottom of any window.
    static var fullBoard: Board {
        var board = Board()
        do throws(BoardError) {
            for title in ["To do", "Doing", "Done"] {
                let column = try board.addColumn(title)
                for n in 1...30 { try board.addCard("\(title) \(n)", toColumn: column) }
            }
        } catch {
            preconditionFailure("the board is valid: \(error)")
        }
        return board
    }

    @Test(arguments: sizes)
    func theTrashCoversNoColumnAndNoAddButton(size: Size) throws {
        var app = SceneDriver(BoardScene(board: Self.fullBoard), size: size)
        let card = app.frame(of: "To do 1")
        app.pickUp("To do 1", andHoldAt: card.center + Vector(dx: 30, dy: 20))
        app.wait(0.6)
        let trash = try #require(app.seen(.place, "Trash")?.frame)
        let columns = app.seen(.place).filter { $0.label != "Trash" }
        #expect(columns.count == app.scene.board.columns.count)
        for column in columns {
            #expect(!trash.intersects(column.frame), "\(size): the trash covers \(column.label)")
        }
        for container in app.scene.cards.containers {
            let area = try #require(container.dropArea)
            #expect(!trash.intersects(area), "\(size): the trash covers a column's drop area")
        }
        let adds = app.seen(.control).filter { $0.label.hasPrefix("Add a card to") }
        #expect(adds.count == app.scene.board.columns.count)
        for add in adds {
            #expect(!trash.intersects(add.frame), "\(size): the trash covers \(add.label)")
        }
        // Every add button can be pointed at without lighting the trash.
        for add in adds {
            app.drag(to: add.frame.center, steps: 4)
            #expect(app.seen(.place, "Trash")?.value == "", "\(size): \(add.label) is no trash")
        }
        app.drag(to: trash.center, steps: 4)
        #expect(app.seen(.place, "Trash")?.value == "over")
        app.key("escape")
        app.release()
        app.settle()
        #expect(app.seen(.place, "Trash") == nil)
    }

    /// At 1280×800 the third column's last card and its add button take a card, never the
    /// trash: a drop there moves the card, it does not delete it.
    @Test func aDropAtTheFootOfTheThirdColumnMovesTheCard() throws {
        var app = SceneDriver(BoardScene(board: Self.fullBoard))
        let done = app.frame(ofColumn: "Done")
        app.pickUp("To do 1", andHoldAt: Point(x: done.midX, y: done.maxY - 60))
        app.wait(0.6)
        let column = app.frame(ofColumn: "Done")
        app.drag(to: Point(x: column.midX, y: column.maxY - 10), steps: 4)
        #expect(app.seen(.place, "Trash")?.value == "", "the foot of “Done” is not the trash")
        app.release()
        app.settle()
        #expect(app.scene.board.columns[2].cards.contains { $0.title == "To do 1" })
        #expect(app.scene.board.columns.map { $0.cards.count } == [29, 30, 31])
    }
}
