/// The pages of the engine gallery, in the order of their tabs.
///
/// ```swift
/// GalleryPage(slug: "snap-zones") == .snapZones   // true
/// GalleryPage.snapZones.title                      // "Snap zones"
/// ```
public enum GalleryPage: Int, CaseIterable, Hashable, Sendable {
    /// Items pulled into zones by a spring, escaping, springing back and reparenting.
    case snapZones
    /// One drag judged by five collision strategies at once.
    case collisions
    /// Grid, magnets and the nearest free cell.
    case snapping
    /// Zones inside zones, and accept predicates.
    case nestedZones
    /// A field of a million drop zones found through the grid index.
    case millionZones
    /// Tweens with each easing curve beside springs of several settings.
    case motion
    /// Keyboard dragging and tap-to-place, with their announcements.
    case withoutPointer
    /// Sortable lists and a grid: reorder, move between lists, auto-scroll, keyboard sorting.
    case sortable
    /// Selecting several items and dragging them together.
    case manyAtOnce
    /// The target margin that keeps the hovered zone from flickering on a border.
    case hysteresis

    /// The page's name on its tab.
    public var title: String {
        switch self {
        case .snapZones: return "Snap zones"
        case .collisions: return "Collisions"
        case .snapping: return "Snapping"
        case .nestedZones: return "Nested zones"
        case .millionZones: return "A million zones"
        case .motion: return "Motion"
        case .withoutPointer: return "No pointer"
        case .sortable: return "Sortable"
        case .manyAtOnce: return "Many at once"
        case .hysteresis: return "Hysteresis"
        }
    }

    /// Below this width a page's area is a phone's held upright: pages put their panels
    /// and lists in fewer columns.
    static let narrowWidth = 600.0

    /// A shorter name for the tab in a narrow window.
    public var shortTitle: String {
        switch self {
        case .snapZones: return "Snap"
        case .collisions: return "Collide"
        case .snapping: return "Grid"
        case .nestedZones: return "Nested"
        case .millionZones: return "1M"
        case .motion: return "Motion"
        case .withoutPointer: return "Keys"
        case .sortable: return "Sort"
        case .manyAtOnce: return "Many"
        case .hysteresis: return "Margin"
        }
    }

    /// The page's name on the command line (`demos gallery snap-zones`) and in file names.
    public var slug: String {
        switch self {
        case .snapZones: return "snap-zones"
        case .collisions: return "collisions"
        case .snapping: return "snapping"
        case .nestedZones: return "nested-zones"
        case .millionZones: return "million-zones"
        case .motion: return "motion"
        case .withoutPointer: return "without-pointer"
        case .sortable: return "sortable"
        case .manyAtOnce: return "many-at-once"
        case .hysteresis: return "hysteresis"
        }
    }

