import DragAndDrop

/// The getting-started article's app: one apple to drag, one basket to drop it in.
struct AppleAndBasket {
    var zones = DropZones<String>()
    var session = DragSession<String, String>()
    var look = DragPresentation<String>()
    var apple = Rect(x: 20, y: 20, width: 60, height: 60)
    var isInBasket = false

    init() {
        let basket = Rect(x: 300, y: 100, width: 200, height: 200)
        zones.insert(DropZone(id: "basket", frame: basket, snapAnchor: basket.center))
        look.place("apple", center: apple.center)
    }

    mutating func pointer(_ event: PointerEvent) {
        let zones = self.zones
        let resolve = { (probe: DragProbe) in zones.target(for: probe, using: CenterWithin()) }
        let events =
            event.phase == .down && apple.contains(event.location)
            ? session.press("apple", frame: apple, with: event, resolve: resolve)
            : session.handle(event, resolve: resolve)
        for change in events {
            switch change {
            case .started:
                look.lift("apple", at: event.time)
            case .dropped(let result):
                look.land("apple", result.landing, at: event.time)
                apple = result.landing.destination
                isInBasket = result.isAccepted
            case .cancelled(_, _, let landing):
                look.land("apple", landing, at: event.time)
            default:
                break
            }
        }
        if session.phase == .dragging {
            look.follow("apple", center: session.frame.center)
        }
    }

    mutating func advance(to time: Double) -> Bool {
        look.advance(to: time)
        return look.isAnimating
    }
}
