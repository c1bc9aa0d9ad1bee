extension DragClient {
    /// Feeds a pointer event to the drag. A press of the main button on an item
    /// (`pick(at:)`) starts a press; the press becomes a drag under the controller's
    /// activation rule, or stays a tap (`tapped`). Only the pointer and button that
    /// pressed end it; pointer-cancel cancels it.
    ///
    /// - Returns: whether the event belonged to a press or drag (a scene gives events
    ///   the drag did not take to its other gestures).
    @discardableResult
    public mutating func dragPointer(_ event: PointerEvent) -> Bool {
        guard drag.keyboard.carry == nil else { return false }
        if event.phase == .down && event.button == .primary,
            let picked = pick(at: event.location)
        {
            pressDrag(picked.item, frame: picked.frame, with: event)
            return true
        }
        guard drag.session.phase != .idle else { return false }
        // The resolver (a snapshot of the client) is let go before the events are played,
        // so that playing them changes the client's state without copying it.
        let events = drag.session.handle(event, resolve: dragResolver())
        playDrag(events, at: event.time)
        return true
    }

    /// Starts a press on an item drawn in `frame`, for a scene that decides for itself
    /// what a press picks (after checks of its own).
    public mutating func pressDrag(_ item: DragItem, frame: Rect, with event: PointerEvent) {
        guard drag.keyboard.carry == nil else { return }
        let events = drag.session.press(
            item, frame: frame, with: event, resolve: dragResolver(for: item))
        playDrag(events, at: event.time)
    }

    /// Advances the drag's clock (a press held still becomes a drag under a delay rule)
    /// and its animations.
    public mutating func advanceDrag(to time: Double) {
        let events = drag.session.advance(to: time, resolve: dragResolver())
        playDrag(events, at: time)
    }

    /// Asks again where the dragged item would land, after the layout or zones changed
    /// while the pointer stood still.
    public mutating func refreshDrag(at time: Double) {
        let events = drag.session.refresh(resolve: dragResolver())
        playDrag(events, at: time)
    }

    /// Cancels a pointer press or drag; the item glides back to where it was picked up.
    /// - Returns: whether there was one to cancel.
    @discardableResult
    public mutating func cancelDrag(_ reason: CancelReason = .escape, at time: Double) -> Bool {
        guard drag.session.phase != .idle else { return false }
        playDrag(drag.session.cancel(reason: reason), at: time)
        return true
    }

    /// Where the pressed item would land, asked of `target(of:for:)` on a snapshot of
    /// the client (the session is being changed while it asks).
    func dragResolver(for pressed: DragItem? = nil) -> (DragProbe) -> DropTarget<DragZone> {
        guard let item = pressed ?? drag.session.item else { return { _ in .none } }
        let me = self
        return { me.target(of: item, for: $0) }
    }

    /// Plays what the session reported: lifts, follows, lands or puts back.
    mutating func playDrag(_ events: [DragEvent<DragItem, DragZone>], at time: Double) {
        var started = false
        for event in events {
            switch event {
            case .started(let item):
                pickUp(item)
                liftWithCompanions(item, at: time)
                started = true
            case .over(let target):
                drag.landingZone = target.isAccepted ? target.zone : nil
                if drag.group.isActive { judgeGroup(leadTarget: target) }
            case .dropped(let result):
                if drag.group.isActive {
                    settleGroup(result, at: time)
                } else {
                    let zone = result.isAccepted ? result.target.zone : nil
                    settle(result.item, in: zone, landing: result.landing, at: time)
                }
            case .cancelled(let item, _, let landing):
                if drag.group.isActive { putBackCompanions(from: landing, at: time) }
                putBack(item, from: landing, at: time)
            case .tapped(let item):
                tapped(item)
            case .entered, .exited:
                break
            }
        }
        if started {
            // `pickUp` may have changed the zones (a trash that shows while dragging):
            // ask again where the item is.
            let events = drag.session.refresh(resolve: dragResolver())
            playDrag(events, at: time)
        } else if drag.session.phase == .dragging, let item = drag.session.item {
            drag.look.follow(item, center: drag.session.frame.center)
            if drag.group.isActive { drag.followGroup() }
        }
    }

    /// The one way an item lands, whichever path dropped it: the client commits it to the
    /// model, or it goes back.
    mutating func settle(
        _ item: DragItem, in zone: DragZone?, landing: Landing, at time: Double
    ) {
        drag.landingZone = nil
        guard let zone, let settling = commit(item, to: zone, landing: landing) else {
            if let home = refused(item) {
                glide(item, from: landing, to: home, home: true, at: time)
            }
            dragEnded(item)
            return
        }
        land(item, settling, from: landing, at: time)
        dragEnded(item)
    }

    /// Glides a committed item where `settling` says.
    mutating func land(
        _ item: DragItem, _ settling: DropSettling, from landing: Landing, at time: Double
    ) {
        switch settling {
        case .into(let frame): glide(item, from: landing, to: frame, home: false, at: time)
        case .back(let frame): glide(item, from: landing, to: frame, home: true, at: time)
        case .handled: break
        }
    }

    /// Lands an item in `frame`, carrying on from where and how fast it was let go.
    private mutating func glide(
        _ item: DragItem, from landing: Landing, to frame: Rect, home: Bool, at time: Double
    ) {
        let glide = Landing(
            from: landing.from, destination: frame, velocity: landing.velocity, returnsHome: home)
        drag.look.land(item, glide, at: time)
    }

    /// The one way an item goes back, whichever path gave up on it.
    mutating func putBack(_ item: DragItem, from landing: Landing, at time: Double) {
        drag.landingZone = nil
        if let home = restore(pickedUp: item) {
            glide(item, from: landing, to: home, home: true, at: time)
        }
        dragEnded(item)
    }
}
