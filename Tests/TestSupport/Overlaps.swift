import Geometry

/// The pairs of named frames that overlap by more than a hairline, described for a failure
/// message: "'New game' (14.0, 6.0) 92×34 and 'Undo' (…)".
public func overlappingPairs(_ parts: [(label: String, frame: Rect)]) -> [String] {
    var found: [String] = []
    for i in parts.indices {
        for j in parts.indices where j > i {
            guard let common = parts[i].frame.intersection(parts[j].frame),
                common.width > 0.5, common.height > 0.5
            else { continue }
            found.append(
                "'\(parts[i].label)' \(parts[i].frame) and '\(parts[j].label)' \(parts[j].frame)")
        }
    }
    return found
}
