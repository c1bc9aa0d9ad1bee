import DragAndDrop
import StageKit

/// The getting-started app as a scene, so that any host can run it.
struct AppleScene: Scene {
    var app = AppleAndBasket()
    var size = Size(width: 800, height: 600)

    mutating func handle(_ event: InputEvent) {
        switch event {
        case .resize(let resize): size = resize.size
        case .pointer(let pointer): app.pointer(pointer)
        default: break
        }
    }

    mutating func advance(to time: Double) -> Bool {
        app.advance(to: time)
    }

    func draw(into list: inout DisplayList) {
        if let basket = app.zones["basket"]?.frame {
            list.fill(.roundedRect(basket, radius: 16), Color(hex: 0xC8A165))
            list.see(.place, "basket", frame: basket)
        }
        if let pose = app.look.pose(of: "apple") {
            let shape = Rect(center: .zero, size: app.apple.size)
            list.fill(.ellipse(shape), Color(hex: 0xD93A2B), transform: pose.transform)
            list.see(.item, "apple", frame: shape, transform: pose.transform)
        }
    }

    var stateDescription: String {
        app.isInBasket ? "The apple is in the basket." : "The apple is on the table."
    }
}
