extension BuiltInBoard {
    /// The board drawn as `PentominoBoard(picture:)` reads it, for the boards whose holes follow no
    /// simple rule; nil for the others, which are built from their size and holes.
    var picture: String? {
        switch self {
        case .thirteenHoles:
            """
            #.........#
            ...#.#.#...
            .#.......#.
            ...#.#.#...
            .#.......#.
            ...#.#.#...
            #.........#
            """
        case .flower:
            """
            ###...###
            #.......#
            #.......#
            .........
            ....#....
            .........
            #.......#
            #.......#
            ###...###
            """
        default: nil
        }
    }
}
