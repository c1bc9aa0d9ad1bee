import DragAndDrop
import StageKit

/// The "Many at once" page: eight numbered tiles on a table and three trays (Any, Evens,
/// Odds). Select tiles with a click, Shift-click, Control- or Command-click, a lasso on
/// empty space, Control-A or the Select all button (Escape clears); drag one of them and
/// the whole selection follows (`GroupDrag`), judged tile by tile: under all-or-nothing a
/// tray that refuses one tile sends every tile back. By keys: Tab chooses a tile, Space
/// selects it, Enter picks the selection up, the arrows carry it tray to tray, Enter drops.
struct ManyAtOncePage {
    static let tileCount = 8
    static let placeNames = ["Table", "Any", "Evens", "Odds"]
    static let placeRules = ["takes any", "takes any", "even numbers", "odd numbers"]

    /// The place each tile rests in (an index into `placeNames`).
    var home = [Int](repeating: 0, count: tileCount)
    var places: [Rect] = []
    var zones = DropZones<Int>()
    var drag = ManyAtOncePage.stackingController()
    var selection = Selection<Int>()
    /// The marquee being dragged on empty space, and the pointer dragging it.
    var lasso: Lasso<Int>?
    var lassoPointer: PointerID?
    /// The tile Tab has chosen, if any.
    var focus: Int?
    /// The modifiers held when a tile was pressed: its click waits for the release.
    var pressModifiers: KeyModifiers = []
    var selectAll = Button("Select all")
    var policy = Button("All or none")
    var arrangement = Button("Spread")
    var stage = Rect.zero
    var readout = Rect.zero
    var tileSide = 40.0
    var time = 0.0
    /// What the last drop did, in words.
    var outcome = "Select tiles, then drag one of them: the others come along."
    /// The last step said for screen readers, and how many have been said.
    var announcement = ""
    var announcementCount = 0
    /// Tiles landed and sent back by the drop under way, for `outcome`.
    var landed: [Int] = []
    var sentBack: [Int] = []

    var tiles: [Int] { Array(0..<Self.tileCount) }

    /// The page's drags gather a selection into a stack at first: spread out, tiles far
    /// apart on the table rarely all fit in one tray, and all or nothing refuses them.
    static func stackingController() -> DragController<Int, Int> {
        var drag = DragController<Int, Int>(activation: .distance(4))
        drag.group.arrangement = .stack()
        return drag
    }

    static func name(of tile: Int) -> String { "tile \(tile + 1)" }

    /// Whether a place takes a tile: the table and Any take every tile, Evens and Odds
    /// only tiles whose number (one more than the index) is even or odd.
    static func accepts(_ tile: Int, at place: Int) -> Bool {
        switch place {
        case 2: return (tile + 1) % 2 == 0
        case 3: return (tile + 1) % 2 == 1
        default: return true
        }
    }

    var announcer: Announcer<Int, Int> {
        Announcer(
            item: { Self.name(of: $0) }, location: { Self.placeNames[$0] },
            items: { "\($0) tiles" })
    }

    // MARK: - Layout

    /// The grid of slots in a place: four by two, or two by four in a tall place.
    static func grid(of place: Rect) -> (columns: Int, rows: Int) {
        place.width >= place.height ? (4, 2) : (2, 4)
    }

    /// The slot a tile has in a place (every tile has its own, so none ever overlaps).
    func slotFrame(of tile: Int, in place: Int) -> Rect {
        let frame = places[place]
        let (columns, rows) = Self.grid(of: frame)
        let inner = Rect(
            x: frame.minX + 6, y: frame.minY + 28, width: frame.width - 12,
            height: frame.height - 34)
        let w = inner.width / Double(columns)
        let h = inner.height / Double(rows)
        let center = Point(
            x: inner.minX + (Double(tile % columns) + 0.5) * w,
            y: inner.minY + (Double(tile / columns) + 0.5) * h)
        return Rect(center: center, size: Size(width: tileSide, height: tileSide))
    }

    mutating func layout(in rect: Rect, at time: Double) {
        self.time = max(self.time, time)
        cancelAnyDrag(announcer: announcer, time: self.time)
        lasso = nil
        lassoPointer = nil
        let buttonHeight = 44.0
        let gap = 8.0
        let buttonWidth = min((rect.width - 2 * gap) / 3, 160)
        for (i, index) in [0, 1, 2].enumerated() {
            let frame = Rect(
                x: rect.minX + Double(index) * (buttonWidth + gap), y: rect.maxY - buttonHeight,
                width: buttonWidth, height: buttonHeight)
            switch i {
            case 0: selectAll.frame = frame
            case 1: policy.frame = frame
            default: arrangement.frame = frame
            }
        }
        readout = Rect(
            x: rect.minX, y: rect.maxY - buttonHeight - 52, width: rect.width, height: 46)
        stage = Rect(
            x: rect.minX, y: rect.minY, width: rect.width,
            height: max(readout.minY - rect.minY - 8, 80))
        places = Self.placeFrames(in: stage)
        var side = 56.0
        for place in places {
            let (columns, rows) = Self.grid(of: place)
            side = min(
                side, (place.width - 12) / Double(columns) * 0.82,
                (place.height - 34) / Double(rows) * 0.82)
        }
        tileSide = max(side, 12)
        zones.removeAll()
        for (i, frame) in places.enumerated() { zones.insert(DropZone(id: i, frame: frame)) }
        for tile in tiles {
            drag.look.place(tile, center: slotFrame(of: tile, in: home[tile]).center)
        }
    }

    /// The table and the three trays: the table on the left and the trays stacked on the
    /// right in a wide stage, the table above the trays side by side in a tall one.
    static func placeFrames(in stage: Rect) -> [Rect] {
        let gap = 12.0
        if stage.width >= stage.height * 1.3 {
            let tableWidth = (stage.width - gap) * 0.5
            let trayHeight = (stage.height - 2 * gap) / 3
            var frames = [
                Rect(x: stage.minX, y: stage.minY, width: tableWidth, height: stage.height)
            ]
            for i in 0..<3 {
                frames.append(
                    Rect(
                        x: stage.minX + tableWidth + gap,
                        y: stage.minY + Double(i) * (trayHeight + gap),
                        width: stage.width - tableWidth - gap, height: trayHeight))
            }
            return frames
        }
        let tableHeight = (stage.height - gap) * 0.42
        let trayWidth = (stage.width - 2 * gap) / 3
        var frames = [Rect(x: stage.minX, y: stage.minY, width: stage.width, height: tableHeight)]
        for i in 0..<3 {
            frames.append(
                Rect(
                    x: stage.minX + Double(i) * (trayWidth + gap),
                    y: stage.minY + tableHeight + gap, width: trayWidth,
                    height: stage.height - tableHeight - gap))
        }
        return frames
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        advanceDrag(to: self.time)
        drag.look.advance(to: self.time)
        return drag.look.isAnimating || drag.isWaitingForDelay
    }

    var stateDescription: String {
        var lines: [String] = []
        for tile in tiles {
            let marks = selection.contains(tile) ? " (selected)" : ""
            lines.append("\(Self.name(of: tile)): \(Self.placeNames[home[tile]])\(marks)")
        }
        lines.append("drop: \(drag.group.policy == .allOrNothing ? "all or nothing" : "per tile")")
        return lines.joined(separator: "\n")
    }

    /// Says a step for screen readers.
    mutating func say(_ sentence: String) {
        announcement = sentence
        announcementCount &+= 1
    }
}
