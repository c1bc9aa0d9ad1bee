/// The items dragged along with the one pressed: the rest of a selection, carried by the
/// pointer or the keys and judged, landed or put back item by item.
///
/// A scene turns it on by naming the companions of a pressed item
/// (``DragClient/companions(of:)``, usually the rest of its ``Selection``) and chooses how
/// they travel (``arrangement``) and how a drop is judged (``policy``). The drag itself is
/// the one ``DragSession``: the pressed item leads, and every companion keeps its place
/// relative to it (or gathers into a stack under it).
///
/// ```swift
/// var drag = DragController<TileID, BinID>()
/// drag.group.arrangement = .stack()      // gathered under the pointer, with a count
/// drag.group.policy = .perItem           // each tile lands where it can
/// // while dragging:
/// drag.group.count                       // 3: the lead and two companions
/// drag.group.isAccepted                  // whether a drop now would be taken
/// ```
public struct GroupDrag<Item: Hashable & Sendable, Zone: Hashable & Sendable>: Sendable {
    /// How companions travel with the item that leads the drag.
    public enum Arrangement: Equatable, Sendable {
        /// Each keeps its offset from the lead, as they lay.
        case keepOffsets
        /// They gather under the lead, each `step` further down and right, so that the
        /// app can draw a stack with a count.
        case stack(step: Vector = Vector(dx: 5, dy: 5))
    }

    /// How a drop of the group is judged.
    public enum Policy: Equatable, Sendable {
        /// Every item must be accepted where it is, or none lands: all glide back.
        case allOrNothing
        /// Each item accepted where it is lands; the others glide back.
        case perItem
    }

    /// A companion, and its frame (window points) when the drag began: where it goes back.
    public struct Member: Equatable, Sendable {
        /// The companion.
        public var item: Item
        /// Its frame when picked up.
        public var origin: Rect
    }

    /// How companions travel. Default: ``Arrangement/keepOffsets``.
    public var arrangement = Arrangement.keepOffsets
    /// How a drop is judged. Default: ``Policy/allOrNothing``.
    public var policy = Policy.allOrNothing
    /// How far apart companions stand when carried by keys to one place, so that they can
    /// be told apart there. Default: 6 points down and right each.
    public var keyboardStep = Vector(dx: 6, dy: 6)

    /// The item leading the drag, while a group is carried.
    public internal(set) var lead: Item?
    /// The lead's frame when it was picked up.
    public internal(set) var leadOrigin = Rect.zero
    /// The companions, in the order they were given; empty when one item is dragged.
    public internal(set) var members: [Member] = []
    /// Where each companion is judged to land now (same order as ``members``), refreshed
    /// on every pointer move.
    public internal(set) var targets: [DropTarget<Zone>] = []
    /// Where the lead is judged to land now.
    public internal(set) var leadTarget = DropTarget<Zone>.none
    /// The companions' items, kept beside ``members`` so that judging them on every move
    /// builds no array.
    var memberItems: [Item] = []

    /// Creates a group with the default arrangement and policy, carrying nothing.
    public init() {}

    /// Whether several items are carried.
    public var isActive: Bool { lead != nil && !members.isEmpty }

    /// How many items are carried: the lead and its companions (0 when none is).
    public var count: Int { lead == nil ? 0 : members.count + 1 }

    /// Every item carried, the lead first.
    public var items: [Item] {
        guard let lead else { return [] }
        var all = [lead]
        all.reserveCapacity(members.count + 1)
        for member in members { all.append(member.item) }
        return all
    }

    /// Whether a drop now would be taken: under ``Policy/allOrNothing`` every item is
    /// accepted where it is; under ``Policy/perItem`` at least one is.
    public var isAccepted: Bool {
        switch policy {
        case .allOrNothing:
            return leadTarget.isAccepted && targets.allSatisfy { $0.isAccepted }
        case .perItem:
            return leadTarget.isAccepted || targets.contains { $0.isAccepted }
        }
    }

    /// How many items are accepted where they are now.
    public var acceptedCount: Int {
        (leadTarget.isAccepted ? 1 : 0) + targets.reduce(0) { $0 + ($1.isAccepted ? 1 : 0) }
    }

    /// The frame companion `index` is drawn in, for the lead drawn in `leadFrame`.
    public func frame(ofMember index: Int, leadFrame: Rect) -> Rect {
        let member = members[index]
        switch arrangement {
        case .keepOffsets:
            return member.origin.offset(by: leadFrame.origin - leadOrigin.origin)
        case .stack(let step):
            return Rect(
                center: leadFrame.center + step * Double(index + 1), size: member.origin.size)
        }
    }

    /// The probe companion `index` is judged by, for the lead's probe: its own frame, and
    /// the pointer where it would be had the companion been grabbed at the same spot
    /// (under the lead's pointer for a stack, so that the whole stack lands together).
    public func probe(ofMember index: Int, leadProbe: DragProbe) -> DragProbe {
        let frame = frame(ofMember: index, leadFrame: leadProbe.frame)
        switch arrangement {
        case .keepOffsets:
            return DragProbe(
                pointer: leadProbe.pointer + (frame.origin - leadProbe.frame.origin), frame: frame)
        case .stack:
            return DragProbe(pointer: leadProbe.pointer, frame: frame)
        }
    }

    /// Starts carrying `lead`, picked up in `leadOrigin`, with `companions` (the lead
    /// itself and repeats left out).
    mutating func begin(
        lead: Item, from leadOrigin: Rect, companions: [(item: Item, frame: Rect)]
    ) {
        end()
        var seen: Set<Item> = [lead]
        for companion in companions where seen.insert(companion.item).inserted {
            members.append(Member(item: companion.item, origin: companion.frame))
            memberItems.append(companion.item)
        }
        guard !members.isEmpty else { return }
        self.lead = lead
        self.leadOrigin = leadOrigin
        targets = Array(repeating: .none, count: members.count)
    }

    /// Whether a place takes `item`, for the keys: the lead of a carried group is taken
    /// when every item is (all or nothing) or when any is (per item).
    func accepting(_ accepts: @escaping (Item, Zone) -> Bool) -> (Item, Zone) -> Bool {
        guard isActive, let lead else { return accepts }
        let items = self.items
        let policy = self.policy
        return { item, zone in
            guard item == lead else { return accepts(item, zone) }
            switch policy {
            case .allOrNothing: return items.allSatisfy { accepts($0, zone) }
            case .perItem: return items.contains { accepts($0, zone) }
            }
        }
    }

    /// `announcer`, naming the lead of a carried group as the whole group.
    func speaker(_ announcer: Announcer<Item, Zone>) -> Announcer<Item, Zone> {
        guard isActive, let lead else { return announcer }
        return announcer.naming(lead, asGroupOf: count)
    }

    /// Forgets the carried items.
    mutating func end() {
        lead = nil
        members.removeAll()
        memberItems.removeAll()
        targets.removeAll()
        leadTarget = .none
    }
}
