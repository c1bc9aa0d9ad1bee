import Geometry

/// A display list as two flat buffers a host in another language reads without parsing
/// text: numbers (`[Double]`, a `Float64Array` in JavaScript) and a UTF-8 string table.
/// The web host draws from these; they are rebuilt in place each frame, keeping their
/// capacity.
///
/// The layout, every field one number (flags and kinds are small whole numbers):
///
///     list    version(5) background(r g b a) itemCount item… elements
///     item    op flags [transform(a b c d tx ty) if flags&1] [opacity if flags&2]
///             [shadow(r g b a radius dx dy) if flags&4] content
///     op 1    fill:     shape color(r g b a)
///     op 2    stroke:   shape color(r g b a) width cap(0 butt, 1 round) dashCount dash…
///     op 3    text:     stringStart stringLength x y fontSize weight(0 regular, 1 medium,
///                       2 semibold, 3 bold) color(r g b a) alignment(0 leading, 1 center,
///                       2 trailing) vertical(0 center, 1 top) hasMaxWidth maxWidth
///                       hasCaret caretUTF8Offset caretColor(r g b a)
///                       lineLimit(0: none) lineCount (lineStart lineLength)…
///                       (`TextRun.lines`: the host draws these lines as they are)
///     op 4    beginClip: x y width height
///     op 5    endClip
///     shape   0 rect x y w h · 1 roundedRect x y w h radius · 2 ellipse x y w h
///             · 3 line x1 y1 x2 y2 · 4 path elementCount element…
///     element 0 move x y · 1 line x y · 2 curve c1x c1y c2x c2y x y · 3 close
///
///     elements  0 seenCount seen… tree
///             · 1 seenCount (x y width height)… changedCount (seenIndex valueStart
///               valueLength)…   (`elementsKnown`: the last encoding's elements and tree,
///               each element now at this frame, these with a new value)
///     seen    role(0 item, 1 control, 2 place, 3 text) kind(`SeenElement.Kind`'s raw
///             value) states(`SeenElement.States`'s raw value) labelStart labelLength
///             nameStart nameLength valueStart valueLength x y width height
///             (the `SeenElement`s, for screen readers and tests)
///     tree    nodeCount node… focus dialog   (`AccessibilityTree`: focus and dialog are
///             node indices, -1 for none)
///     node    seenIndex parent(node index, -1 for the window) keyStart keyLength
///             spokenNameStart spokenNameLength
///
/// Strings are byte ranges of `strings` (UTF-8). Rects keep their origin and signed size.
///
/// ```swift
/// var encoding = DisplayListEncoding()
/// encoding.encode(scene.displayList(), drawableOnly: true, viewport: size)
/// // hand encoding.numbers and encoding.strings to the host
/// let back = try DisplayList(decoding: encoding)   // the same list
/// ```
public struct DisplayListEncoding: Equatable, Sendable {
    /// The format's version, the first number.
    public static let version = 5.0

    /// The numbers.
    public private(set) var numbers: [Double] = []
    /// The UTF-8 bytes of every text run, one after another.
    public private(set) var strings: [UInt8] = []
    /// Where each encoded item stands in the list encoded, in order (so a host can send
    /// other facts of the same items: the web host's damage bounds).
    public private(set) var itemIndices: [Int] = []
    /// The last encoded list's elements and their tree, for `elementsKnown`.
    private var lastSeen: [SeenElement] = []
    private var lastTree = AccessibilityTree()
    /// The lines of the runs wrapped to a width in this encoding and in the last
    /// (`TextRun.lines` measures every word): a run drawn again is not wrapped again.
    private var wrapped: [WrappedRun: [String]] = [:]
    private var lastWrapped: [WrappedRun: [String]] = [:]

    /// Whether both hold the same buffers (what they remember of earlier lists aside).
    public static func == (a: Self, b: Self) -> Bool {
        a.numbers == b.numbers && a.strings == b.strings && a.itemIndices == b.itemIndices
    }

    /// Creates an empty encoding (call `encode` to fill it).
    public init() {}

    /// Creates the encoding of `list` (see `encode`).
    public init(
        _ list: DisplayList, drawableOnly: Bool = false, viewport: Size? = nil,
        neededFor damage: Damage? = nil
    ) {
        encode(list, drawableOnly: drawableOnly, viewport: viewport, neededFor: damage)
    }

