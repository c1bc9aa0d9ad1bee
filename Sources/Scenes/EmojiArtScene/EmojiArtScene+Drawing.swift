import DragAndDrop
import EmojiArt
import StageKit

extension EmojiArtScene {
    /// Draws the canvas in its view, the selection, the trash while dragging, the palette,
    /// the moving emoji on top, the toolbar, the status line and the file sheet.
    public func draw(into list: inout DisplayList) {
        let theme = Theme.standard
        list.background = theme.background
        let viewport = layout.viewport
        list.fill(.rect(viewport), Self.deskColor)
        // Seen: the desk the canvas is shown on, and the canvas where it is drawn (its
        // size in whole canvas points as the value).
        list.see(.place, "desk", frame: viewport)
        let width = Int(document.canvasSize.width.rounded())
        let height = Int(document.canvasSize.height.rounded())
        list.see(
            .place, "canvas",
            frame: view.windowRect(fromCanvas: document.canvasBounds, in: viewport),
            value: "\(width)x\(height)")
        list.clipped(to: viewport) { list in
            let look = drag.look
            CanvasPicture.draw(
                document, into: &list, transform: view.canvasToWindow(in: viewport),
                visible: viewport, selected: { editor.isSelected($0) }, focus: focusedItem?.id
            ) { id in
                look.pose(of: .item(id)) != nil
            }
            if dropFeedback == .accepted && drag.session.target.zone == .canvas {
                list.stroke(
                    .rect(
                        view.windowRect(fromCanvas: document.canvasBounds, in: viewport).outset(
                            by: 2)),
                    Stroke(theme.success, width: 4),
                    shadow: Shadow(color: theme.success, radius: 14))
            }
            for item in ringedItems { drawSelection(of: item, into: &list) }
            if let item = focusedItem, !editor.isSelected(item.id) {
                // The keyboard's focus on an emoji out of the selection: a plain ring.
                list.stroke(
                    .roundedRect(selectionRing(of: item), radius: 6), Stroke(theme.accent, width: 2)
                )
            }
            if let lasso { list.marquee(lasso.rect, theme: theme) }
        }
        if isTrashShown { drawTrash(into: &list) }
        palette.draw(into: &list, theme: theme)
        drawMovingGlyphs(into: &list)
        toolbar.draw(into: &list, theme: theme)
        drawStatus(into: &list)
        fileSheet.draw(into: &list, theme: theme)
        toolbar.drawMenu(into: &list, theme: theme)
        actionMenu.draw(into: &list, theme: theme)
        question.draw(into: &list, theme: theme)
    }

    private func drawSelection(of item: EmojiItem, into list: inout DisplayList) {
        let theme = Theme.standard
        let ring = selectionRing(of: item)
        list.stroke(.roundedRect(ring, radius: 6), Stroke(theme.accent, width: 2, dash: [6, 4]))
        let handle = Rect(center: handleCenter(of: item), size: Size(width: 14, height: 14))
        list.fill(.ellipse(handle), theme.accent, shadow: theme.controlShadow)
        list.stroke(.ellipse(handle), Stroke(.white, width: 2))
        list.see(.control, "resize handle \(item.id)", frame: handle, value: item.text)
    }

    private func drawTrash(into list: inout DisplayList) {
        let theme = Theme.standard
        let over = drag.session.target.zone == .trash
        let frame = layout.trash
        list.fill(
            .roundedRect(frame, radius: 16),
            over ? theme.destructive : theme.surface.withAlpha(0.92),
            shadow: theme.cardShadow)
        list.stroke(
            .roundedRect(frame.outset(by: -1), radius: 15),
            Stroke(theme.destructive, width: 2, dash: over ? [] : [6, 4]))
        list.text(
            "🗑️ Drop here to delete", at: frame.center, font: theme.controlFont,
            color: over ? theme.onAccent : theme.destructive, alignment: .center)
        list.see(
            .place, "trash", frame: frame, value: over ? "highlighted" : "",
            states: .dropTarget.when(over))
    }

