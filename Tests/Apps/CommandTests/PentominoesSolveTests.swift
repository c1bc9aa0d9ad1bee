import Foundation
import TestSupport
import Testing

/// Runs `pentominoes` with the given arguments.
private func pentominoes(_ arguments: String...) throws -> ProgramRun {
    try ProgramRun.run("pentominoes", arguments)
}

/// Writes a board picture to a fresh temporary file and returns its path.
private func temporaryBoard(_ picture: String, name: String = "board") throws -> String {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("pentominoes-solve-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("\(name).txt")
    try Data(picture.utf8).write(to: file)
    return file.path
}

/// The letter grids of the output, split at blank lines.
private func grids(_ output: String) -> [[String]] {
    output.components(separatedBy: "\n\n").map { block in
        block.split(separator: "\n").map(String.init)
    }.filter { grid in !grid.isEmpty }
}

@Suite struct PentominoesSolveTests {
    @Test func solvePrintsOneSolutionAsALetterGrid() throws {
        let result = try pentominoes("solve", "6x10")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let solutions = grids(result.stdout)
        #expect(solutions.count == 1)
        let grid = try #require(solutions.first)
        #expect(grid.count == 6)
        #expect(grid.allSatisfy { row in row.count == 10 })
        // Each of the twelve letters covers five cells.
        let letters = grid.joined()
        for letter in "FILNPTUVWXYZ" {
            #expect(letters.filter { $0 == letter }.count == 5, "\(letter)")
        }
    }

    @Test func limitPrintsThatManyDistinctSolutions() throws {
        let result = try pentominoes("solve", "3x20", "--limit", "10")
        #expect(result.status == 0)
        let solutions = grids(result.stdout)
        #expect(solutions.count == 8)  // 3x20 has only 8
        #expect(Set(solutions.map { $0.joined(separator: "\n") }).count == 8)
        let unique = grids(try pentominoes("solve", "3x20", "--unique", "--limit", "5").stdout)
        #expect(unique.count == 2)
    }

    @Test func holesShowAsHashes() throws {
        let grid = try #require(grids(try pentominoes("solve", "8x8-corners").stdout).first)
        #expect(grid.first?.hasPrefix("#") == true)
        #expect(grid.first?.hasSuffix("#") == true)
        #expect(grid.count == 8)
    }

    @Test func countPrintsTheNumberAsTheLastLine() throws {
        let all = try pentominoes("solve", "4x15", "--count")
        #expect(all.status == 0)
        #expect(all.stdout.split(separator: "\n").last == "1472")
        let unique = try pentominoes("solve", "8x8-centre", "--count", "--unique")
        #expect(unique.stdout.split(separator: "\n").last == "65")
    }

    @Test func aBoardCanBeReadFromAPictureFile() throws {
        // 3x20 drawn upright, with a border of hashes and a trailing blank line.
        let picture = "#####\n" + String(repeating: "#...#\n", count: 20) + "#####\n\n"
        let path = try temporaryBoard(picture)
        let counted = try pentominoes("solve", path, "--count")
        #expect(counted.status == 0)
        #expect(counted.stdout.split(separator: "\n").last == "8")
        let grid = try #require(grids(try pentominoes("solve", path).stdout).first)
        #expect(grid.count == 20 && grid.allSatisfy { row in row.count == 3 })
    }

    @Test func theBlankBoardHasNoSolution() throws {
        let result = try pentominoes("solve", "blank", "--count")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last == "0")
        #expect(try pentominoes("solve", "blank").stdout.contains("No solution"))
    }

    @Test func anUnknownBoardIsAnErrorNamingIt() throws {
        let result = try pentominoes("solve", "7x9")
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown board \"7x9\""))
        #expect(result.stderr.contains("6x10"))
    }

    @Test func aMalformedFileIsAnErrorNamingLineAndColumn() throws {
        let path = try temporaryBoard("....\n..x.\n", name: "bad")
        let result = try pentominoes("solve", path)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("line 2, column 3: unknown character \"x\""))
        #expect(result.stderr.contains(path))
    }

    @Test func aFileWithoutOpenCellsOrTooWideIsAnError() throws {
        let empty = try pentominoes("solve", try temporaryBoard("###\n"))
        #expect(empty.status != 0)
        #expect(empty.stderr.contains("no open cells"))
        let wide = try pentominoes("solve", try temporaryBoard(String(repeating: ".", count: 70)))
        #expect(wide.status != 0)
        #expect(wide.stderr.contains("at most 64"))
    }

    @Test func aFolderOrBinaryFileIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let result = try pentominoes("solve", folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("folder"))
        let binary = try temporaryBoard("")
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: binary))
        let garbage = try pentominoes("solve", binary)
        #expect(garbage.status != 0)
        #expect(garbage.stderr.contains("not UTF-8"))
    }

    @Test func aBadLimitIsAUsageError() throws {
        let result = try pentominoes("solve", "6x10", "--limit", "0")
        #expect(result.status != 0)
        #expect(result.stderr.contains("--limit"))
    }

    @Test func solveIsASubcommandNotTheDefault() throws {
        let help = try pentominoes("--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("solve"))
        let bare = try pentominoes("6x10")
        #expect(bare.status != 0)
    }
}
