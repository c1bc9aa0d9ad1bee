import Chess
import DragAndDrop
import StageKit

/// The computer opponent: when it is its turn it starts a search, which runs a slice of
/// `nodesPerFrame` positions each frame; when the search ends the move is played.
extension ChessScene {
    /// Whether the computer is working out its move.
    public var isThinking: Bool { thinking != nil }

    /// Starts a search when it is the computer's turn in a game still going.
    mutating func startThinkingIfDue() {
        guard thinking == nil, !isOver, promotion == nil,
            player(of: game.position.sideToMove) == .computer,
            let searchLevel = SearchLevel.level(level)
        else { return }
        thinking = Search(game: game, level: searchLevel)
        thoughtAt = -Double.infinity
    }

    /// One frame's slice of thinking; plays the move once the search has finished.
    mutating func think() {
        guard var search = thinking, time > thoughtAt else { return }
        thoughtAt = time
        let finished = search.run(nodeBudget: Self.nodesPerFrame)
        thinking = finished ? nil : search
        guard finished, let result = search.result else { return }
        let move = result.move
        recordThought(result)
        // A person's drag or selection ends as the computer moves; a premove waits on.
        let waiting = (queuedPremove, premoveFrom)
        cancelInteraction()
        (queuedPremove, premoveFrom) = waiting
        commit(move, byComputer: true)
    }
}
