import DragAndDrop
import StageKit

/// The "sortable" page: a shopping list long enough to scroll (rows of several heights), a
/// grid of emoji tiles, and two to-do lists that cards move between, all in one
/// `SortableGroup`. Drag to reorder (the others glide aside), hold near a list's edge to
/// scroll it, or use the keys: Tab chooses an item, Space picks it up, the arrows move it
/// (left and right into the other list), Enter drops it, Escape puts it back. Each step
/// is announced on the status line. Below the lists, a trash beside the group takes any
/// item dropped on it out of its list (`drag(to:at:outside:)`, `takeOut(at:)`), and each
/// list takes an item dropped on its heading (its `dropArea` is wider than its frame).
struct SortablePage {
    static let containerNames = ["Shopping", "Tiles", "To do", "Done"]
    /// Which containers take items from which: the shopping list and the tiles keep their
    /// own; the two to-do lists trade cards.
    static func accepting(from container: Int) -> Set<Int> {
        container == toDoList || container == doneList ? [toDoList, doneList] : [container]
    }

    static let shopping = [
        "Milk", "Bread", "Eggs", "Apples", "Coffee beans, the dark roast", "Rice", "Butter",
        "Cheese", "Tomatoes", "Pasta", "Olive oil", "Onions", "Garlic", "Yoghurt",
        "Oranges for the juice on Sunday", "Tea", "Honey", "Carrots", "Spinach", "Lemons",
        "Flour", "Sugar", "Salt", "Pepper", "Chocolate",
    ]
    static let tiles = [
        "🍎", "🍌", "🍇", "🍓", "🍒", "🍑", "🥝", "🍍", "🥥", "🥑", "🍆", "🥕", "🌽", "🥦", "🍄",
        "🥐",
    ]
    static let todo = [
        "Buy milk", "Call mum", "Pay rent", "Walk the dog", "Fix the bike", "Book the dentist",
        "Water the plants",
    ]
    static let done = ["Read the book", "Plan the trip"]

    /// Every item's name, by id.
    let names: [String]
    /// The model: each container's item ids, changed only by the moves the group returns.
    var model: [[Int]]
    /// The containers, by their index in ``containerNames`` (the Board's ids are numbers
    /// too, so the web module holds one copy of the sortable engine, not two).
    var group: SortableGroup<Int, Int>
    var headings: [Rect] = []
    var status = Rect.zero
    /// The trash below the Done list: an item dropped there leaves its list.
    var trash = Rect.zero
    /// The pointer that is dragging, if any.
    var pointer: PointerID?
    /// The item Tab has chosen.
    var focus: SortablePlace<Int>?
    /// The last step in words, shown under the lists and said by screen readers.
    var announcement = "" { didSet { announcementCount &+= 1 } }
    /// How many steps have been said (a repeated sentence counts again).
    var announcementCount = 0
    var time = 0.0

    init() {
        var names = [String]()
        var model = [[Int]]()
        for words in [Self.shopping, Self.tiles, Self.todo, Self.done] {
            model.append(Array(names.count..<(names.count + words.count)))
            names += words
        }
        self.names = names
        self.model = model
        // Long names get taller rows.
        func rowHeights(_ ids: [Int]) -> [Double] {
            ids.map { names[$0].count > 20 ? 58 : 38 }
        }
        let zero = Rect(x: 0, y: 0, width: 200, height: 300)
        group = SortableGroup(containers: [
            SortableContainer(
                id: 0, frame: zero, layout: .list(.vertical, spacing: 6), items: model[0],
                lengths: rowHeights(model[0])),
            SortableContainer(
                id: 1, frame: zero,
                layout: .grid(cell: Size(width: 52, height: 52), spacing: 8), items: model[1]),
            SortableContainer(
                id: Self.toDoList, frame: zero, layout: .list(.vertical, spacing: 6),
                items: model[2],
                lengths: rowHeights(model[2])),
            SortableContainer(
                id: Self.doneList, frame: zero, layout: .list(.vertical, spacing: 6),
                items: model[3],
                lengths: rowHeights(model[3])),
        ])
    }