    /// Replaces the contents with the encoding of `list`, keeping the buffers' capacity;
    /// `drawableOnly` leaves out items that are not `isDrawable` (non-finite numbers), and
    /// given the frame's `damage`, the items no damaged tile needs (`Damage.needs`). The
    /// accessibility tree is that of the list's elements in a window of `viewport` (all
    /// of them when nil). With `elementsKnown` (the reader keeps the elements and tree of
    /// the last encoding it read, which was this one's last), elements and a tree that are
    /// as they were, apart from where the elements stand and what their values say, are
    /// sent as frames and the values that changed: during a drag, most frames.
    public mutating func encode(
        _ list: DisplayList, drawableOnly: Bool = false, viewport: Size? = nil,
        neededFor damage: Damage? = nil, elementsKnown: Bool = false
    ) {
        numbers.removeAll(keepingCapacity: true)
        strings.removeAll(keepingCapacity: true)
        itemIndices.removeAll(keepingCapacity: true)
        swap(&wrapped, &lastWrapped)
        wrapped.removeAll(keepingCapacity: true)
        numbers.append(Self.version)
        put(list.background)
        let countIndex = numbers.count
        numbers.append(0)
        for index in list.items.indices
        where (damage?.needs(itemAt: index, of: list) ?? true)
            && (!drawableOnly || list.items[index].isDrawable)
        {
            put(list.items[index])
            itemIndices.append(index)
        }
        numbers[countIndex] = Double(itemIndices.count)
        let sameElements = sameElements(list.seen)
        let tree = AccessibilityTree(
            list.seen, in: viewport, keysFrom: sameElements ? lastTree : nil)
        defer {
            lastSeen = list.seen
            lastTree = tree
        }
        if elementsKnown && sameElements && sameTree(tree) {
            numbers.append(1)
            numbers.append(Double(list.seen.count))
            for element in list.seen { put(element.frame) }
            let changedIndex = numbers.count
            numbers.append(0)
            for (index, element) in list.seen.enumerated()
            where element.value != lastSeen[index].value {
                numbers.append(Double(index))
                put(element.value)
                numbers[changedIndex] += 1
            }
            return
        }
        numbers.append(0)
        numbers.append(Double(list.seen.count))
        for element in list.seen {
            switch element.role {
            case .item: numbers.append(0)
            case .control: numbers.append(1)
            case .place: numbers.append(2)
            case .text: numbers.append(3)
            }
            numbers.append(Double(element.kind.rawValue))
            numbers.append(Double(element.states.rawValue))
            put(element.label)
            put(element.name)
            put(element.value)
            put(element.frame)
        }
        put(tree)
    }

    /// Whether `seen` are the last encoding's elements, apart from their frames and values.
    private func sameElements(_ seen: [SeenElement]) -> Bool {
        guard seen.count == lastSeen.count else { return false }
        for (element, last) in zip(seen, lastSeen) {
            guard element.role == last.role, element.kind == last.kind,
                element.states == last.states, element.label == last.label,
                element.name == last.name
            else { return false }
        }
        return true
    }

    /// Whether `tree` is the last encoding's, apart from its elements' frames and values
    /// (which a tree does not hold).
    private func sameTree(_ tree: AccessibilityTree) -> Bool {
        guard tree.nodes.count == lastTree.nodes.count, tree.focus == lastTree.focus,
            tree.dialog == lastTree.dialog
        else { return false }
        for (node, last) in zip(tree.nodes, lastTree.nodes) {
            guard node.seenIndex == last.seenIndex, node.parent == last.parent,
                node.key == last.key
            else { return false }
        }
        return true
    }

    private mutating func put(_ tree: AccessibilityTree) {
        numbers.append(Double(tree.nodes.count))
        for node in tree.nodes {
            numbers.append(Double(node.seenIndex))
            numbers.append(Double(node.parent ?? -1))
            put(node.key)
            put(node.spokenName)
        }
        numbers.append(Double(tree.focus ?? -1))
        numbers.append(Double(tree.dialog ?? -1))
    }

    private mutating func put(_ string: String) {
        numbers.append(Double(strings.count))
        numbers.append(Double(string.utf8.count))
        strings.append(contentsOf: string.utf8)
    }

