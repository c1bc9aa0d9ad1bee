import Gestures
/// A scene of any type, for holding scenes of different types together (the launcher's
/// entries). It keeps value semantics: copies share storage until one of them changes.
///
/// ```swift
/// let scenes = [AnyScene(WidgetGalleryScene()), AnyScene(MyGameScene())]
/// ```
public struct AnyScene: Scene {
    private var box: SceneBox

    /// Wraps a scene.
    public init<S: Scene>(_ scene: S) {
        box = ConcreteSceneBox(scene)
    }

    private mutating func uniqueBox() -> SceneBox {
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
        return box
    }

    public mutating func handle(_ event: InputEvent) { uniqueBox().handle(event) }
    public mutating func advance(to time: Double) -> Bool { uniqueBox().advance(to: time) }
    public func draw(into list: inout DisplayList) { box.draw(into: &list) }
    public var stateDescription: String { box.stateDescription }
    public var exitRequest: SceneExit? { box.exitRequest }
}

/// The type-erased storage of an `AnyScene`, overridden for each concrete scene type.
class SceneBox {
    func copy() -> SceneBox { fatalError("abstract") }
    func handle(_ event: InputEvent) { fatalError("abstract") }
    func advance(to time: Double) -> Bool { fatalError("abstract") }
    func draw(into list: inout DisplayList) { fatalError("abstract") }
    var stateDescription: String { fatalError("abstract") }
    var exitRequest: SceneExit? { fatalError("abstract") }
}

final class ConcreteSceneBox<S: Scene>: SceneBox {
    var scene: S
    init(_ scene: S) { self.scene = scene }
    override func copy() -> SceneBox { ConcreteSceneBox(scene) }
    override func handle(_ event: InputEvent) { scene.handle(event) }
    override func advance(to time: Double) -> Bool { scene.advance(to: time) }
    override func draw(into list: inout DisplayList) { scene.draw(into: &list) }
    override var stateDescription: String { scene.stateDescription }
    override var exitRequest: SceneExit? { scene.exitRequest }
}