    /// Emoji being dragged or gliding, above everything but the toolbar; the dragged one
    /// glows green where it can be dropped and red where it cannot.
    private func drawMovingGlyphs(into list: inout DisplayList) {
        var glyphs: [Glyph] = document.items.compactMap {
            drag.look.pose(of: .item($0.id)) != nil ? .item($0.id) : nil
        }
        for copy in copies.keys.sorted() { glyphs.append(.copy(copy)) }
        for glyph in drag.look.drawingOrder(glyphs) {
            guard let pose = drag.look.pose(of: glyph), let (text, size) = appearance(of: glyph)
            else {
                continue
            }
            let lifted = glyph == drag.carried
            if lifted {
                let glow =
                    dropFeedback == .accepted ? Theme.standard.success : Theme.standard.destructive
                let halo = Rect(center: .zero, size: Size(width: size * 1.3, height: size * 1.3))
                list.fill(
                    .ellipse(halo), glow.withAlpha(0.3), transform: pose.transform,
                    shadow: Shadow(color: glow, radius: 16))
            }
            list.text(
                text, at: .zero, font: Font(size: size), color: .black, alignment: .center,
                transform: pose.transform, opacity: pose.opacity,
                shadow: lifted ? Theme.standard.liftedShadow : nil)
            // Seen in the square the glyph fills (the font is a share of it), as drawn; the
            // one in the hand is seen lifted.
            let side = size / CanvasPicture.glyphScale
            list.see(
                .item, label(of: glyph),
                frame: Rect(center: .zero, size: Size(width: side, height: side)),
                value: lifted ? "\(text) lifted" : text, name: text,
                states: .grabbed.when(lifted), transform: pose.transform)
        }
    }

    /// How a moving glyph is named among the seen items: an item by its id, like the items
    /// at rest; a floating copy as "copy N".
    private func label(of glyph: Glyph) -> String {
        switch glyph {
        case .item(let id): "\(id)"
        case .copy(let copy): "copy \(copy)"
        }
    }

    /// A glyph's emoji and its font size in window points.
    private func appearance(of glyph: Glyph) -> (String, Double)? {
        switch glyph {
        case .item(let id):
            guard let item = document.item(withID: id) else { return nil }
            return (item.text, item.size * view.zoom * CanvasPicture.glyphScale)
        case .copy(let copy):
            guard let floating = copies[copy] else { return nil }
            return (floating.text, floating.size)
        }
    }

    private func drawStatus(into list: inout DisplayList) {
        let theme = Theme.standard
        let frame = layout.status
        list.fill(.rect(frame), theme.surface)
        list.line(
            from: Point(x: frame.minX, y: frame.minY + 0.5),
            to: Point(x: frame.maxX, y: frame.minY + 0.5),
            Stroke(theme.border, width: 1))
        let zoom = Int((view.zoom * 100).rounded())
        let name = fileName.map { "\($0) · " } ?? ""
        let info = "\(name)\(document.items.count) emoji · zoom \(zoom)%"
        // The status gives way to the counts on the right in a narrow window, ending in "…"
        // where it is cut (the whole sentence is the status control's value).
        let room = frame.width - TextMetrics.width(of: info, font: theme.captionFont) - 42
        list.text(
            status, at: Point(x: frame.minX + 14, y: frame.midY), font: theme.captionFont,
            color: theme.secondaryText, maxWidth: max(room, 1), lineLimit: layout.statusLines)
        list.see(.text, "status", frame: frame, value: status, kind: .status, name: status)
        list.text(
            info,
            at: Point(x: frame.maxX - 14, y: frame.midY),
            font: theme.captionFont, color: theme.secondaryText, alignment: .trailing)
    }

    static let deskColor = Color(hex: 0xE4DFD6)
}
