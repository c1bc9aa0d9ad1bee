/// What a drag session reports as it goes.
///
/// A session that started (`.started`) always ends with exactly one `.dropped` or
/// `.cancelled`, after which the item is over no zone (no `.exited` is reported for the
/// zone it ended over). A press released before the drag started reports `.tapped`.
public enum DragEvent<ItemID: Hashable & Sendable, ZoneID: Hashable & Sendable>: Equatable, Sendable
{
    /// The press became a drag; draw the item lifted above everything else.
    case started(ItemID)
    /// The item came over a zone.
    case entered(ZoneID)
    /// The item moved; `target` says which zone it is over and what the zone says.
    case over(DropTarget<ZoneID>)
    /// The item left a zone (also when the zone was removed mid-drag).
    case exited(ZoneID)
    /// The item was released. It glides to `landing.destination`: its final place when
    /// the drop was accepted, back to where it came from otherwise.
    case dropped(DropResult<ItemID, ZoneID>)
    /// The drag was abandoned; the item glides back to where it came from.
    case cancelled(ItemID, reason: CancelReason, landing: Landing)
    /// The press ended before the drag started: a tap on the item.
    case tapped(ItemID)
}

/// Why a drag was cancelled.
public enum CancelReason: Equatable, Sendable {
    /// The user pressed Escape.
    case escape
    /// The system took the pointer away.
    case pointerCancelled
    /// The pointer was pressed again without a release in between (a lost release).
    case pointerLost
    /// The app cancelled the drag.
    case app
}

/// How a released item ends up.
public struct DropResult<ItemID: Hashable & Sendable, ZoneID: Hashable & Sendable>: Equatable,
    Sendable
{
    /// The dragged item.
    public var item: ItemID
    /// The zone it was released over, and what that zone said.
    public var target: DropTarget<ZoneID>
    /// Where the item should glide to, and from where.
    public var landing: Landing

    /// Whether the zone took the item.
    public var isAccepted: Bool { target.isAccepted }
}

/// The glide that ends a drag: from where the item was released to where it rests.
/// Nothing ever jumps: hand this to an animator.
public struct Landing: Equatable, Sendable {
    /// The item's frame when released.
    public var from: Rect
    /// The frame it rests in: in its zone when accepted, where it came from otherwise.
    public var destination: Rect
    /// The pointer's velocity at release, in points per second, so the glide flows on.
    public var velocity: Vector
    /// Whether the item is going back to where it came from.
    public var returnsHome: Bool

    /// Creates a landing, for a destination the app chooses itself (a piece refused by
    /// the board goes to its tray slot rather than where it was picked up).
    ///
    /// ```swift
    /// let home = Landing(from: result.landing.from, destination: traySlot,
    ///                    velocity: result.landing.velocity, returnsHome: true)
    /// ```
    public init(from: Rect, destination: Rect, velocity: Vector = .zero, returnsHome: Bool) {
        self.from = from
        self.destination = destination
        self.velocity = velocity.isFinite ? velocity : .zero
        self.returnsHome = returnsHome
    }
}
