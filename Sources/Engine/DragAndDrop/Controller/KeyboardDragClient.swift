/// A drag client whose items can also be carried by keys, or placed by tapping a place:
/// it says which places take an item and where an item is drawn at a place. Drops made
/// this way go through the same `commit` and `restore` as pointer drops.
public protocol KeyboardDragClient: DragClient {
    /// Whether `zone` takes `item` (a keyboard drop there would be committed).
    func accepts(_ item: DragItem, at zone: DragZone) -> Bool

    /// The frame `item` is drawn in at `zone`, in window points.
    func frame(of item: DragItem, at zone: DragZone) -> Rect
}

extension KeyboardDragClient {
    /// Picks `item` up by keys at `location`; `origin` is the place it came from, or nil
    /// when it comes from outside the places (a tray). It is lifted and glides over
    /// `location`, and so do its ``DragClient/companions(of:)``: the steps are then said of
    /// the group ("Picked up 3 cards on To do.").
    public mutating func pickUpByKeys(
        _ item: DragItem, from origin: DragZone?, at location: DragZone,
        announcer: Announcer<DragItem, DragZone>, time: Double
    ) -> KeyboardDrag<DragItem, DragZone>.Step {
        guard drag.session.phase == .idle else {
            return .init(outcome: .ignored, announcement: "Finish the drag under way first.")
        }
        guard drag.keyboard.carry == nil else {
            return drag.keyboard.pickUp(item, at: location, announcer: speaker(announcer))
        }
        let home = frame(of: item, at: origin ?? location)
        let companions = companions(of: item)
        drag.group.begin(lead: item, from: home, companions: companions)
        let names = speaker(announcer)
        let step =
            origin.map { drag.keyboard.pickUp(item, at: $0, announcer: names) }
            ?? drag.keyboard.pickUp(item, enteringAt: location, announcer: names)
        guard case .pickedUp = step.outcome else {
            drag.group.end()
            return step
        }
        pickUp(item)
        for member in drag.group.memberItems { pickUp(member) }
        drag.look.lift(drag.group.memberItems, leading: item, at: time)
        followCarry(at: time)
        return step
    }

    /// Moves the carried item to the next place in a direction (`navigate` says which).
    public mutating func moveCarry(
        _ direction: Direction, navigate: (DragZone, Direction) -> DragZone?,
        announcer: Announcer<DragItem, DragZone>, time: Double
    ) -> KeyboardDrag<DragItem, DragZone>.Step {
        let step = drag.keyboard.move(
            direction, navigate: navigate, accepts: acceptance(), announcer: speaker(announcer))
        followCarry(at: time)
        return step
    }

    /// Records that the carried item changed shape and now stands at `location`.
    public mutating func reshapeCarry(
        movingTo location: DragZone, announcer: Announcer<DragItem, DragZone>, time: Double
    ) -> KeyboardDrag<DragItem, DragZone>.Step {
        let step = drag.keyboard.reshape(
            movingTo: location, accepts: acceptance(), announcer: speaker(announcer))
        followCarry(at: time)
        return step
    }

    /// Drops the carried item where it is: committed when the place takes it, still
    /// carried when it does not, put back when it is where it started.
    public mutating func dropCarry(
        announcer: Announcer<DragItem, DragZone>, time: Double
    ) -> KeyboardDrag<DragItem, DragZone>.Step {
        let step = drag.keyboard.drop(accepts: acceptance(), announcer: speaker(announcer))
        switch step.outcome {
        case .dropped(let item, _, let zone):
            guard drag.group.isActive else {
                settle(item, in: zone, landing: landingHere(item, at: zone), at: time)
                break
            }
            let group = drag.group
            for carried in group.items {
                // Under all-or-nothing every item accepts, or the drop was refused.
                let taken = accepts(carried, at: zone) ? zone : nil
                settle(carried, in: taken, landing: landingHere(carried, at: zone), at: time)
            }
            drag.group.end()
        case .cancelled(let item, let origin):
            putBackCompanions(from: nil, at: time)
            putBack(item, from: landingHere(item, at: origin), at: time)
        default:
            break
        }
        return step
    }

    /// Abandons the carry; the item goes back exactly as it was picked up.
    public mutating func cancelCarry(
        announcer: Announcer<DragItem, DragZone>, time: Double
    ) -> KeyboardDrag<DragItem, DragZone>.Step {
        let step = drag.keyboard.cancel(announcer: speaker(announcer))
        if case .cancelled(let item, let origin) = step.outcome {
            putBackCompanions(from: nil, at: time)
            putBack(item, from: landingHere(item, at: origin), at: time)
        }
        return step
    }

    /// Places `item` in `zone` without a drag (a tap on a place after a tap on the item):
    /// picked up and dropped there at once, through the same `pickUp` and `commit` as a
    /// drag.
    /// - Returns: whether the place took it.
    @discardableResult
    public mutating func place(_ item: DragItem, in zone: DragZone, time: Double) -> Bool {
        guard drag.isIdle, accepts(item, at: zone) else { return false }
        let frame = frame(of: item, at: zone)
        let here = drag.look.pose(of: item).map { Rect(center: $0.position, size: frame.size) }
        pickUp(item)
        settle(
            item, in: zone,
            landing: Landing(from: here ?? frame, destination: frame, returnsHome: false),
            at: time)
        return true
    }

    /// Ends any drag or carry at once, for the app's own reasons (a new game): the item
    /// goes back.
    public mutating func cancelAnyDrag(announcer: Announcer<DragItem, DragZone>, time: Double) {
        cancelDrag(.app, at: time)
        _ = cancelCarry(announcer: announcer, time: time)
    }

    /// `accepts(_:at:)` on a snapshot of the client (the carry is being changed while it
    /// asks), let go at the end of the statement that asks; for a group, as the group's
    /// policy judges it (``GroupDrag/accepting(_:)``).
    private func acceptance() -> (DragItem, DragZone) -> Bool {
        let me = self
        return drag.group.accepting { me.accepts($0, at: $1) }
    }

    /// The announcer, naming the lead of a carried group as the whole group.
    private func speaker(_ announcer: Announcer<DragItem, DragZone>) -> Announcer<
        DragItem, DragZone
    > {
        drag.group.speaker(announcer)
    }

    /// A still landing from where `item` is drawn now, sized as it is at `zone` (or at
    /// its own place when there is none).
    private func landingHere(_ item: DragItem, at zone: DragZone?) -> Landing {
        let size = zone.map { frame(of: item, at: $0).size } ?? .zero
        let center = drag.look.pose(of: item)?.position ?? .zero
        let here = Rect(center: center, size: size)
        return Landing(from: here, destination: here, returnsHome: true)
    }

    /// Glides the carried item (and its companions, a little apart) over its place, and
    /// marks the place when it would take it (the whole group, under all-or-nothing).
    public mutating func followCarry(at time: Double) {
        guard let carry = drag.keyboard.carry else { return }
        drag.look.pull(
            carry.item, toward: frame(of: carry.item, at: carry.location).center, at: time)
        for (i, member) in drag.group.members.enumerated() {
            let spot =
                frame(of: member.item, at: carry.location).center
                + drag.group.keyboardStep * Double(i + 1)
            drag.look.pull(member.item, toward: spot, at: time)
        }
        drag.landingZone = acceptance()(carry.item, carry.location) ? carry.location : nil
    }
}
