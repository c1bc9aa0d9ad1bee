/// Dragging without a pointer: pick an item up, move it place to place with the arrow
/// keys, drop it with Enter or cancel with Escape, hearing a sentence at each step.
///
/// Places are whatever the app moves between: board cells (`GridCell`), chess squares,
/// zone ids. The app says which place lies in each direction (`navigate`; see
/// `nearestPlace(from:toward:among:)` for zones scattered freely) and which places
/// accept the item.
///
/// ```swift
/// var keyboard = KeyboardDrag<Square, Square>()
/// keyboard.pickUp(g1, at: g1, announcer: names)      // "Picked up Knight on g1. …"
/// keyboard.move(.up, navigate: step, accepts: isLegal, announcer: names)   // "Knight over g2, cannot drop here."
/// keyboard.drop(accepts: isLegal, announcer: names)  // "Dropped Knight on f3."
/// ```
public struct KeyboardDrag<ItemID: Hashable & Sendable, Location: Hashable & Sendable>: Sendable {
    /// What is being carried, from where, and where it is now.
    public struct Carry: Equatable, Sendable {
        /// The item picked up.
        public var item: ItemID
        /// Where it was picked up, or nil when it came from outside the places (a tray).
        public var origin: Location?
        /// Where it is now.
        public var location: Location
        /// Whether the item changed shape while carried (turned, flipped): then dropping
        /// it where it started is a real drop, not a cancel.
        public var isReshaped = false
    }

    /// What a step did.
    public enum Outcome: Equatable, Sendable {
        /// The item was picked up.
        case pickedUp(ItemID, at: Location)
        /// The item moved to a place.
        case moved(to: Location, accepted: Bool)
        /// Nothing lies in that direction; the item stays.
        case blocked(Direction)
        /// The item was dropped and belongs there now (`from` is nil for an item that came
        /// from outside the places).
        case dropped(ItemID, from: Location?, to: Location)
        /// The place refuses the item; it is still carried.
        case refused(ItemID, at: Location)
        /// The carry was abandoned (or dropped where it started); the item goes back to
        /// where it was picked up (nil: back outside the places, where it came from).
        case cancelled(ItemID, returnTo: Location?)
        /// The command made no sense now (nothing carried, or already carrying).
        case ignored
    }

    /// A step's outcome and the sentence to announce.
    public struct Step: Equatable, Sendable {
        /// What happened.
        public var outcome: Outcome
        /// What to tell the user, in plain words.
        public var announcement: String
        init(outcome: Outcome, announcement: String) {
            self.outcome = outcome
            self.announcement = announcement.sentenceStart
        }
    }

    /// The carry under way, if any.
    public private(set) var carry: Carry?

    /// Creates a keyboard drag with nothing carried.
    public init() {}

    /// Picks an item up at a place.
    public mutating func pickUp(
        _ item: ItemID, at location: Location, announcer: Announcer<ItemID, Location>
    ) -> Step {
        pickUp(item, from: location, at: location, announcer: announcer)
    }

    /// Picks up an item that is not at any place yet (a piece in a tray) and brings it in
    /// at `location`; dropping it there places it, cancelling sends it back outside.
    public mutating func pickUp(
        _ item: ItemID, enteringAt location: Location, announcer: Announcer<ItemID, Location>
    ) -> Step {
        pickUp(item, from: nil, at: location, announcer: announcer)
    }

    private mutating func pickUp(
        _ item: ItemID, from origin: Location?, at location: Location,
        announcer: Announcer<ItemID, Location>
    ) -> Step {
        guard carry == nil else {
            return Step(
                outcome: .ignored, announcement: "Already carrying \(announcer.item(carry!.item)).")
        }
        carry = Carry(item: item, origin: origin, location: location)
        return Step(
            outcome: .pickedUp(item, at: location),
            announcement: "Picked up \(announcer.item(item)) on \(announcer.location(location)). "
                + "Arrow keys move it, Enter drops it, Escape cancels.")
    }

    /// Moves the carried item to the next place in a direction.
    public mutating func move(
        _ direction: Direction, navigate: (Location, Direction) -> Location?,
        accepts: (ItemID, Location) -> Bool, announcer: Announcer<ItemID, Location>
    ) -> Step {
        guard var current = carry else {
            return Step(outcome: .ignored, announcement: "Nothing is picked up.")
        }
        let name = announcer.item(current.item)
        guard let next = navigate(current.location, direction) else {
            return Step(
                outcome: .blocked(direction),
                announcement:
                    "\(name) cannot move \(direction.name) from \(announcer.location(current.location))."
            )
        }
        current.location = next
        carry = current
        let ok = next == current.origin || accepts(current.item, next)
        let verdict =
            next == current.origin ? "where it started" : ok ? "can drop here" : "cannot drop here"
        return Step(
            outcome: .moved(to: next, accepted: ok),
            announcement: "\(name) over \(announcer.location(next)), \(verdict).")
    }

    /// Records that the carried item changed shape (a piece turned or flipped) and now
    /// stands at `location`, the nearest place it can be with its new shape.
    ///
    /// ```swift
    /// piece.orientation = piece.orientation.rotatedClockwise()
    /// keyboard.reshape(movingTo: nearestFit ?? clampedOntoBoard, accepts: fits, announcer: names)
    /// ```
    public mutating func reshape(
        movingTo location: Location, accepts: (ItemID, Location) -> Bool,
        announcer: Announcer<ItemID, Location>
    ) -> Step {
        guard var current = carry else {
            return Step(outcome: .ignored, announcement: "Nothing is picked up.")
        }
        current.location = location
        current.isReshaped = true
        carry = current
        let ok = accepts(current.item, location)
        return Step(
            outcome: .moved(to: location, accepted: ok),
            announcement: "\(announcer.item(current.item)) turned, over "
                + "\(announcer.location(location)), \(ok ? "can drop here" : "cannot drop here").")
    }

    /// Drops the carried item where it is: placed when accepted, still carried otherwise.
    public mutating func drop(
        accepts: (ItemID, Location) -> Bool, announcer: Announcer<ItemID, Location>
    ) -> Step {
        guard let current = carry else {
            return Step(outcome: .ignored, announcement: "Nothing is picked up.")
        }
        if current.origin == current.location && !current.isReshaped {
            return cancel(announcer: announcer)
        }
        let name = announcer.item(current.item)
        let place = announcer.location(current.location)
        guard accepts(current.item, current.location) else {
            return Step(
                outcome: .refused(current.item, at: current.location),
                announcement: "\(name) cannot be dropped on \(place).")
        }
        carry = nil
        return Step(
            outcome: .dropped(current.item, from: current.origin, to: current.location),
            announcement: "Dropped \(name) on \(place).")
    }

    /// Abandons the carry; the item goes back where it was picked up.
    public mutating func cancel(announcer: Announcer<ItemID, Location>) -> Step {
        guard let current = carry else {
            return Step(outcome: .ignored, announcement: "Nothing is picked up.")
        }
        carry = nil
        let plural = announcer.isPlural(current.item)
        let back =
            current.origin.map { "on \(announcer.location($0))" }
            ?? (plural ? "where they were" : "where it was")
        return Step(
            outcome: .cancelled(current.item, returnTo: current.origin),
            announcement:
                "Cancelled. \(announcer.item(current.item).sentenceStart) "
                + "\(plural ? "are" : "is") back \(back).")
    }
}
