extension String {
    /// The string with its first letter in upper case: a name put at the start of a
    /// sentence, such as an announcement ("Knight g1 to f3.").
    public var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