    private mutating func put(_ item: DisplayItem) {
        let op: Double
        switch item.content {
        case .fill: op = 1
        case .stroke: op = 2
        case .text: op = 3
        case .beginClip: op = 4
        case .endClip: op = 5
        }
        let hasTransform = !item.transform.isIdentity
        let hasOpacity = item.opacity != 1
        var flags = 0
        if hasTransform { flags |= 1 }
        if hasOpacity { flags |= 2 }
        if item.shadow != nil { flags |= 4 }
        numbers.append(op)
        numbers.append(Double(flags))
        if hasTransform {
            let t = item.transform
            numbers.append(t.a)
            numbers.append(t.b)
            numbers.append(t.c)
            numbers.append(t.d)
            numbers.append(t.tx)
            numbers.append(t.ty)
        }
        if hasOpacity { numbers.append(item.opacity) }
        if let shadow = item.shadow {
            put(shadow.color)
            numbers.append(shadow.radius)
            numbers.append(shadow.offset.dx)
            numbers.append(shadow.offset.dy)
        }
        switch item.content {
        case .fill(let shape, let color):
            put(shape)
            put(color)
        case .stroke(let shape, let stroke):
            put(shape)
            put(stroke.color)
            numbers.append(stroke.width)
            numbers.append(stroke.cap == .round ? 1 : 0)
            numbers.append(Double(stroke.dash.count))
            numbers.append(contentsOf: stroke.dash)
        case .text(let run):
            put(run)
        case .beginClip(let rect):
            put(rect)
        case .endClip:
            break
        }
    }

    private mutating func put(_ run: TextRun) {
        put(run.string)
        numbers.append(run.position.x)
        numbers.append(run.position.y)
        numbers.append(run.font.size)
        switch run.font.weight {
        case .regular: numbers.append(0)
        case .medium: numbers.append(1)
        case .semibold: numbers.append(2)
        case .bold: numbers.append(3)
        }
        put(run.color)
        switch run.alignment {
        case .leading: numbers.append(0)
        case .center: numbers.append(1)
        case .trailing: numbers.append(2)
        }
        numbers.append(run.verticalAlignment == .top ? 1 : 0)
        numbers.append(run.maxWidth == nil ? 0 : 1)
        numbers.append(run.maxWidth ?? 0)
        numbers.append(run.caret == nil ? 0 : 1)
        numbers.append(Double(run.caret?.utf8Offset ?? 0))
        put(run.caret?.color ?? .clear)
        numbers.append(Double(run.lineLimit ?? 0))
        let lines: [String]
        if !(run.maxWidth?.isFinite ?? false) {
            lines = run.lines
        } else {
            let key = WrappedRun(run)
            lines = wrapped[key] ?? lastWrapped[key] ?? run.lines
            wrapped[key] = lines
        }
        numbers.append(Double(lines.count))
        for line in lines { put(line) }
    }

    private mutating func put(_ shape: DisplayItem.Shape) {
        switch shape {
        case .rect(let r):
            numbers.append(0)
            put(r)
        case .roundedRect(let r, let radius):
            numbers.append(1)
            put(r)
            numbers.append(radius)
        case .ellipse(let r):
            numbers.append(2)
            put(r)
        case .line(let a, let b):
            numbers.append(3)
            put(a)
            put(b)
        case .path(let path):
            numbers.append(4)
            numbers.append(Double(path.elements.count))
            for element in path.elements {
                switch element {
                case .move(let p):
                    numbers.append(0)
                    put(p)
                case .line(let p):
                    numbers.append(1)
                    put(p)
                case .curve(let c1, let c2, let p):
                    numbers.append(2)
                    put(c1)
                    put(c2)
                    put(p)
                case .close:
                    numbers.append(3)
                }
            }
        }
    }

    private mutating func put(_ r: Rect) {
        numbers.append(r.origin.x)
        numbers.append(r.origin.y)
        numbers.append(r.size.width)
        numbers.append(r.size.height)
    }

    private mutating func put(_ p: Point) {
        numbers.append(p.x)
        numbers.append(p.y)
    }

    private mutating func put(_ c: Color) {
        numbers.append(c.red)
        numbers.append(c.green)
        numbers.append(c.blue)
        numbers.append(c.alpha)
    }
}

/// What a run's lines depend on (`TextRun.lines`).
private struct WrappedRun: Hashable, Sendable {
    let string: String
    let font: Font
    let maxWidth: Double?
    let lineLimit: Int?