    /// The page named by a slug or a title (ASCII letters compared without case).
    public init?(slug: String) {
        func folded(_ s: String) -> [UInt8] { s.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 } }
        guard
            let page = Self.allCases.first(where: {
                folded($0.slug) == folded(slug) || folded($0.title) == folded(slug)
            })
        else { return nil }
        self = page
    }

    /// One paragraph saying what the engine does on this page and which types do it.
    public var caption: String {
        switch self {
        case .snapZones:
            return
                "A zone captures a tile that strays into it: a damped Spring pulls the tile onto the snap point (⊕) while the pointer wanders. Drag it clearly out and it escapes, and its zone will not take it back until you let go; released over its own zone it springs back, over another zone it is reparented. Move a zone by its name bar, resize it by its corner. SnapZoneTracker decides, with the capture margin drawn as dashed edges; SnapZone, DragSession and Animated do the rest. Keys: Tab, Enter, the arrows or 1 to 3 carry a tile, Enter lets go; Z chooses a zone, the arrows move it (shift: resize), Enter keeps it."
        case .collisions:
            return
                "One drag, five judges. Drag the card in any panel and it moves in all of them: each panel asks DropZones.target(for:using:) with another CollisionStrategy (PointerWithin, CenterWithin, RectIntersection, OverlapRatio with its minimum share r, ClosestCenter within a range) and lights the zone it picks. Watch them disagree near edges, over the small zone and between zones."
        case .snapping:
            return
                "Three ways to land a dragged tile. Grid: GridSnap rounds its corner to the nearest grid point (the dashed outline shows where it will land). Magnets: magnetSnap(anchors:magnets:) pulls the tile's centre or a corner onto a Magnet within its range, drawn as a disc. Nearest free cell: nearestValidCell(to:radius:isValid:) tries the cells around the tile by distance, numbered in the order tried, and lands it on the first free one. Without dragging: Tab to a tile, Enter, the arrows move it (shift: a point), Enter lets it go; or tap a tile, then a spot in its panel."
        case .nestedZones:
            return
                "Zones inside zones, each with its own accept predicate. Drag the circle, the square or the star: DropZones.target(for:using:accepts:) collects the zones under the pointer and the innermost one that accepts the piece wins (a DropZone's parent makes it inner); the Table answers .none, so it is only a frame. Where every zone refuses, the refusing one turns red and a drop there glides the piece back. Without dragging: Tab to a piece, Enter, the arrows carry it zone to zone, Enter drops (KeyboardDrag); or tap a piece, then a zone (TapToPlace)."
        case .millionZones:
            return
                "A million DropZones in one DropZones collection. Move the pointer: the zone under it lights up, found by DropZones.target(for:using:) through the collection's grid index, which reads the short list of the one cell under the pointer (dashed) instead of testing a million zones. Drag or press the arrows to pan (the arrows light the zone at the centre; shift: one zone), turn the wheel or press + and − to zoom, 0 to fit. Only what is in view is drawn, as one fill with the gaps as lines (between blocks of zones when far out), so a frame stays small."
        case .motion:
            return
                "The same move made eight ways by Animated: tweens of 0.6 s with each Easing (linear, easeIn, easeOut, easeInOut, back) and Springs of several damping ratios and responses. Press Play or Space; grab a dot mid-flight to interrupt it and throw it: the motion starts again from where it is, with the velocity of your throw, so nothing ever jumps. A tap sends a dot across; keys: Tab to a dot, Left or Right throws it, Enter sends it across."
        case .withoutPointer:
            return
                "Moving things without a pointer. Keys: Tab chooses a box, Space picks it up, the arrows carry it from shelf to shelf (KeyboardDrag, with nearestPlace finding the shelf in that direction), Enter drops it and Escape puts it back. Taps: tap a box, then a shelf (TapToPlace). Each step produces a sentence for screen readers (an Announcer names boxes and shelves), listed here as it is said."
        case .sortable:
            return
                "Reordering, as SortableGroup does it. Drag a row or a tile: the others glide aside on springs (Animated, retargeted from where they are) to open the gap where it would land, found by binary search over the list's prefix offsets (SortableContainer.insertionIndex), or by arithmetic in the grid. Cards move between To do and Done; hold a row near the shopping list's edge and it scrolls (AutoScroll), drawing only the rows in view. Keys: Tab, Space, the arrows, Enter, Escape, each step announced."
        case .manyAtOnce:
            return
                "Several tiles at once. Click selects a tile, Shift-click adds, Ctrl- or Cmd-click toggles, a lasso dragged on empty space selects what it touches (a Lasso judges each tile's true outline, in any coordinate space), Ctrl+A or Select all takes every tile and Escape clears (Selection). Drag a selected tile and the others follow, judged tile by tile in one pass (GroupDrag, DropZones.targets): all or none, a tray that refuses one tile sends them all back; per tile, each lands where it can. Keys: Tab, Space selects, Enter picks the selection up, arrows, Enter drops."
        case .hysteresis:
            return
                "Targets that never flicker. Three zones share their borders; drag the puck over them and watch the lit target and the count of its changes. With the Margin at 0 a hand resting on a border flips the target at every tremble; with a few points (DragController.targetMargin, TargetHysteresis) the zone it is over keeps it until the pointer is clearly past the border, drawn dashed. Shake on a border makes the trembling drag by itself, through the same path as a pointer (a programmatic drag). Keys: Tab, Enter, then the arrows inch the puck (shift: a point), Enter lets go; S shakes, R resets the count."
        }
    }
}
