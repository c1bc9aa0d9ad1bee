/// Words as a sentence lists them: `a`, `a and b`, `a, b and c`.
public func sentenceList(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " and " + last
}
