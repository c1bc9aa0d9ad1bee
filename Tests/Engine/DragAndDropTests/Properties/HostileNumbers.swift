import DragAndDrop

/// Decodes generated integers into coordinates that include the values that break
/// careless code: NaN, infinities, enormous and tiny numbers, zero and negatives.
enum HostileNumbers {
    static let specials: [Double] = [
        .nan, .infinity, -.infinity, 1e308, -1e308, 1e15, -1e15, 0, -0.0, 1e-300,
    ]

    /// Mostly ordinary values in -200…1200, sometimes a special one.
    static func coordinate(_ code: Int) -> Double {
        let c = abs(code % 1_000_003)
        if c % 17 == 0 { return specials[(c / 17) % specials.count] }
        return Double(c % 1400) - 200 + Double(c % 7) / 7
    }

    /// Mostly ordinary extents in -20…300, sometimes a special one.
    static func extent(_ code: Int) -> Double {
        let c = abs(code % 1_000_003)
        if c % 13 == 0 { return specials[(c / 13) % specials.count] }
        return Double(c % 320) - 20
    }

    static func point(_ a: Int, _ b: Int) -> Point { Point(x: coordinate(a), y: coordinate(b)) }

    static func rect(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Rect {
        Rect(x: coordinate(a), y: coordinate(b), width: extent(c), height: extent(d))
    }
}
