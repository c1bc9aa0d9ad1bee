import DragAndDrop
import Geometry
import StageKit

/// Judging the card without dragging it. Keys: Tab puts the focus on the card, Enter or
/// Space picks it up, the arrows move it (shift: one stage unit), each step saying what
/// every strategy picks, Enter lets it go, Escape puts it back. Taps: a tap on the card
/// picks it and a tap anywhere on a panel's stage puts it there, centred on the tap.
extension CollisionsPage {
    /// How far an arrow moves the carried card, in stage units.
    static let keyStep = 8.0
    /// How far a press may wander and still be a tap, in points.
    static let tapSlop = 4.0

    /// Whether the keys carry the card.
    var isCarriedByKeys: Bool { drag != nil && drag?.pointer == nil }

    /// Where the card is and what each strategy picks, in words.
    var picksSentence: String {
        var sentence = "Card at \(Int(card.x.rounded())), \(Int(card.y.rounded())):"
        let picks = self.picks
        for (i, judge) in CollisionJudge.allCases.enumerated() {
            sentence +=
                (i == 0 ? " " : ", ") + judge.title + " picks "
                + (picks[i].map { "zone \($0)" } ?? "nothing")
        }
        return sentence + "."
    }

    /// Handles the keys that play without a pointer; returns whether the key was one.
    mutating func handlePlayKey(_ key: KeyEvent) -> Bool {
        if isCarriedByKeys {
            if key.matches(.enter) || key.matches(.space) {
                drag = nil
                voice.announce("Let go. \(picksSentence)")
                return true
            }
            guard let direction = key.arrowOrShiftArrow else { return false }
            let step = key.modifiers == .shift ? 1 : Self.keyStep
            moveCard(toStagePoint: card + direction.vector * step)
            voice.announce(picksSentence)
            return true
        }
        guard drag == nil else { return false }
        if key.matches(.tab) || key.matches(.tab, .shift) {
            isFocused = true
            voice.announce("The card. \(picksSentence) Enter picks it up.")
            return true
        }
        guard isFocused, key.matches(.enter) || key.matches(.space) else { return false }
        isTapped = false
        drag = Drag(pointer: nil, panel: 0, start: card, startGrab: grab)
        grab = .zero
        voice.announce(
            "Picked up the card: the arrows move it, shift and an arrow by one unit, Enter "
                + "lets it go, Escape puts it back.")
        return true
    }

    /// A tap on the card: picks it to be placed by the next tap, or lets it be.
    mutating func tapCard() {
        isFocused = true
        isTapped.toggle()
        voice.announce(
            isTapped
                ? "Selected the card: tap where it should go on any panel."
                : "The card is no longer selected.")
    }

    /// A press off the card while a tap has picked it: on a panel's stage, the card goes
    /// there, centred on the press.
    mutating func placeTapped(at location: Point) {
        guard isTapped else { return }
        isTapped = false
        for i in panels.indices where panels[i].contains(location) {
            guard let toStage = transform(forPanel: i).inverted else { continue }
            let point = toStage.apply(to: location)
            guard Self.stage.contains(point) else { continue }
            grab = .zero
            moveCard(toStagePoint: point)
            voice.announce("Placed. \(picksSentence)")
            return
        }
        voice.announce("The card stays: tap on a panel's stage.")
    }

    /// A screen reader's cursor, or Tab in the web page's mirror, on the card.
    mutating func takeFocus(_ event: FocusEvent) {
        guard event.role == .item, drag == nil else { return }
        isFocused = event.label.hasPrefix("Card in ")
    }
}