    var announcer: Announcer<Int, Int> {
        let names = self.names
        return Announcer(item: { names[$0] }, location: { Self.containerNames[$0] })
    }

    /// The two to-do lists' ids.
    static let toDoList = 2
    static let doneList = 3

    // MARK: - Layout

    mutating func layout(in rect: Rect, at time: Double) {
        self.time = max(self.time, time)
        status = Rect(x: rect.minX, y: rect.maxY - 26, width: rect.width, height: 26)
        let gap = 16.0
        let weights = [1.0, 1.15, 1.0, 1.0]
        // Four lists across, or two rows of two on a phone held upright.
        let columns = rect.width < GalleryPage.narrowWidth ? 2 : 4
        let rows = (weights.count + columns - 1) / columns
        let headingHeight = 26.0
        let rowHeight =
            (rect.height - status.height - 8 - Double(rows - 1) * gap) / Double(rows)
        let height = max(rowHeight - headingHeight, 60)
        headings = []
        var x = rect.minX
        for c in Self.containerNames.indices {
            let row = c / columns
            let inRow = weights[(row * columns)..<min((row + 1) * columns, weights.count)]
            let unit = (rect.width - Double(columns - 1) * gap) / inRow.reduce(0, +)
            if c % columns == 0 { x = rect.minX }
            let top = rect.minY + Double(row) * (rowHeight + gap)
            let width = max(unit * weights[c], 40)
            headings.append(Rect(x: x, y: top, width: width, height: headingHeight))
            // The last list leaves room below it for the trash.
            let room = c == Self.containerNames.count - 1 ? Self.trashHeight + 8 : 0
            let frame = Rect(
                x: x, y: top + headingHeight, width: width, height: max(height - room, 40))
            // A list takes an item dropped on its heading too (at its top).
            group.setFrame(frame, dropArea: frame.union(headings[c]), of: c)
            // Under the list, however short the list has to be.
            trash = Rect(
                x: x, y: max(top + headingHeight + height - Self.trashHeight, frame.maxY + 8),
                width: width, height: Self.trashHeight)
            x += width + gap
        }
    }

    // MARK: - Input

    mutating func handle(_ event: InputEvent) {
        time = max(time, event.time)
        switch event {
        case .pointer(let p): handlePointer(p)
        case .wheel(let wheel): handleWheel(wheel)
        case .key(let key): handleKey(key)
        case .focus(let f) where f.role == .item && group.drag == nil: focus(on: f.label)
        default: break
        }
    }

    /// A screen reader's cursor, or Tab in the web page's mirror, on an item.
    private mutating func focus(on name: String) {
        for container in group.containers {
            if let k = container.items.firstIndex(where: { names[$0] == name }) {
                focus = SortablePlace(container: container.id, index: k)
                return
            }
        }
    }

    private mutating func handlePointer(_ p: PointerEvent) {
        switch p.phase {
        case .down:
            guard p.button == .primary, pointer == nil, group.drag == nil,
                let place = group.place(at: p.location),
                group.begin(
                    place, pointer: p.location, time: p.time,
                    accepting: Self.accepting(from: place.container))
            else { return }
            pointer = p.pointer
            focus = nil
        case .move:
            guard p.pointer == pointer else { return }
            group.drag(to: p.location, at: p.time, outside: trash.contains(p.location))
        case .up:
            guard p.pointer == pointer, p.button == .primary else { return }
            pointer = nil
            let item = group.drag?.item
            if group.drag?.isOutside == true, let taken = group.takeOut(at: p.time) {
                remove(taken.item, from: taken.from)
            } else if let move = group.drop(at: p.time) {
                apply(move)
            } else if let item {
                announcement = "\(names[item]) is back where it was."
            }
        case .cancel:
            guard p.pointer == pointer else { return }
            pointer = nil
            group.cancel(at: p.time)
        }
    }