    init(_ run: TextRun) {
        string = run.string
        font = run.font
        maxWidth = run.maxWidth
        lineLimit = run.lineLimit
    }
}

/// Why numbers could not be read as a display list.
public enum DisplayListDecodingError: Error, Equatable, Sendable {
    /// The first number is not a version this code reads.
    case unknownVersion(Double)
    /// The numbers end inside an item.
    case truncated
    /// A number that should name an operation, shape or option names none, at this index.
    case badValue(at: Int)
    /// A text run's bytes lie outside the string table or are not UTF-8.
    case badString(at: Int)
    /// The elements are sent as frames of an earlier list's (`elementsKnown`), and that
    /// list was not given or has another number of elements.
    case elementsOfAnotherList
}

extension DisplayList {
    /// Reads a list back from its encoding; `earlier` is the list read from the encoding
    /// before, for one made with `elementsKnown`.
    public init(decoding encoding: DisplayListEncoding, after earlier: DisplayList? = nil)
        throws(DisplayListDecodingError)
    {
        try self.init(decodingNumbers: encoding.numbers, strings: encoding.strings, after: earlier)
    }

    /// Reads a list back from the numbers and string table of a `DisplayListEncoding`
    /// (`earlier` as for `init(decoding:after:)`).
    public init(
        decodingNumbers numbers: [Double], strings: [UInt8], after earlier: DisplayList? = nil
    ) throws(DisplayListDecodingError) {
        var reader = EncodingReader(numbers: numbers, strings: strings)
        let version = try reader.next()
        guard version == DisplayListEncoding.version else { throw .unknownVersion(version) }
        self.init(background: try reader.readColor())
        let count = try reader.whole(max: Int(Int32.max))
        for _ in 0..<count { append(try reader.item()) }
        if try reader.whole(max: 1) == 1 {
            guard let earlier, try reader.whole(max: Int(Int32.max)) == earlier.seen.count
            else { throw .elementsOfAnotherList }
            seen = earlier.seen
            for index in seen.indices { seen[index].frame = try reader.rect() }
            for _ in 0..<(try reader.whole(max: seen.count)) {
                let index = try reader.whole(max: seen.count - 1)
                seen[index].value = try reader.string()
            }
            return
        }
        let roles: [SeenElement.Role] = [.item, .control, .place, .text]
        for _ in 0..<(try reader.whole(max: Int(Int32.max))) {
            let role = roles[try reader.whole(max: roles.count - 1)]
            let kind = SeenElement.Kind.allCases[
                try reader.whole(max: SeenElement.Kind.allCases.count - 1)]
            let states = SeenElement.States(
                rawValue: try reader.whole(max: SeenElement.States.all.rawValue))
            let label = try reader.string()
            let name = try reader.string()
            let value = try reader.string()
            seen.append(
                SeenElement(
                    role, label, frame: try reader.rect(), value: value, kind: kind, name: name,
                    states: states))
        }
        try reader.skipTree(seenCount: seen.count)
    }
}

private struct EncodingReader {
    let numbers: [Double]
    let strings: [UInt8]
    var index = 0

    mutating func next() throws(DisplayListDecodingError) -> Double {
        guard index < numbers.count else { throw .truncated }
        defer { index += 1 }
        return numbers[index]
    }

    /// A whole number in 0...max.
    mutating func whole(max: Int) throws(DisplayListDecodingError) -> Int {
        let at = index
        let v = try next()
        guard v >= 0, v <= Double(max), v == v.rounded() else { throw .badValue(at: at) }
        return Int(v)
    }

    mutating func point() throws(DisplayListDecodingError) -> Point {
        Point(x: try next(), y: try next())
    }

    mutating func rect() throws(DisplayListDecodingError) -> Rect {
        Rect(x: try next(), y: try next(), width: try next(), height: try next())
    }

    /// Reads past an accessibility tree, checking its indices: it follows from `seen`.
    mutating func skipTree(seenCount: Int) throws(DisplayListDecodingError) {
        let count = try whole(max: seenCount)
        for _ in 0..<count {
            _ = try whole(max: seenCount - 1)
            try nodeIndex(below: count)
            _ = try string()
            _ = try string()
        }
        try nodeIndex(below: count)
        try nodeIndex(below: count)
    }

