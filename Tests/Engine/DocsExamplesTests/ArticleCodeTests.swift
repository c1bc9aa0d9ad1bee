import Foundation
import Testing

/// Every Swift code block in the DocC articles is quoted, line for line, from this test
/// target's sources, which are compiled and run: so an article's code compiles as written
/// and does what the article says. (Indentation may differ: a block quoted from inside a
/// function is shown flush left.)
@Suite struct ArticleCodeTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let catalog = here.appendingPathComponent(
        "../../../Sources/Engine/DragAndDrop/DragAndDrop.docc"
    )
    .standardizedFileURL

    static func files(in folder: URL, ending suffix: String) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.path.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    /// The lines of each fenced code block, with its language.
    static func codeBlocks(in text: String) -> [(language: String, lines: [String])] {
        var blocks: [(String, [String])] = []
        var open: (String, [String])?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = open {
                if trimmed == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.1.append(line)
                    open = block
                }
            } else if trimmed.hasPrefix("```") {
                open = (String(trimmed.dropFirst(3)), [])
            }
        }
        return blocks
    }

    /// The lines without their common leading spaces.
    static func dedented(_ lines: some Collection<String>) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.count >= common ? String($0.dropFirst(common)) : "" }
    }

    /// Whether `block` appears as consecutive lines of `lines`, up to indentation.
    static func quotes(_ lines: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, lines.count >= block.count else { return false }
        let first = block[0].trimmingCharacters(in: .whitespaces)
        for start in 0...(lines.count - block.count)
        where lines[start].trimmingCharacters(in: .whitespaces) == first {
            if dedented(lines[start..<start + block.count]) == block { return true }
        }
        return false
    }

    @Test func everyArticleHasCodeAndAllOfItIsQuotedFromCompiledSources() throws {
        let sources = try Self.files(in: Self.here, ending: ".swift").map {
            try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
        }
        let articles = Self.files(in: Self.catalog, ending: ".md")
        #expect(articles.count >= 8, "the landing page and the articles")
        for article in articles {
            let name = article.lastPathComponent
            let blocks = Self.codeBlocks(in: try String(contentsOf: article, encoding: .utf8))
            for block in blocks {
                #expect(block.language == "swift", "\(name): a code block that is not Swift")
                let code = Self.dedented(block.lines)
                #expect(
                    sources.contains { Self.quotes($0, code) },
                    "\(name): this block is not in the examples as written:\n\(code.joined(separator: "\n"))"
                )
            }
            if name != "DragAndDrop.md" {
                #expect(!blocks.isEmpty, "\(name) shows no code")
            }
        }
    }

    @Test func aBlockThatDiffersFromTheSourcesIsCaught() {
        let source = ["    let a = 1", "    let b = a + 1", "    print(b)"]
        #expect(Self.quotes(source, ["let a = 1", "let b = a + 1"]))
        #expect(!Self.quotes(source, ["let a = 1", "let b = a + 2"]))
        #expect(!Self.quotes(source, ["let a = 1", "print(b)"]), "lines must be consecutive")
    }
}
