import ArgumentParser
import Pentominoes

@main
struct PentominoesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pentominoes",
        abstract: "Pentomino puzzles: solve boards and play.")
}
