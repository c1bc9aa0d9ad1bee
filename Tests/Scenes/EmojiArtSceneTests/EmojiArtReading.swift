import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// A document with a fox and a cat on an 800 × 600 canvas.
func foxAndCat() -> EmojiArtDocument {
    try! EmojiArtDocument(
        canvasSize: Size(width: 800, height: 600), background: .white,
        items: [
            EmojiItem(id: 0, text: "🦊", position: Point(x: 200, y: 150), size: 60),
            EmojiItem(id: 1, text: "🐈", position: Point(x: 500, y: 400), size: 80),
        ])
}

/// Reading Emoji Art the way a person does: from what is drawn (the named emoji, canvas,
/// desk, palette cells, trash, resize handles and controls, and the text shown: the
/// status line, sheet titles and messages, the zoom readout), and from the model only
/// through its contract, `scene.document` (what `--print-state` prints). Nothing here
/// reads the scene's internals, so the tests survive changes to how the scene is built.
extension SceneDriver where S == EmojiArtScene {
    /// Opens the app on a document (with files kept by `storage`, if any).
    init(
        document: EmojiArtDocument = EmojiArtDocument(), fileName: String? = nil,
        storage: EmojiArtStorage? = nil, escapeLeaves: Bool = false,
        size: Size = Size(width: 1280, height: 800)
    ) {
        self.init(
            EmojiArtScene(
                document: document, fileName: fileName, storage: storage,
                escapeLeaves: escapeLeaves),
            size: size)
    }

    /// The document, as `--print-state` prints it.
    var document: EmojiArtDocument { scene.document }

    // MARK: - The canvas and its view

    /// The desk the canvas is shown on, as drawn (the view's area).
    var desk: Rect {
        guard let desk = seen(.place, "desk") else { preconditionFailure("no desk is drawn") }
        return desk.frame
    }

    /// The canvas where it is drawn.
    var canvas: Rect {
        guard let canvas = seen(.place, "canvas") else {
            preconditionFailure("no canvas is drawn")
        }
        return canvas.frame
    }

    /// The zoom as drawn: window points per canvas point.
    var zoom: Double { canvas.width / document.canvasSize.width }

    /// The zoom readout of the status line, in percent ("zoom 130%").
    var zoomReadout: Int? {
        for string in strings {
            guard let at = string.range(of: "zoom ") else { continue }
            return Int(string[at.upperBound...].prefix { $0.isNumber })
        }
        return nil
    }

    /// How far the canvas is drawn from the desk's corner.
    var pan: Vector { canvas.origin - desk.origin }

    /// The window point showing a canvas point, as drawn.
    func windowPoint(of c: Point) -> Point {
        Point(x: canvas.minX + zoom * c.x, y: canvas.minY + zoom * c.y)
    }

    /// The canvas point under a window point, as drawn.
    func canvasPoint(under p: Point) -> Point {
        Point(x: (p.x - canvas.minX) / zoom, y: (p.y - canvas.minY) / zoom)
    }

    /// Where the canvas is drawn when it is fitted to the desk (as Fit, a double tap on
    /// empty canvas, opening a picture and a window resize before any zoom or pan show it):
    /// as large as fits with a margin, centred.
    var fittedCanvas: Rect {
        let view = try! CanvasView.fitting(
            canvasSize: document.canvasSize, in: desk, margin: EmojiArtLayout.fitMargin)
        return view.windowRect(fromCanvas: document.canvasBounds, in: desk)
    }

    /// The square an emoji of the document is drawn in when it is at rest.
    func expectedFrame(of item: EmojiItem) -> Rect {
        let side = item.size * zoom
        return Rect(center: windowPoint(of: item.position), size: Size(width: side, height: side))
    }

    // MARK: - Emoji

    /// An emoji of the document as drawn now, by its id.
    func emoji(_ id: Int) -> SeenElement? { seen(.item, "\(id)") }

    /// The emoji drawn topmost under a window point, if any.
    func emoji(at p: Point) -> SeenElement? { seen(.item).last { $0.frame.contains(p) } }

    /// Whether the emoji is drawn at rest where the document has it (not lifted or gliding).
    func isAtRest(_ id: Int, tolerance: Double = 1e-6) -> Bool {
        guard let item = document.item(withID: id), let drawn = emoji(id) else { return false }
        return isClose(drawn.frame, expectedFrame(of: item), tolerance: tolerance)
    }

    /// The floating copies drawn (emoji on their way from or back to the palette).
    var copies: [SeenElement] { seen(.item).filter { $0.label.hasPrefix("copy ") } }

    /// The halo drawn under the emoji being dragged: its centre and colour.
    var halo: (center: Point, color: Color)? {
        for item in list.items {
            guard case .fill(.ellipse(let r), let color) = item.content, item.shadow != nil,
                color == Self.green || color == Self.red
            else { continue }
            return (item.transform.apply(to: r.center), color)
        }
        return nil
    }

    /// The halo colour over a place that takes the drop.
    static var green: Color { Theme.standard.success.withAlpha(0.3) }
    /// The halo colour over a place that does not.
    static var red: Color { Theme.standard.destructive.withAlpha(0.3) }

