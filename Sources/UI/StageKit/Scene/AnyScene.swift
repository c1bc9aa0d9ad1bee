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

    /// Hands the event to the wrapped scene.
    public mutating func handle(_ event: InputEvent) { uniqueBox().handle(event) }
    /// Advances the wrapped scene.
    public mutating func advance(to time: Double) -> Bool { uniqueBox().advance(to: time) }
    /// Draws the wrapped scene.
    public func draw(into list: inout DisplayList) { box.draw(into: &list) }
    /// The wrapped scene's state.
    public var stateDescription: String { box.stateDescription }
    /// The wrapped scene's request to be closed.
    public var exitRequest: SceneExit? { box.exitRequest }
    /// Whether the wrapped scene holds unsaved work.
    public var hasUnsavedChanges: Bool { box.hasUnsavedChanges }
    /// The wrapped scene's last announcement.
    public var announcement: String { box.announcement }
    /// How many announcements the wrapped scene has made.
    public var announcementCount: Int { box.announcementCount }
    /// The wrapped scene's kept work.
    public var savedStateText: String? { box.savedStateText }
    /// What the wrapped scene copied last.
    public var copied: CopiedText { box.copied }
    /// Hands the wrapped scene a file.
    public mutating func receiveFile(named name: String, contents: [UInt8], at time: Double)
        -> Bool
    {
        uniqueBox().receiveFile(named: name, contents: contents, at: time)
    }
    /// Asks the wrapped scene whether it may close.
    public mutating func askToClose(for exit: SceneExit, at time: Double) -> Bool {
        uniqueBox().askToClose(for: exit, at: time)
    }
}

/// The type-erased storage of an `AnyScene`, overridden for each concrete scene type.
class SceneBox {
    func copy() -> SceneBox { fatalError("abstract") }
    func handle(_ event: InputEvent) { fatalError("abstract") }
    func advance(to time: Double) -> Bool { fatalError("abstract") }
    func draw(into list: inout DisplayList) { fatalError("abstract") }
    var stateDescription: String { fatalError("abstract") }
    var exitRequest: SceneExit? { fatalError("abstract") }
    var hasUnsavedChanges: Bool { fatalError("abstract") }
    var announcement: String { fatalError("abstract") }
    var announcementCount: Int { fatalError("abstract") }
    var savedStateText: String? { fatalError("abstract") }
    var copied: CopiedText { fatalError("abstract") }
    func receiveFile(named name: String, contents: [UInt8], at time: Double) -> Bool {
        fatalError("abstract")
    }
    func askToClose(for exit: SceneExit, at time: Double) -> Bool { fatalError("abstract") }
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
    override var hasUnsavedChanges: Bool { scene.hasUnsavedChanges }
    override var announcement: String { scene.announcement }
    override var announcementCount: Int { scene.announcementCount }
    override var savedStateText: String? { scene.savedStateText }
    override var copied: CopiedText { scene.copied }
    override func receiveFile(named name: String, contents: [UInt8], at time: Double) -> Bool {
        scene.receiveFile(named: name, contents: contents, at: time)
    }
    override func askToClose(for exit: SceneExit, at time: Double) -> Bool {
        scene.askToClose(for: exit, at: time)
    }
}
