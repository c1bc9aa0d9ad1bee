// The work of a group drag that needs no client: kept here, generic over the item and zone
// types only, so that the web module holds one copy per pair of types rather than one per
// client (every client's drag code is specialised for it in Embedded Swift).
extension DragController {
    /// Lifts the lead with the group's companions, the lead on top; a stack gathers
    /// under the lead with a spring.
    mutating func liftGroup(leading lead: Item, at time: Double) {
        look.lift(group.memberItems, leading: lead, at: time)
        guard case .stack = group.arrangement else { return }
        let leadFrame = session.frame
        for (i, member) in group.members.enumerated() {
            look.pull(
                member.item, toward: group.frame(ofMember: i, leadFrame: leadFrame).center,
                at: time)
        }
    }

    /// Moves every companion with the lead.
    mutating func followGroup() {
        let leadFrame = session.frame
        var centers: [Point] = []
        centers.reserveCapacity(group.members.count)
        for i in group.members.indices {
            centers.append(group.frame(ofMember: i, leadFrame: leadFrame).center)
        }
        look.follow(group.memberItems, centers: centers)
    }

    /// The probe each companion is judged by now.
    var groupProbes: [DragProbe] {
        let leadProbe = session.probe
        var probes: [DragProbe] = []
        probes.reserveCapacity(group.members.count)
        for i in group.members.indices {
            probes.append(group.probe(ofMember: i, leadProbe: leadProbe))
        }
        return probes
    }

    /// Records where the companions and the lead would land; no landing zone is shown for
    /// a group that would not be taken.
    mutating func judged(_ targets: [DropTarget<Zone>], lead: DropTarget<Zone>) {
        group.targets = targets
        group.leadTarget = lead
        if !group.isAccepted { landingZone = nil }
    }

    /// Where each companion goes when the group is released as `result` says: the zone
    /// that takes it (nil: back home) and its glide.
    func groupLandings(for result: DropResult<Item, Zone>) -> (
        lead: Zone?, members: [(item: Item, zone: Zone?, landing: Landing)]
    ) {
        let all = group.policy == .perItem || group.isAccepted
        var members: [(item: Item, zone: Zone?, landing: Landing)] = []
        for (i, member) in group.members.enumerated() {
            let frame = group.frame(ofMember: i, leadFrame: result.landing.from)
            let target = i < group.targets.count ? group.targets[i] : .none
            let zone = all && target.isAccepted ? target.zone : nil
            let destination =
                zone == nil
                ? member.origin : (target.anchor.map { frame.centered(at: $0) } ?? frame)
            let landing = Landing(
                from: frame, destination: destination, velocity: result.landing.velocity,
                returnsHome: zone == nil)
            members.append((member.item, zone, landing))
        }
        return (all && result.isAccepted ? result.target.zone : nil, members)
    }

    /// The glide home of each companion, from where it is drawn beside a lead let go at
    /// `landing` (or, with none, from where it is drawn now).
    func groupReturns(from landing: Landing?) -> [(item: Item, landing: Landing)] {
        var returns: [(item: Item, landing: Landing)] = []
        for (i, member) in group.members.enumerated() {
            let frame: Rect
            if let landing {
                frame = group.frame(ofMember: i, leadFrame: landing.from)
            } else {
                let center = look.pose(of: member.item)?.position ?? member.origin.center
                frame = Rect(center: center, size: member.origin.size)
            }
            returns.append(
                (
                    member.item,
                    Landing(
                        from: frame, destination: member.origin,
                        velocity: landing?.velocity ?? .zero, returnsHome: true)
                ))
        }
        return returns
    }
}