    private mutating func handleWheel(_ wheel: WheelEvent) {
        guard case .pan(let offset)? = WheelRecognizer().interpret(wheel),
            let container = group.containers.first(where: { $0.frame.contains(wheel.location) })
        else { return }
        group.scroll(container.id, to: container.scroll - offset.dy)
    }

    private mutating func handleKey(_ key: KeyEvent) {
        let announcer = self.announcer
        if let carried = group.drag, carried.isKeyboard {
            let directions: [(Key, Direction)] = [
                (.up, .up), (.down, .down), (.left, .left), (.right, .right),
            ]
            if let pair = directions.first(where: { key.matches($0.0) }) {
                announcement =
                    group.moveCarried(pair.1, at: key.time, announcer: announcer)
                    .announcement
            } else if key.matches(.enter) || key.matches(.space) {
                let step = group.dropCarried(at: key.time, announcer: announcer)
                if let move = step.move { apply(move) }
                focus = step.move?.to ?? carried.source
                announcement = step.announcement
            }
            return
        }
        if key.matches(.tab) || key.matches(.tab, .shift) {
            moveFocus(backwards: key.modifiers == .shift)
        } else if key.matches(.space) || key.matches(.enter), let focus, pointer == nil {
            announcement =
                group.pickUp(
                    focus, at: key.time, accepting: Self.accepting(from: focus.container),
                    announcer: announcer
                ).announcement
        }
    }

    /// Tab order: every item of every container, in order.
    private mutating func moveFocus(backwards: Bool) {
        var places = [SortablePlace<Int>]()
        for container in group.containers {
            for k in 0..<container.count {
                places.append(SortablePlace(container: container.id, index: k))
            }
        }
        guard !places.isEmpty else { return }
        let current = focus.flatMap { f in places.firstIndex(of: f) }
        let next =
            current.map { (backwards ? $0 + places.count - 1 : $0 + 1) % places.count }
            ?? (backwards ? places.count - 1 : 0)
        focus = places[next]
        let id = group.container(places[next].container)!.items[places[next].index]
        announcement =
            "Focus on \(names[id]), position \(places[next].index + 1) in \(Self.containerNames[places[next].container]). Space picks it up."
    }

    /// Applies a finished move to the model and says what happened.
    private mutating func apply(_ move: SortableMove<Int, Int>) {
        let (from, to) = (move.from.container, move.to.container)
        let item = model[from].remove(at: move.from.index)
        model[to].insert(item, at: move.to.index)
        announcement =
            "Moved \(names[item]) to \(Self.containerNames[to]), position \(move.to.index + 1) of \(model[to].count)."
    }

    /// Takes a trashed item out of the model and says so.
    private mutating func remove(_ item: Int, from place: SortablePlace<Int>) {
        let c = place.container
        guard model.indices.contains(c), model[c].indices.contains(place.index) else { return }
        model[c].remove(at: place.index)
        announcement = "Deleted \(names[item]) from \(Self.containerNames[c])."
    }

    static let trashHeight = 52.0

    /// Escape: puts a carried item back.
    mutating func cancel(at time: Double) -> Bool {
        self.time = max(self.time, time)
        guard let carried = group.drag else { return false }
        if carried.isKeyboard {
            announcement = group.cancelCarried(at: time, announcer: announcer).announcement
            focus = carried.source
        } else {
            pointer = nil
            group.cancel(at: time)
        }
        return true
    }

    mutating func advance(to time: Double) -> Bool {
        self.time = max(self.time, time)
        return group.advance(to: time)
    }

    var stateDescription: String {
        var lines = [String]()
        for (c, ids) in model.enumerated() {
            var line = Self.containerNames[c] + ":"
            for (k, id) in ids.enumerated() { line += (k == 0 ? " " : ", ") + names[id] }
            lines.append(line)
        }
        var text = ""
        for line in lines { text += (text.isEmpty ? "" : "\n") + line }
        return text
    }
}
