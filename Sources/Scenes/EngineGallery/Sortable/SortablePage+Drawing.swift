import DragAndDrop
import StageKit

extension SortablePage {
    /// Draws each container with only its visible items (the ones gliding aside at their
    /// glide), the gap's outline, the item landing and the item carried on top, and the
    /// status line.
    func draw(into list: inout DisplayList, theme: Theme) {
        for (c, container) in group.containers.enumerated() {
            let heading = headings.indices.contains(c) ? headings[c] : .zero
            list.text(
                "\(Self.containerNames[container.id]) (\(container.count))",
                at: Point(x: heading.minX + 4, y: heading.midY),
                font: Font(size: 14, weight: .bold), color: theme.text, maxWidth: heading.width)
            list.fill(
                .roundedRect(container.frame, radius: 12), theme.surface.withAlpha(0.6))
            list.stroke(.roundedRect(container.frame, radius: 12), Stroke(theme.border))
            list.see(.place, Self.containerNames[container.id], frame: container.frame)
            list.clipped(to: container.frame) { list in
                if let landing = group.landingRect, group.drag?.gap?.container == container.id {
                    list.stroke(
                        .roundedRect(landing, radius: 8),
                        Stroke(theme.accent, width: 2, dash: [6, 4]))
                }
                for k in group.visibleRange(of: container.id) {
                    let id = container.items[k]
                    guard id != group.drag?.item, id != group.landingItem else { continue }
                    drawItem(
                        id, at: k, in: container,
                        frame: group.drawnRect(ofItemAt: k, in: container.id)!,
                        lifted: false, into: &list, theme: theme)
                }
            }
        }
        drawTrash(into: &list, theme: theme)
        if let place = group.landingPlace, let container = group.container(place.container),
            let frame = group.drawnRect(ofItemAt: place.index, in: place.container)
        {
            drawItem(
                container.items[place.index], at: place.index, in: container, frame: frame,
                lifted: true, into: &list, theme: theme)
        }
        if let carried = group.drag, let container = group.container(carried.source.container) {
            drawItem(
                carried.item, at: carried.source.index, in: container, frame: carried.rect,
                lifted: true, into: &list, theme: theme)
        }
        list.text(
            announcement.isEmpty
                ? "Drag to reorder, or press Tab, then Space, the arrows and Enter."
                : announcement,
            at: Point(x: status.minX + 4, y: status.midY), font: Font(size: 13),
            color: announcement.isEmpty ? theme.secondaryText : theme.text,
            maxWidth: status.width - 8)
    }

    /// The trash beside the lists: red while an item is over it.
    private func drawTrash(into list: inout DisplayList, theme: Theme) {
        let over = group.drag?.isOutside == true
        list.fill(
            .roundedRect(trash, radius: 12),
            over ? theme.destructive : theme.surface.withAlpha(0.6))
        list.stroke(
            .roundedRect(trash, radius: 12),
            Stroke(theme.destructive, width: 1.5, dash: over ? [] : [6, 4]))
        list.text(
            "🗑  Trash", at: trash.center, font: Font(size: 14),
            color: over ? theme.onAccent : theme.destructive, alignment: .center)
        list.see(.place, "Trash", frame: trash, value: over ? "over" : "")
    }

    private func drawItem(
        _ id: Int, at index: Int, in container: SortableContainer<Int, Int>, frame: Rect,
        lifted: Bool, into list: inout DisplayList, theme: Theme
    ) {
        let focused = focus == SortablePlace(container: container.id, index: index)
        list.fill(
            .roundedRect(frame, radius: 8), theme.surface,
            shadow: lifted ? theme.liftedShadow : theme.controlShadow)
        if focused || (lifted && group.drag?.item == id) {
            list.stroke(.roundedRect(frame, radius: 8), Stroke(theme.accent, width: 2))
        }
        if case .grid = container.layout {
            list.text(
                names[id], at: frame.center, font: Font(size: 28), color: theme.text,
                alignment: .center)
        } else {
            list.text(
                names[id], at: Point(x: frame.minX + 12, y: frame.midY), font: Font(size: 14),
                color: theme.text, maxWidth: frame.width - 24)
        }
        let carried = lifted && group.drag?.item == id
        list.see(
            .item, names[id], frame: frame,
            value: "\(Self.containerNames[container.id]) \(index + 1)",
            states: [.focused.when(focused || carried), .grabbed.when(carried)])
    }
}
