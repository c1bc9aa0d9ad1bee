import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

@Suite struct SavedStateTextTests {
    var app = SceneDriver(BoardScene())

    @Test mutating func theBoardIsKeptAsTheFileFormatAndComesBackWhole() throws {
        let doing = app.frame(ofColumn: "Doing")
        app.drag(
            from: app.frame(of: "Call the plumber").center,
            to: Point(x: doing.midX, y: app.frame(of: "Write the report").minY + 4))
        #expect(app.cardsSeen(in: "Doing") == ["Call the plumber", "Write the report"])
        let kept = try #require(app.scene.savedStateText)
        #expect(kept.hasPrefix("{\n  \"columns\" : [") && kept.contains("\"version\" : 1"))
        let restored = try BoardJSON.decode(Array(kept.utf8))
        #expect(restored == app.scene.board && restored != .sample)
        let again = SceneDriver(BoardScene(board: restored))
        #expect(again.cardsSeen(in: "Doing") == ["Call the plumber", "Write the report"])
        #expect(BoardScene(board: restored).savedStateText == kept)
    }

    @Test mutating func aCardBeingDraggedIsKeptWhereItWasPickedUp() {
        let kept = app.scene.savedStateText
        let done = app.frame(ofColumn: "Done")
        app.pickUp("Plan the week", andHoldAt: Point(x: done.midX, y: done.midY))
        app.wait(0.3)
        #expect(app.scene.savedStateText == kept)
        app.release()
        app.settle()
        #expect(app.scene.savedStateText != kept)
    }
}
