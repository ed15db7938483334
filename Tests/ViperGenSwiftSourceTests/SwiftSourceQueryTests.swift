import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// `SwiftSource`'s queries, which compare token keys and look closing brackets up in a table
/// made once, agree with the scans over token strings they replaced, token for token.
@Suite("Source queries: keys and bracket table agree with string scans")
struct SwiftSourceQueryTests {
    private static let brackets = (open: ["{", "(", "["], close: ["}", ")", "]"])

    /// The scan `closing(of:)` replaced: the first token after `open` at which as many brackets
    /// have closed as opened.
    private func scannedClosing(of open: Int, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if Self.brackets.open.contains(where: tokens[index].isCode) { depth += 1 }
            if Self.brackets.close.contains(where: tokens[index].isCode) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The scan `topLevelIndices(between:and:)` replaced.
    private func scannedTopLevel(_ open: Int, _ close: Int, in tokens: [SwiftToken]) -> [Int] {
        var depth = 0
        var result: [Int] = []
        for index in (open + 1)..<close {
            if Self.brackets.close.contains(where: tokens[index].isCode) { depth -= 1 }
            if depth == 0 { result.append(index) }
            if Self.brackets.open.contains(where: tokens[index].isCode) { depth += 1 }
        }
        return result
    }

    private func expectAgreement(_ text: String, in name: String) {
        let source = SwiftSource(text)
        let tokens = source.tokens
        for index in tokens.indices {
            if index % 5 == 0
                || (Self.brackets.open + Self.brackets.close).contains(tokens[index].text)
            {
                #expect(
                    source.closing(of: index) == scannedClosing(of: index, in: tokens), "\(name)")
            }
            let spelling = tokens[index].text
            #expect(source.isCode(index, spelling) == tokens[index].isCode(spelling), "\(name)")
            // Every token's spelling as a pattern would be quadratic: a sample of them.
            guard index % 11 == 0 else { continue }
            let pattern = Array(tokens[index..<min(index + 3, tokens.count)].map(\.text))
            let matches = tokens.indices.filter { start in
                start + pattern.count <= tokens.count
                    && pattern.indices.allSatisfy { tokens[start + $0].isCode(pattern[$0]) }
            }
            #expect(source.indices(of: pattern) == matches, "\(name): \(pattern)")
        }
        for open in tokens.indices where tokens[open].isCode("{") {
            let close = source.closing(of: open) ?? tokens.count
            #expect(
                source.topLevelIndices(between: open, and: close)
                    == scannedTopLevel(open, close, in: tokens), "\(name)")
        }
    }

    @Test(arguments: [
        "struct A { func f(x: [Int]) { if x { y(1, [2]) } } }",
        "} ) ] { a ( b } c ]",  // closings with nothing open, and mismatched kinds
        "{ ( [ a",  // left open
        "let s = \"{(\"; // {\n/* } */ f { `default`; `case` }",
        "let longIdentifierName = anotherLongIdentifierName + é + longIdentifierNamf",
        "",
    ])
    func handMadeSources(_ text: String) {
        expectAgreement(text, in: text)
    }

    @Test func theRepositorysSwiftFiles() throws {
        let files = RepositoryPaths.swiftFiles(below: [
            RepositoryPaths.goldens,
            RepositoryPaths.root.appendingPathComponent("Sources/ViperGenSwiftSource"),
        ]).sorted { $0.path < $1.path }
        #expect(files.count > 50)
        for file in files {
            expectAgreement(try String(contentsOf: file, encoding: .utf8), in: file.path)
        }
    }

    @Test func keysOfDifferentTextsDiffer() {
        let texts = ["a", "b", "ab", "abcdef", "abcdeg", "abcdefg", "abcdefh", "abxdefg", "é", "{"]
        for first in texts {
            for second in texts {
                #expect((TokenKey(first) == TokenKey(second)) == (first == second))
            }
        }
        #expect(TokenKey("{") == .openBrace)
        #expect(TokenKey("]") == .closeBracket)
        #expect(TokenKey("abcdef").isExact && !TokenKey("abcdefg").isExact)
    }
}
