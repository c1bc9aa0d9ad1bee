import Geometry

extension ToolbarMenu {
    /// Where an open menu and each of its rows lie: under the More button, its right edge on
    /// the button's, inside the window. Choosable rows are `itemHeight` tall where there is
    /// room. A menu too tall for the window below the bar splits into two columns, at a
    /// header or separator where one balances them well enough (if the window is wide
    /// enough for two); rows shrink (to 30 points at least) only where even that does not
    /// fit.
    struct Placement: Hashable, Sendable {
        /// The menu's frame.
        let frame: Rect
        /// Each row's frame, in the order of the rows (a separator that would open a
        /// column has no width: the column break separates the groups).
        let rows: [Rect]

        init(
            rows: [Row], under more: Rect, windowWidth: Double, theme: Theme,
            itemHeight: Double = ToolbarMenu.itemHeight, windowHeight: Double = .infinity
        ) {
            self.init(
                rows: rows, top: more.maxY + 10, windowWidth: windowWidth, theme: theme,
                itemHeight: itemHeight, windowHeight: windowHeight
            ) { width in min(max(more.maxX - width, 4), max(windowWidth - 4 - width, 4)) }
        }

        /// The rows laid out from `top` down, the menu's left edge where `left` puts a
        /// menu of the given width.
        init(
            rows: [Row], top: Double, windowWidth: Double, theme: Theme, itemHeight: Double,
            windowHeight: Double, left: (_ width: Double) -> Double
        ) {
            var columnWidth = 160.0
            for row in rows {
                let font = row.isHeader ? theme.captionFont : theme.controlFont
                let text = TextMetrics.width(of: row.title, font: font)
                columnWidth = max(columnWidth, text + ToolbarMenu.checkColumn + 2 * theme.padding)
            }
            let room = windowHeight.isFinite ? windowHeight - 4 - top : .infinity
            let preferred = max(itemHeight, ToolbarMenu.itemHeight)
            var columns = [rows.indices]
            let twoFit = windowWidth - 8 >= 2 * Self.narrowestColumn
            if Self.height(rows[...], itemHeight: preferred) > room, rows.count > 1, twoFit {
                let split = Self.split(rows, itemHeight: preferred, room: room)
                columns = [0..<split, split..<rows.count]
            }
            // Rows shrink to fit the tallest column, down to 30 points.
            var rowHeight = preferred
            for column in columns {
                let part = rows[column]
                let items = part.filter { $0.isItem }.count
                guard items > 0, room.isFinite else { continue }
                let fixed = Self.height(part, itemHeight: 0)
                let fits = (room - fixed) / Double(items)
                rowHeight = min(rowHeight, max(fits, ToolbarMenu.itemHeight))
            }
            var width = min(columnWidth * Double(columns.count), max(windowWidth - 8, 0))
            width = max(width, 0)
            let x = left(width)
            let eachWidth = width / Double(columns.count)
            var frames = Array(repeating: Rect.zero, count: rows.count)
            var height = 0.0
            for (c, column) in columns.enumerated() {
                let left = x + Double(c) * eachWidth
                var y = top + ToolbarMenu.inset
                for i in column {
                    let opensColumn = c > 0 && i == column.lowerBound
                    if case .separator = rows[i], opensColumn {
                        frames[i] = Rect(x: left + 4, y: y, width: 0, height: 0)
                        continue
                    }
                    let h = rows[i].height(items: rowHeight)
                    frames[i] = Rect(x: left + 4, y: y, width: eachWidth - 8, height: h)
                    y += h
                }
                height = max(height, y + ToolbarMenu.inset - top)
            }
            frame = Rect(x: x, y: top, width: width, height: height)
            self.rows = frames
        }

        /// The same menu moved down by `dy`.
        func shifted(down dy: Double) -> Placement {
            let v = Vector(dx: 0, dy: dy)
            return Placement(frame: frame.offset(by: v), rows: rows.map { $0.offset(by: v) })
        }

        private init(frame: Rect, rows: [Rect]) {
            self.frame = frame
            self.rows = rows
        }

        /// The narrowest a column may be when the menu splits in two.
        static let narrowestColumn = 140.0

        /// The height of a column of rows, choosable ones `itemHeight` tall, with the
        /// menu's inset above and below.
        static func height(_ rows: ArraySlice<Row>, itemHeight: Double) -> Double {
            var total = 2 * ToolbarMenu.inset
            for row in rows { total += row.height(items: itemHeight) }
            return total
        }

        /// Where a second column begins: at a header or separator if one balances the
        /// columns so both fit in `room`, else wherever the taller column is least tall.
        static func split(_ rows: [Row], itemHeight: Double, room: Double) -> Int {
            func taller(_ k: Int) -> Double {
                var second = rows[k...]
                if case .separator? = second.first { second = second.dropFirst() }
                return max(
                    height(rows[..<k], itemHeight: itemHeight),
                    height(second, itemHeight: itemHeight))
            }
            let all = Array(1..<rows.count)
            let boundaries = all.filter { !rows[$0].isItem }
            let best = { (ks: [Int]) in ks.min { taller($0) < taller($1) } }
            if let k = best(boundaries), taller(k) <= room { return k }
            return best(all) ?? 1
        }
    }
}
