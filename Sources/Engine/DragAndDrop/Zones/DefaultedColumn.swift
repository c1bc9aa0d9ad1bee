/// One property of every zone, stored as a column that holds nothing until some zone
/// departs from the default: a million zones with no priority, snap anchor or parent
/// then cost no memory for those.
///
/// ```swift
/// var priorities = DefaultedColumn(default: 0)
/// priorities.append(0)
/// priorities.append(3)   // the column is filled in now: [0, 3]
/// priorities[1]          // 3
/// ```
struct DefaultedColumn<Value: Equatable & Sendable>: Sendable {
    let fallback: Value
    /// Either empty (every slot holds `fallback`) or one value per slot.
    private(set) var values: [Value] = []
    /// The number of slots, also while `values` is empty.
    private(set) var count = 0

    init(default fallback: Value) {
        self.fallback = fallback
    }

    subscript(slot: Int) -> Value {
        get { values.isEmpty ? fallback : values[slot] }
        set {
            if values.isEmpty {
                guard newValue != fallback else { return }
                values = Array(repeating: fallback, count: count)
            }
            values[slot] = newValue
        }
    }

    mutating func append(_ value: Value) {
        count += 1
        if values.isEmpty {
            guard value != fallback else { return }
            values = Array(repeating: fallback, count: count - 1)
            values.reserveCapacity(count)
        }
        values.append(value)
    }

    mutating func reserveCapacity(_ n: Int) {
        if !values.isEmpty { values.reserveCapacity(n) }
    }
}
