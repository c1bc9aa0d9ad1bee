/// Drags a scene performs by itself (a tutorial showing a move, an autoplay demo, a
/// test), played through the same path as a person's: ``DragSession``'s programmatic
/// pointer. The client lifts, follows, commits and puts back exactly as for a pointer.
///
/// ```swift
/// scene.beginProgrammaticDrag(at: e2.center, time: t)
/// scene.moveProgrammaticDrag(to: e4.center, at: t + 0.4)
/// scene.endProgrammaticDrag(at: t + 0.4)            // commit(…) runs, the piece lands
/// ```
extension DragClient {
    /// Starts a drag of the item under `point` (`pick(at:)`), grabbed there; returns
    /// whether there was one. Refused while the keyboard carries an item.
    @discardableResult
    public mutating func beginProgrammaticDrag(at point: Point, time: Double) -> Bool {
        guard let picked = pick(at: point) else { return false }
        return beginProgrammaticDrag(picked.item, frame: picked.frame, at: point, time: time)
    }

    /// Starts a drag of `item`, drawn in `frame`, grabbed at `point`; returns whether it
    /// started. Refused while the keyboard carries an item.
    @discardableResult
    public mutating func beginProgrammaticDrag(
        _ item: DragItem, frame: Rect, at point: Point, time: Double
    ) -> Bool {
        guard drag.keyboard.carry == nil else { return false }
        let events = drag.session.beginProgrammaticDrag(
            item, frame: frame, at: point, time: time, resolve: dragResolver(for: item))
        playDrag(events, at: time)
        return drag.session.isProgrammatic
    }

    /// Moves the programmatic drag's pointer to `point`.
    public mutating func moveProgrammaticDrag(to point: Point, at time: Double) {
        guard drag.session.isProgrammatic else { return }
        let events = drag.session.moveProgrammaticDrag(
            to: point, at: time, resolve: dragResolver())
        playDrag(events, at: time)
    }

    /// Releases the programmatic drag where it is: the item lands in its zone or goes
    /// back. To abandon it instead, `cancelDrag(.app, at:)`.
    public mutating func endProgrammaticDrag(at time: Double) {
        guard drag.session.isProgrammatic else { return }
        let events = drag.session.endProgrammaticDrag(at: time, resolve: dragResolver())
        playDrag(events, at: time)
    }
}
