import Geometry

extension TextRun {
    /// Where the run's lines are drawn, in its item's coordinates, as the hosts place them
    /// (the lines measured with `TextMetrics`, aligned within `maxWidth` when set).
    ///
    /// ```swift
    /// let title = TextRun("Groceries", at: Point(x: 20, y: 40), font: Font(size: 15), color: .black)
    /// title.drawnFrame.contains(Point(x: 24, y: 40))   // true
    /// ```
    public var drawnFrame: Rect {
        let lines = self.lines
        var widest = 0.0
        for line in lines { widest = max(widest, TextMetrics.width(of: line, font: font)) }
        let height = Double(max(lines.count, 1)) * TextMetrics.lineHeight(of: font)
        let box = maxWidth ?? widest
        let x: Double
        switch alignment {
        case .leading: x = position.x
        case .center: x = position.x - box / 2 + (box - widest) / 2
        case .trailing: x = position.x - widest
        }
        let y = verticalAlignment == .top ? position.y : position.y - height / 2
        return Rect(x: x, y: y, width: widest, height: height)
    }

    /// Whether the lines drawn leave part of the text out (a line limit ended them in "…"),
    /// so the whole text must be offered another way (a tip on hover).
    public var isCutShort: Bool {
        lines != TextMetrics.wrappedLines(string, font: font, maxWidth: maxWidth)
    }
}
