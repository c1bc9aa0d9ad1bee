import DragAndDrop
import Geometry
import StageKit

/// Playing the nested zones without dragging. Keys: Tab puts the focus on a piece, Enter
/// or Space picks it up (`KeyboardDrag`), the arrows carry it zone to zone (`nearestPlace`),
/// Enter drops it where the zone accepts it and Escape puts it back. Taps: a tap on a piece
/// selects it and a tap in a zone puts it there (`TapToPlace`), judged by the innermost zone
/// under the tap as a drop would be. Each step is said.
extension NestedZonesPage {
    /// Where a piece carried by keys stands over each zone, as fractions of the stage: a
    /// point of the zone outside its inner zones, so the zone is the innermost one there.
    static let keySpots: [(zone: String, spot: Point)] = [
        ("Tray", Point(x: 0.23, y: 0.27)),
        ("Circles only", Point(x: 0.23, y: 0.6)),
        ("Squares only", Point(x: 0.545, y: 0.39)),
        ("Table", Point(x: 0.52, y: 0.82)),
    ]

    /// Where the place of a piece that is in no zone is named: beside the table.
    static let shelf = "the shelf"

    /// The keys and taps name zones by number, their index in `layoutFractions` (-1: the
    /// shelf), so that they share the engine code the No pointer page's numbers use.
    static func zoneName(_ number: Int) -> String {
        layoutFractions.indices.contains(number) ? layoutFractions[number].id : shelf
    }

    static func zoneNumber(_ name: String) -> Int {
        layoutFractions.firstIndex { $0.id == name } ?? -1
    }

    var announcer: Announcer<Int, Int> {
        let pieces = self.pieces
        return Announcer(
            item: { "the " + pieces[$0].shape.name.lowercased() }, location: Self.zoneName)
    }

    /// Whether a zone takes a piece when dropped (the Table only holds other zones).
    func accepts(_ index: Int, _ zone: Int) -> Bool {
        zone >= 0 && Self.answer(zone: Self.zoneName(zone), shape: pieces[index].shape) == .accepted
    }

    /// Where a piece stands over a zone when carried by keys: the zone's key spot, moved
    /// aside by its shape so that pieces in one zone never overlap.
    func keySpot(of index: Int, in zone: Int) -> Point {
        let name = Self.zoneName(zone)
        let spot = Self.keySpots.first { $0.zone == name }?.spot ?? pieces[index].spot
        return Point(x: spot.x + 0.055 * Double(pieces[index].shape.rawValue - 1), y: spot.y)
    }

    /// Handles the keys that play without a pointer; returns whether the key was one.
    mutating func handlePlayKey(_ key: KeyEvent) -> Bool {
        guard session.phase == .idle else { return false }
        if let carry = keyboard.carry { return handleCarryKey(key, carry) }
        if let next = key.tabbed(from: focus, among: pieces.count) {
            focus = next
            let piece = pieces[next]
            say(
                "\(piece.shape.name), \(piece.zone.map { "in \($0)" } ?? "on \(Self.shelf)"). "
                    + "Enter picks it up.")
            return true
        }
        guard key.matches(.enter) || key.matches(.space), let index = focus else { return false }
        taps.clear()
        let step =
            pieces[index].zone.map {
                keyboard.pickUp(index, at: Self.zoneNumber($0), announcer: announcer)
            } ?? keyboard.pickUp(index, enteringAt: Self.zoneNumber("Tray"), announcer: announcer)
        carry(index, over: keyboard.carry!.location)
        say(step.announcement)
        return true
    }

    private mutating func handleCarryKey(_ key: KeyEvent, _ carry: KeyboardDrag<Int, Int>.Carry)
        -> Bool
    {
        let index = carry.item
        if let direction = key.arrow {
            // The closures read a copy: `move` changes `keyboard` while they run.
            let page = self
            let places = Self.keySpots.map {
                let zone = Self.zoneNumber($0.zone)
                return (zone, page.windowPoint(page.keySpot(of: index, in: zone)))
            }
            let step = keyboard.move(
                direction,
                navigate: { from, toward in
                    nearestPlace(
                        from: page.windowPoint(page.keySpot(of: index, in: from)),
                        toward: toward, among: places)
                }, accepts: page.accepts, announcer: page.announcer)
            self.carry(index, over: keyboard.carry!.location)
            say(step.announcement)
            return true
        }
        guard key.matches(.enter) || key.matches(.space) else { return false }
        let page = self
        let step = keyboard.drop(accepts: page.accepts, announcer: page.announcer)
        switch step.outcome {
        case .dropped(_, _, let zone):
            place(index, in: Self.zoneName(zone), at: keySpot(of: index, in: zone))
        case .cancelled: glideBack(index, saying: step.announcement)
        default: break
        }
        say(step.announcement)
        return true
    }

    /// Shows a piece carried by keys over a zone, with what the zones there answer.
    private mutating func carry(_ index: Int, over zone: Int) {
        let point = windowPoint(keySpot(of: index, in: zone))
        pieces[index].position.animate(
            to: point, with: .spring(dampingRatio: 0.9, response: 0.25), at: time)
        noteAnswers(index, at: point)
    }

    /// A tap on a piece (a press let go without a drag): selects it for tap-to-place, or
    /// lets it go when it was selected.
    mutating func tapPiece(_ index: Int) {
        guard keyboard.carry == nil else { return }
        focus = index
        say(
            taps.tapItem(
                index, at: Self.zoneNumber(pieces[index].zone ?? Self.shelf), announcer: announcer
            )
            .announcement)
    }

    /// A press on no piece while one is selected by a tap puts it there when the zone
    /// takes it, judged as a drop: the innermost zone under the tap that accepts it, else
    /// the innermost there, which refuses it. Returns whether the press was used.
    mutating func tapPlace(at point: Point) -> Bool {
        guard keyboard.carry == nil, let selected = taps.selection?.item else { return false }
        var under = zones.zones(touching: Rect(origin: point, size: .zero))
        under.sort { zones.depth(of: $0) > zones.depth(of: $1) }
        let numbers = under.map { Self.zoneNumber($0.id) }
        let zone = numbers.first { accepts(selected, $0) } ?? numbers.first ?? -1
        let page = self
        let step = taps.tapPlace(zone, accepts: page.accepts, announcer: page.announcer)
        if case .placed(_, _, let to) = step.outcome, let frame = zones[Self.zoneName(to)]?.frame {
            let inner = frame.outset(by: -pieceSize / 2)
            place(
                selected, in: Self.zoneName(to),
                at: spot(of: inner.isEmpty ? point : inner.clamp(point)))
        }
        say(step.announcement)
        return true
    }

    /// A screen reader's cursor, or Tab in the web page's mirror, on a piece.
    mutating func takeFocus(_ event: FocusEvent) {
        guard event.role == .item, keyboard.carry == nil else { return }
        focus = pieces.indices.first { pieces[$0].shape.name == event.label } ?? focus
    }

    /// Says a step: shown in the readout and passed to screen readers, again if repeated.
    mutating func say(_ sentence: String) {
        lastDrop = sentence
        announcementCount &+= 1
    }
}
