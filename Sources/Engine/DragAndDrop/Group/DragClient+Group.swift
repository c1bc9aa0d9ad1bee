/// The pointer drag of a group: the companions of the pressed item are lifted with it,
/// follow it, are judged on every move and land or go back each through the client's own
/// `commit`, `refused` and `restore`, as a lone item does.
extension DragClient {
    /// Lifts `lead` with its companions (``companions(of:)``), the lead drawn on top; a
    /// stack gathers under the lead with a spring.
    mutating func liftWithCompanions(_ lead: DragItem, at time: Double) {
        drag.group.begin(lead: lead, from: drag.session.origin, companions: companions(of: lead))
        guard drag.group.isActive else {
            drag.look.lift(lead, at: time)
            return
        }
        for member in drag.group.members { pickUp(member.item) }
        drag.look.lift(drag.group.memberItems, leading: lead, at: time)
        let group = drag.group
        let leadFrame = drag.session.frame
        if case .stack = group.arrangement {
            for (i, member) in group.members.enumerated() {
                let frame = group.frame(ofMember: i, leadFrame: leadFrame)
                drag.look.pull(member.item, toward: frame.center, at: time)
            }
        }
    }

    /// Moves every companion as far as the lead moved.
    mutating func followCompanions(leadFrame: Rect) {
        // Read once: in this generic code every read of `drag` copies the controller.
        let group = drag.group
        var centers: [Point] = []
        centers.reserveCapacity(group.members.count)
        for i in group.members.indices {
            centers.append(group.frame(ofMember: i, leadFrame: leadFrame).center)
        }
        drag.look.follow(group.memberItems, centers: centers)
    }

    /// Judges where every companion would land, in one call to ``targets(of:for:)``; the
    /// landing zone is cleared when the group would not be taken.
    mutating func judgeGroup(leadTarget: DropTarget<DragZone>) {
        let leadProbe = drag.session.probe
        let group = drag.group
        var probes: [DragProbe] = []
        probes.reserveCapacity(group.members.count)
        for i in group.members.indices {
            probes.append(group.probe(ofMember: i, leadProbe: leadProbe))
        }
        let found = targets(of: group.memberItems, for: probes)
        drag.group.targets = found
        drag.group.leadTarget = leadTarget
        if !drag.group.isAccepted { drag.landingZone = nil }
    }

    /// Lands a released group: under ``GroupDrag/Policy/allOrNothing`` every item lands in
    /// its zone or every item goes back; under ``GroupDrag/Policy/perItem`` each on its own.
    mutating func settleGroup(_ result: DropResult<DragItem, DragZone>, at time: Double) {
        let group = drag.group
        let all = group.policy == .perItem || group.isAccepted
        settle(
            result.item, in: all && result.isAccepted ? result.target.zone : nil,
            landing: result.landing, at: time)
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
            settle(member.item, in: zone, landing: landing, at: time)
        }
        drag.group.end()
    }

    /// Sends every companion back where it was picked up, from where it is drawn.
    mutating func putBackCompanions(from landing: Landing, at time: Double) {
        let group = drag.group
        drag.group.end()
        for (i, member) in group.members.enumerated() {
            let frame = group.frame(ofMember: i, leadFrame: landing.from)
            putBack(
                member.item,
                from: Landing(
                    from: frame, destination: member.origin, velocity: landing.velocity,
                    returnsHome: true),
                at: time)
        }
    }
}