    /// Reads -1 or a whole number below `count`.
    mutating func nodeIndex(below count: Int) throws(DisplayListDecodingError) {
        if numbers.indices.contains(index) && numbers[index] == -1 {
            index += 1
        } else {
            _ = try whole(max: count - 1)
        }
    }

    mutating func readColor() throws(DisplayListDecodingError) -> Color {
        Color(red: try next(), green: try next(), blue: try next(), alpha: try next())
    }

    mutating func item() throws(DisplayListDecodingError) -> DisplayItem {
        let op = try whole(max: 5)
        let flags = try whole(max: 7)
        var transform = AffineTransform.identity
        if flags & 1 != 0 {
            transform = AffineTransform(
                a: try next(), b: try next(), c: try next(), d: try next(), tx: try next(),
                ty: try next())
        }
        let opacity = flags & 2 != 0 ? try next() : 1
        var shadow: Shadow?
        if flags & 4 != 0 {
            let color = try readColor()
            let radius = try next()
            shadow = Shadow(
                color: color, radius: radius, offset: Vector(dx: try next(), dy: try next()))
        }
        let content: DisplayItem.Content
        switch op {
        case 1:
            let shape = try shape()
            content = .fill(shape, try readColor())
        case 2:
            let shape = try shape()
            let color = try readColor()
            let width = try next()
            let cap: Stroke.Cap = try whole(max: 1) == 1 ? .round : .butt
            var dash: [Double] = []
            for _ in 0..<(try whole(max: numbers.count)) { dash.append(try next()) }
            content = .stroke(shape, Stroke(color, width: width, cap: cap, dash: dash))
        case 3: content = .text(try textRun())
        case 4: content = .beginClip(try rect())
        case 5: content = .endClip
        default: throw .badValue(at: index - 2)
        }
        return DisplayItem(content, transform: transform, opacity: opacity, shadow: shadow)
    }

    mutating func string() throws(DisplayListDecodingError) -> String {
        let at = index
        let start = try whole(max: strings.count)
        let length = try whole(max: strings.count - start)
        guard let string = String(validating: strings[start..<start + length], as: UTF8.self)
        else { throw .badString(at: at) }
        return string
    }

    mutating func textRun() throws(DisplayListDecodingError) -> TextRun {
        let text = try string()
        let position = try point()
        let size = try next()
        let weights: [FontWeight] = [.regular, .medium, .semibold, .bold]
        let weight = weights[try whole(max: 3)]
        let color = try readColor()
        let alignments: [TextAlignment] = [.leading, .center, .trailing]
        let alignment = alignments[try whole(max: 2)]
        let vertical: TextVerticalAlignment = try whole(max: 1) == 1 ? .top : .center
        let hasMaxWidth = try whole(max: 1) == 1
        let maxWidth = try next()
        var run = TextRun(
            text, at: position, font: Font(size: size, weight: weight), color: color,
            alignment: alignment, verticalAlignment: vertical,
            maxWidth: hasMaxWidth ? maxWidth : nil)
        let hasCaret = try whole(max: 1) == 1
        let offset = try whole(max: Int(Int32.max))
        let caretColor = try readColor()
        if hasCaret { run.caret = Caret(utf8Offset: offset, color: caretColor) }
        let lineLimit = try whole(max: Int(Int32.max))
        run.lineLimit = lineLimit > 0 ? lineLimit : nil
        // The lines follow from the run itself: read past them.
        for _ in 0..<(try whole(max: strings.count + 1)) { _ = try string() }
        return run
    }

    mutating func shape() throws(DisplayListDecodingError) -> DisplayItem.Shape {
        switch try whole(max: 4) {
        case 0: return .rect(try rect())
        case 1:
            let r = try rect()
            return .roundedRect(r, radius: try next())
        case 2: return .ellipse(try rect())
        case 3:
            let a = try point()
            return .line(from: a, to: try point())
        default:
            var path = Path()
            for _ in 0..<(try whole(max: numbers.count)) {
                switch try whole(max: 3) {
                case 0: path.move(to: try point())
                case 1: path.line(to: try point())
                case 2:
                    let c1 = try point()
                    let c2 = try point()
                    path.curve(to: try point(), control1: c1, control2: c2)
                default: path.close()
                }
            }
            return .path(path)
        }
    }
}
