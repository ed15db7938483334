import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// `SwiftSource.enclosingBrace(of:)`, computed for every token in one pass, agrees with the
/// backward scan it replaced (which made registering in an app file with many modules quadratic).
@Suite("Enclosing braces: one pass agrees with the backward scan")
struct EnclosingBraceTests {
    /// The backward scan: the nearest `{` before `index` not closed by a `}` in between.
    private func scannedBrace(of index: Int, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        for candidate in stride(from: index - 1, through: 0, by: -1) {
            if tokens[candidate].isCode("}") { depth += 1 }
            if tokens[candidate].isCode("{") {
                if depth == 0 { return candidate }
                depth -= 1
            }
        }
        return nil
    }

    private func expectAgreement(_ text: String, in name: String) {
        let source = SwiftSource(text)
        for index in 0...source.tokens.count {
            #expect(
                source.enclosingBrace(of: index) == scannedBrace(of: index, in: source.tokens),
                "\(name): token \(index) of \(source.tokens.count)")
        }
    }

    @Test(arguments: [
        "struct A { func f() { if x { y } } }",
        "} } { a { b } c",  // closing braces with none open
        "{ a } } b { c",
        "{ { { a",  // left open
        "let s = \"{\"; // {\n/* } */ f { g }",  // braces in literals and comments do not count
        "",
    ])
    func handMadeSources(_ text: String) {
        expectAgreement(text, in: text)
    }

    @Test func theRepositorysSwiftFiles() throws {
        let files = RepositoryPaths.swiftFiles(below: [
            RepositoryPaths.goldens,
            RepositoryPaths.root.appendingPathComponent("Sources/ViperGenSwiftSource"),
        ])
        #expect(files.count > 50)
        for file in files {
            expectAgreement(try String(contentsOf: file, encoding: .utf8), in: file.path)
        }
    }
}
