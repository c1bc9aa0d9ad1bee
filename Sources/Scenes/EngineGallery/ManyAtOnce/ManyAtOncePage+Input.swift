import DragAndDrop
import StageKit

/// Clicks, the lasso, the buttons and the keys.
extension ManyAtOncePage {
    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        switch event {
        case .pointer(let p): handlePointer(p, event: event)
        case .key(let key): handleKey(key)
        default: break
        }
        noteDrop()
    }

    private mutating func handlePointer(_ p: PointerEvent, event: InputEvent) {
        if drag.isIdle, lasso == nil {
            if selectAll.handle(event) { selectEveryTile() }
            if policy.handle(event) { togglePolicy() }
            if arrangement.handle(event) { toggleArrangement() }
            let onButton = [selectAll.frame, policy.frame, arrangement.frame].contains {
                $0.contains(p.location)
            }
            if onButton && p.phase == .down { return }
        }
        if var lasso, p.pointer == lassoPointer {
            lasso.move(to: p.location)
            self.lasso = lasso
            let me = self
            selection = lasso.selection(among: tiles, frame: { me.drawnFrame(of: $0) })
            if p.phase == .up || p.phase == .cancel {
                self.lasso = nil
                lassoPointer = nil
                outcome = "The lasso caught \(selection.count) of \(Self.tileCount) tiles."
            }
            return
        }
        if p.phase == .down, p.button == .primary, drag.isIdle {
            if let picked = pick(at: p.location) {
                // A finger has no modifier keys: once something is selected, a tap adds or
                // removes a tile (a finger held still drags the selection).
                let selecting = p.kind == .touch && !selection.isEmpty
                pressModifiers = selecting ? .control : p.modifiers
                focus = picked.item
                selection.pressed(picked.item, modifiers: pressModifiers, order: tiles)
                pressDrag(picked.item, frame: picked.frame, with: p)
            } else if stage.contains(p.location) {
                lasso = Lasso(from: p.location, modifiers: p.modifiers, selection: selection)
                lassoPointer = p.pointer
            }
            return
        }
        dragPointer(p)
    }

    mutating func selectEveryTile() {
        selection.selectAll(tiles)
        say("All \(Self.tileCount) tiles selected.")
    }

    mutating func togglePolicy() {
        let perTile = drag.group.policy == .allOrNothing
        drag.group.policy = perTile ? .perItem : .allOrNothing
        policy.title = perTile ? "Per tile" : "All or none"
        outcome =
            perTile
            ? "Per tile: each tile lands where it is taken, the others go back."
            : "All or none: a drop lands every tile, or none."
    }

    mutating func toggleArrangement() {
        let stack = drag.group.arrangement == .keepOffsets
        drag.group.arrangement = stack ? .stack() : .keepOffsets
        arrangement.title = stack ? "Spread" : "Stack"
        outcome =
            stack
            ? "Stacked: the selection gathers under the pointer, with its count."
            : "Spread: every tile keeps its place beside the one you hold."
    }

    // MARK: - Keys

    private mutating func handleKey(_ key: KeyEvent) {
        if key.matches(Key("a"), .control) || key.matches(Key("a"), .command) {
            selectEveryTile()
            return
        }
        if drag.keyboard.carry != nil {
            if let direction = key.arrow {
                let centers = places.enumerated().map { ($0.offset, $0.element.center) }
                let frames = places
                let step = moveCarry(
                    direction,
                    navigate: { from, way in
                        nearestPlace(from: frames[from].center, toward: way, among: centers)
                    }, announcer: announcer, time: time)
                say(step.announcement)
            } else if key.matches(.enter) || key.matches(.space) {
                say(dropCarry(announcer: announcer, time: time).announcement)
            }
            return
        }
        if key.matches(.tab) || key.matches(.tab, .shift) {
            let back = key.modifiers.contains(.shift)
            let n = Self.tileCount
            focus = focus.map { (back ? $0 + n - 1 : $0 + 1) % n } ?? (back ? n - 1 : 0)
            if let focus { say("\(Self.name(of: focus)), in \(Self.placeNames[home[focus]]).") }
        } else if key.matches(.space), let focus {
            selection.toggle(focus)
            let verb = selection.contains(focus) ? "selected" : "not selected"
            say("\(Self.name(of: focus)) \(verb); \(selection.count) selected.")
        } else if key.matches(.enter), let focus {
            let step = pickUpByKeys(
                focus, from: home[focus], at: home[focus], announcer: announcer, time: time)
            say(step.announcement)
        }
    }

    /// Escape: puts back what is carried or dragged, drops the lasso, or clears the
    /// selection; returns whether there was anything to undo.
    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        if drag.keyboard.carry != nil {
            say(cancelCarry(announcer: announcer, time: self.time).announcement)
            return true
        }
        if cancelDrag(.escape, at: self.time) {
            noteDrop()
            outcome = "Cancelled: every tile went back."
            return true
        }
        if let lasso {
            selection = lasso.base
            self.lasso = nil
            lassoPointer = nil
            return true
        }
        guard !selection.isEmpty else { return false }
        selection.clear()
        say("Selection cleared.")
        return true
    }
}
