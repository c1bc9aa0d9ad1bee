extension AccessibilityTree {
    /// Adds a count to the key of each node whose role and label an earlier node has
    /// ("item:A", "item:A#1", "item:A#2").
    ///
    /// The earlier node is found through a small open-addressed table of node indices,
    /// by the key's hash: the browser's module gains no `Dictionary` of strings for it
    /// (about as many bytes as the rest of the tree). The hash is FNV-1a over the key's
    /// bytes: the tree is built every frame, and `hashValue` (SipHash) cost half of it.
    mutating func countRepeatedKeys() {
        var size = 16
        while size < 2 * nodes.count { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        var counts = [Int](repeating: 0, count: nodes.count)
        for index in nodes.indices {
            var hash: UInt32 = 2_166_136_261
            var key = nodes[index].key
            key.withUTF8 { bytes in
                for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            }
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] >= 0 && nodes[slots[slot]].key != nodes[index].key {
                slot = (slot + 1) & (size - 1)
            }
            if slots[slot] >= 0 { counts[index] = counts[slots[slot]] + 1 }
            slots[slot] = index
        }
        for index in nodes.indices where counts[index] > 0 {
            nodes[index].key += "#" + String(counts[index])
        }
    }
}
