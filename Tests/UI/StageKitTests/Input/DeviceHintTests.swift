import StageKit
import Testing

@Suite("A hint in the words of the device in hand")
struct DeviceHintTests {
    @Test("a hint is reworded only while it shows in the old device's words")
    func rewording() {
        let hint = DeviceHint(touch: "Tap it.", mouse: "Click it.")
        #expect(hint.text(for: .keyboard) == "Click it.")
        #expect(hint.rewording("Click it.", from: .mouse, to: .touch) == "Tap it.")
        #expect(hint.rewording("Tap it.", from: .touch, to: .keyboard) == "Click it.")
        #expect(hint.rewording("Click it.", from: .mouse, to: .keyboard) == nil, "same words")
        #expect(hint.rewording("Moved it.", from: .mouse, to: .touch) == nil, "news stays")
    }
}
