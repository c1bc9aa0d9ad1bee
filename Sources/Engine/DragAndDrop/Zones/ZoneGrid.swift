import Geometry

/// A uniform-grid spatial index over slot numbers: each slot is filed under every grid
/// cell its rect touches, so a lookup reads one or a few buckets instead of every zone.
///
/// Rects too large (more than `maximumCellsPerRect` cells) or too far out to file are
/// kept in a short `unfiled` list that every lookup also reads; rects that are not
/// finite or are empty are never found.
struct ZoneGrid: Sendable {
    let cellSize: Double
    private(set) var buckets: [CellKey: [Int32]] = [:]
    private(set) var unfiled: [Int32] = []

    /// Beyond this many cells a rect is cheaper to check directly than to file.
    static let maximumCellsPerRect = 64
    /// Cell coordinates are kept well inside `Int32`, so keys never overflow.
    static let maximumCellCoordinate = 1_000_000_000.0

    struct CellKey: Hashable, Sendable {
        var column: Int32
        var row: Int32
    }

    struct CellRange {
        var columns: ClosedRange<Int32>
        var rows: ClosedRange<Int32>
        var count: Int { (columns.count) * (rows.count) }
    }

    init(cellSize: Double) {
        self.cellSize = cellSize.isFinite && cellSize > 0 ? cellSize : 64
    }

    /// The cells a rect touches, or nil when it is not finite or lies too far out.
    func cells(of rect: Rect) -> CellRange? {
        guard rect.isFinite else { return nil }
        let limit = Self.maximumCellCoordinate
        let x0 = (rect.minX / cellSize).rounded(.down)
        let y0 = (rect.minY / cellSize).rounded(.down)
        let x1 = (rect.maxX / cellSize).rounded(.down)
        let y1 = (rect.maxY / cellSize).rounded(.down)
        guard x0 >= -limit, y0 >= -limit, x1 <= limit, y1 <= limit else { return nil }
        return CellRange(columns: Int32(x0)...Int32(x1), rows: Int32(y0)...Int32(y1))
    }

    mutating func insert(_ slot: Int32, frame: Rect) {
        guard frame.isFinite, !frame.isEmpty else { return }
        guard let range = cells(of: frame), range.count <= Self.maximumCellsPerRect else {
            unfiled.append(slot)
            return
        }
        for row in range.rows {
            for column in range.columns {
                buckets[CellKey(column: column, row: row), default: []].append(slot)
            }
        }
    }

    /// Files many slots at once, given in ascending order: their filings are sorted by
    /// cell (a counting sort over the cells they span) and each cell's run is appended to
    /// its bucket at once, leaving every bucket as inserting them one by one would.
    /// Slots spread too thinly for a counting sort are filed one at a time.
    mutating func insert(contentsOf slots: [Int32], frameOfSlot: (Int32) -> Rect) {
        // First pass: which slots are filed by cell, and the cells they span.
        var filed: [Int32] = []
        filed.reserveCapacity(slots.count)
        var filings = 0
        var (minColumn, maxColumn, minRow, maxRow) = (Int32.max, Int32.min, Int32.max, Int32.min)
        for slot in slots {
            let frame = frameOfSlot(slot)
            guard frame.isFinite, !frame.isEmpty else { continue }
            guard let range = cells(of: frame), range.count <= Self.maximumCellsPerRect else {
                unfiled.append(slot)
                continue
            }
            filed.append(slot)
            filings += range.count
            minColumn = min(minColumn, range.columns.lowerBound)
            maxColumn = max(maxColumn, range.columns.upperBound)
            minRow = min(minRow, range.rows.lowerBound)
            maxRow = max(maxRow, range.rows.upperBound)
        }
        guard !filed.isEmpty else { return }
        let columns = minColumn...maxColumn
        let rows = minRow...maxRow
        let width = Int(columns.upperBound) - Int(columns.lowerBound) + 1
        let height = Int(rows.upperBound) - Int(rows.lowerBound) + 1
        guard width.multipliedReportingOverflow(by: height).partialValue <= 4 * filings + 4096,
            width <= 1 << 24, height <= 1 << 24
        else {
            for slot in filed { insert(slot, frame: frameOfSlot(slot)) }
            return
        }
        // Counting sort: where each cell's run starts in `sorted`.
        func cellIndex(_ column: Int32, _ row: Int32) -> Int {
            (Int(row) - Int(rows.lowerBound)) * width + Int(column) - Int(columns.lowerBound)
        }
        var starts = [Int32](repeating: 0, count: width * height + 1)
        for slot in filed {
            guard let range = cells(of: frameOfSlot(slot)) else { continue }
            for row in range.rows {
                for column in range.columns { starts[cellIndex(column, row) + 1] += 1 }
            }
        }
        var cellsUsed = 0
        for i in 0..<width * height {
            if starts[i + 1] > 0 { cellsUsed += 1 }
            starts[i + 1] += starts[i]
        }
        var sorted = [Int32](repeating: 0, count: filings)
        var next = starts
        for slot in filed {
            guard let range = cells(of: frameOfSlot(slot)) else { continue }
            for row in range.rows {
                for column in range.columns {
                    let cell = cellIndex(column, row)
                    sorted[Int(next[cell])] = slot
                    next[cell] += 1
                }
            }
        }
        buckets.reserveCapacity(buckets.count + cellsUsed)
        for row in rows {
            for column in columns {
                let cell = cellIndex(column, row)
                let run = Int(starts[cell])..<Int(starts[cell + 1])
                guard !run.isEmpty else { continue }
                buckets[CellKey(column: column, row: row), default: []].append(
                    contentsOf: sorted[run])
            }
        }
    }

    mutating func remove(_ slot: Int32, frame: Rect) {
        guard frame.isFinite, !frame.isEmpty else { return }
        guard let range = cells(of: frame), range.count <= Self.maximumCellsPerRect else {
            if let i = unfiled.firstIndex(of: slot) { unfiled.remove(at: i) }
            return
        }
        for row in range.rows {
            for column in range.columns {
                let key = CellKey(column: column, row: row)
                guard var bucket = buckets[key], let i = bucket.firstIndex(of: slot) else {
                    continue
                }
                bucket.remove(at: i)
                buckets[key] = bucket.isEmpty ? nil : bucket
            }
        }
    }

    /// Calls `body` with every slot whose rect may touch `region` (possibly more than
    /// once for a slot filed under several cells), or returns false when the region is
    /// too large to look up by cells and the caller should scan instead.
    func forEachCandidate(in region: Rect, _ body: (Int32) -> Void) -> Bool {
        guard let range = cells(of: region), range.count <= Self.maximumCellsPerRect else {
            return false
        }
        for slot in unfiled { body(slot) }
        for row in range.rows {
            for column in range.columns {
                if let bucket = buckets[CellKey(column: column, row: row)] {
                    for slot in bucket { body(slot) }
                }
            }
        }
        return true
    }
}
