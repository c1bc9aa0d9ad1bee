import Geometry

extension DisplayItem {
    /// A 64-bit hash of everything that decides the item's pixels (its content, transform,
    /// opacity and shadow), so `DamageTracker` compares items by one number each. Equal
    /// items share it (a zero counts the same whatever its sign); two different items share
    /// it with a chance of about one in 2⁶⁴, which would leave one stale item on screen
    /// until it next changed.
    var digest: UInt64 {
        var mix = DigestMix()
        mix.add(transform.a)
        mix.add(transform.b)
        mix.add(transform.c)
        mix.add(transform.d)
        mix.add(transform.tx)
        mix.add(transform.ty)
        mix.add(opacity)
        if let shadow {
            mix.add(shadow.color)
            mix.add(shadow.radius)
            mix.add(shadow.offset.dx)
            mix.add(shadow.offset.dy)
        } else {
            mix.add(word: .max)
        }
        switch content {
        case .fill(let shape, let color):
            mix.add(word: 1)
            mix.add(shape)
            mix.add(color)
        case .stroke(let shape, let stroke):
            mix.add(word: 2)
            mix.add(shape)
            mix.add(stroke.color)
            mix.add(stroke.width)
            mix.add(word: stroke.cap == .round ? 1 : 0)
            mix.add(word: UInt64(stroke.dash.count))
            for dash in stroke.dash { mix.add(dash) }
        case .text(let run):
            mix.add(word: 3)
            mix.add(run)
        case .beginClip(let rect):
            mix.add(word: 4)
            mix.add(rect)
        case .endClip:
            mix.add(word: 5)
        }
        return mix.value
    }
}

/// Mixes numbers into a 64-bit hash, each multiplied in and folded (as in MurmurHash's
/// finaliser), so nearby numbers give far-apart hashes.
struct DigestMix {
    var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func add(word: UInt64) {
        var h = (value ^ word) &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        value = h &* 0xC4CE_B9FE_1A85_EC53 ^ (h >> 29)
    }

    mutating func add(_ number: Double) { add(word: number == 0 ? 0 : number.bitPattern) }

    mutating func add(_ rect: Rect) {
        add(rect.origin.x)
        add(rect.origin.y)
        add(rect.size.width)
        add(rect.size.height)
    }

    mutating func add(_ point: Point) {
        add(point.x)
        add(point.y)
    }

    mutating func add(_ color: Color) {
        add(color.red)
        add(color.green)
        add(color.blue)
        add(color.alpha)
    }

    mutating func add(_ shape: DisplayItem.Shape) {
        switch shape {
        case .rect(let r):
            add(word: 10)
            add(r)
        case .roundedRect(let r, let radius):
            add(word: 11)
            add(r)
            add(radius)
        case .ellipse(let r):
            add(word: 12)
            add(r)
        case .line(let a, let b):
            add(word: 13)
            add(a)
            add(b)
        case .path(let path):
            add(word: 14)
            add(word: UInt64(path.elements.count))
            for element in path.elements {
                switch element {
                case .move(let p):
                    add(word: 20)
                    add(p)
                case .line(let p):
                    add(word: 21)
                    add(p)
                case .curve(let c1, let c2, let p):
                    add(word: 22)
                    add(c1)
                    add(c2)
                    add(p)
                case .close: add(word: 23)
                }
            }
        }
    }

    mutating func add(_ run: TextRun) {
        add(word: UInt64(run.string.utf8.count))
        for byte in run.string.utf8 { add(word: UInt64(byte)) }
        add(run.position)
        add(run.font.size)
        switch run.font.weight {
        case .regular: add(word: 30)
        case .medium: add(word: 31)
        case .semibold: add(word: 32)
        case .bold: add(word: 33)
        }
        add(run.color)
        switch run.alignment {
        case .leading: add(word: 40)
        case .center: add(word: 41)
        case .trailing: add(word: 42)
        }
        add(word: run.verticalAlignment == .top ? 1 : 0)
        add(run.maxWidth ?? -1)
        add(word: UInt64(bitPattern: Int64(run.lineLimit ?? -1)))
        if let caret = run.caret {
            add(word: UInt64(bitPattern: Int64(caret.utf8Offset)))
            add(caret.color)
        } else {
            add(word: .max - 1)
        }
    }
}
