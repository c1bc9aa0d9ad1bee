import Chess
import DragAndDrop
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// Whatever the scene says, the status line and every announcement under it, is a
/// sentence that starts with a capital letter (announcements end with a full stop too),
/// over random play that reaches every kind of step: drags, clicks, keyboard carries,
/// the cursor, promotions, undo, redo, flips, the end of a game.
@Test func theStatusLineAndAnnouncementsAreSentencesStartingWithACapital() {
    var heard: Set<String> = []
    var statuses: Set<String> = []
    for seed in 0..<20 {
        var play = PicturePlay(seed: UInt64(seed))
        for _ in 0..<150 {
            play.step()
            heard.insert(play.app.heard)
            heard.insert(play.app.scene.notice)
            statuses.insert(play.app.status)
        }
    }
    heard.remove("")
    #expect(heard.count > 30, "many kinds of announcement were heard")
    for sentence in heard {
        #expect(sentence.first?.isUppercase == true, "starts with a capital: \(sentence)")
        #expect(
            sentence.hasSuffix(".") || sentence.hasSuffix("?"), "ends like a sentence: \(sentence)")
    }
    for status in statuses {
        #expect(status.first?.isUppercase == true, "starts with a capital: \(status)")
    }
}