    /// Whether the emoji being dragged glows green (it may be dropped here); nil when
    /// nothing is being dragged.
    var dropIsAccepted: Bool? { halo.map { $0.color == Self.green } }

    /// The emoji being dragged: the one seen lifted (its value is its emoji and "lifted").
    var lifted: SeenElement? { seen(.item).first { $0.value.hasSuffix(" lifted") } }

    // MARK: - Selection

    /// The ids of the selected emoji: those drawn with a resize handle.
    var selection: [Int] {
        seen(.control).compactMap { element in
            guard element.label.hasPrefix("resize handle ") else { return nil }
            return Int(element.label.dropFirst("resize handle ".count))
        }
    }

    /// The centre of a selected emoji's resize handle, as drawn.
    func handle(of id: Int) -> Point? { seen(.control, "resize handle \(id)")?.frame.center }

    // MARK: - Trash

    /// The trash, while it is shown.
    var trash: SeenElement? { seen(.place, "trash") }

    /// The text the trash shows.
    static var trashText: String { "🗑️ Drop here to delete" }

    // MARK: - Palette

    /// The set the palette shows, by name.
    var setName: String? { seen(.place, "palette")?.value }

    /// The palette's grid of emoji, as drawn.
    var paletteGrid: Rect { seen(.place, "palette")?.frame ?? .zero }

    /// A palette cell shown where it can be picked up.
    func cell(_ text: String) -> Rect? { seen(.place, "palette \(text)")?.frame }

    /// The emoji of the palette cells shown, top to bottom.
    var cells: [String] {
        seen(.place).filter { $0.label.hasPrefix("palette ") }.map { $0.value }
    }

    /// The font size an emoji is drawn at in its palette cell.
    func paletteGlyphSize(_ text: String) -> Double? {
        guard let cell = cell(text) else { return nil }
        for item in list.items {
            guard case .text(let run) = item.content, run.string == text,
                cell.contains(item.transform.apply(to: run.position))
            else { continue }
            return run.font.size
        }
        return nil
    }

    /// Shows a palette set by tapping its tab (titled with the set's symbol).
    mutating func showSet(named name: String) {
        let set = EmojiSet.all.first { $0.name == name }!
        tap(at: control(set.symbol)!.frame.center)
    }

    /// The centre of a palette emoji's cell, showing its set first (scrolled to the top).
    mutating func paletteCell(of text: String) -> Point {
        let set = EmojiSet.all.first { $0.emoji.contains(text) }!
        if setName != set.name { showSet(named: set.name) }
        return cell(text)!.center
    }

    // MARK: - Controls, sheets and text

    /// A control as drawn, the topmost with this title.
    func control(_ title: String) -> SeenElement? { seen(.control).last { $0.label == title } }

    /// Whether a control is drawn and not disabled.
    func isEnabled(_ title: String) -> Bool {
        guard let control = control(title) else { return false }
        return !control.value.contains("disabled")
    }

    /// Taps a control where it is drawn (once sheets have finished fading in); a control
    /// not drawn is an issue.
    mutating func click(_ title: String) {
        settle()
        guard let control = control(title) else {
            Issue.record("no \(title) control is drawn")
            return
        }
        tap(at: control.frame.center)
    }

    /// The file sheet's name field as drawn: its text, or nil without a sheet. (Sheets
    /// fade in and out: `settle()` first.)
    var nameField: String? { control("File name")?.value }

    /// Whether the file sheet is drawn.
    var sheetIsShown: Bool { nameField != nil }

    /// The status line's sentence, as shown.
    var statusLine: String? { seen(.text).last { $0.label == "status" }?.value }

    /// Whether a question (Save the changes? Replace?) is drawn. (Sheets fade in and out:
    /// `settle()` first.)
    var asks: Bool { control("Discard") != nil || control("Replace") != nil }

    /// The file name the status line shows ("zoo.json · 2 emoji · zoom 100%"), if any.
    var fileNameShown: String? {
        for string in strings where string.contains(" emoji · zoom ") {
            let parts = string.split(separator: " · ")
            return parts.count == 3 ? String(parts[0]) : nil
        }
        return nil
    }

    // MARK: - Playing

    /// Zooms with ctrl+wheel notches around a window point.
    mutating func zoom(notches: Double, around p: Point) {
        wheel(dy: notches, at: p, modifiers: .control)
    }

    /// Presses at `from` and drags to `to`, holding on.
    mutating func hold(from: Point, to: Point) {
        press(at: from)
        drag(to: to)
    }

    /// Drags an emoji from the palette to a window point, grabbing it `grab` off its
    /// centre; releases unless told not to (and then lets it settle).
    mutating func dragFromPalette(
        _ text: String, to p: Point, grab: Vector = .zero, release: Bool = true
    ) {
        let from = paletteCell(of: text) + grab
        if release { drag(from: from, to: p) } else { hold(from: from, to: p) }
    }

    /// The emoji added last.
    var lastItem: EmojiItem? { document.items.last }
}
