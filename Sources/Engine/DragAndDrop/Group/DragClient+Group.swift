/// The pointer drag of a group: the companions of the pressed item are lifted with it,
/// follow it, are judged on every move and land or go back each through the client's own
/// `commit`, `refused` and `restore`, as a lone item does. (What needs no client is on
/// ``DragController``.)
extension DragClient {
    /// Lifts `lead` with its companions (``companions(of:)``).
    mutating func liftWithCompanions(_ lead: DragItem, at time: Double) {
        drag.group.begin(lead: lead, from: drag.session.origin, companions: companions(of: lead))
        guard drag.group.isActive else {
            drag.look.lift(lead, at: time)
            return
        }
        for item in drag.group.memberItems { pickUp(item) }
        drag.liftGroup(leading: lead, at: time)
    }

    /// Judges where every companion would land, in one call to ``targets(of:for:)``.
    mutating func judgeGroup(leadTarget: DropTarget<DragZone>) {
        let found = targets(of: drag.group.memberItems, for: drag.groupProbes)
        drag.judged(found, lead: leadTarget)
    }

    /// Lands a released group: under ``GroupDrag/Policy/allOrNothing`` every item lands in
    /// its zone or every item goes back; under ``GroupDrag/Policy/perItem`` each on its own.
    mutating func settleGroup(_ result: DropResult<DragItem, DragZone>, at time: Double) {
        let landings = drag.groupLandings(for: result)
        drag.group.end()
        settle(result.item, in: landings.lead, landing: result.landing, at: time)
        for member in landings.members {
            settle(member.item, in: member.zone, landing: member.landing, at: time)
        }
    }

    /// Sends every companion back where it was picked up, from where it is drawn (beside
    /// a lead let go at `landing`, when given).
    mutating func putBackCompanions(from landing: Landing?, at time: Double) {
        let returns = drag.groupReturns(from: landing)
        drag.group.end()
        for member in returns { putBack(member.item, from: member.landing, at: time) }
    }
}
