/// Everything a scene's drags need to remember, in one value: the pointer session, the
/// keyboard carry, where the carried item would land, and how every item looks.
///
/// A scene stores one and conforms to `DragClient`; the client's methods
/// (`dragPointer(_:)`, `pickUpByKeys(_:from:at:announcer:)`, `place(_:in:)`…) drive it.
/// The presentation (`look`) is also where the scene animates its items for other
/// reasons (a piece that turns, a taken piece that fades), so that one animator knows
/// where everything is drawn.
///
/// ```swift
/// struct Board: DragClient {
///     var drag = DragController<PieceID, Square>(activation: .distance(4))
///     // pick, target, pickUp, commit, restore…
/// }
/// ```
public struct DragController<Item: Hashable & Sendable, Zone: Hashable & Sendable>: Sendable {
    /// The pointer drag: press, activation, dragging, drop or cancel.
    public internal(set) var session: DragSession<Item, Zone>
    /// The drag without a pointer: picked up by keys, moved place to place.
    public internal(set) var keyboard = KeyboardDrag<Item, Zone>()
    /// How every item looks: lifted, following the pointer, gliding into place.
    public var look = DragPresentation<Item>()
    /// The zone that would take the carried item if it were dropped now, if any (none
    /// when a group is carried that would not all be taken, under its policy).
    public internal(set) var landingZone: Zone?
    /// The other items carried with the one pressed (the rest of a selection), and how
    /// they travel and land.
    public var group = GroupDrag<Item, Zone>()

    /// Creates a controller whose presses become drags under `activation` (a mouse or
    /// pen) and `touchActivation` (a finger). Without a touch rule a finger waits for a
    /// short press (``ActivationRule/touchPress``), unless `activation` is immediate (a
    /// handle, which a finger drags at once too).
    public init(activation: ActivationRule = .distance(4), touchActivation: ActivationRule? = nil) {
        let touch = touchActivation ?? (activation == .immediate ? .immediate : .touchPress)
        session = DragSession(
            configuration: .init(activation: activation, touchActivation: touch))
    }

    /// Whether a pointer press waits for time to pass before it can become a drag (a
    /// finger held still): a scene keeps asking for ticks while it does.
    public var isWaitingForDelay: Bool { session.isWaitingForDelay }

    /// How far past the border of the zone it is over the item must go before another
    /// zone takes over (``DragSession/Configuration/targetMargin``): a scene may change it
    /// at any time, even mid-drag.
    public var targetMargin: Double {
        get { session.configuration.targetMargin }
        set { session.configuration.targetMargin = newValue }
    }

    /// The item carried right now, by the pointer (once the drag started) or by keys.
    public var carried: Item? { session.liftedItem ?? keyboard.carry?.item }

    /// The item pressed or carried: a press not yet a drag counts too.
    public var held: Item? { session.item ?? keyboard.carry?.item }

    /// Whether nothing is pressed, dragged or carried.
    public var isIdle: Bool { session.phase == .idle && keyboard.carry == nil }

    /// Whether a pointer drag (not a mere press) is under way.
    public var isDragging: Bool { session.phase == .dragging }
}
