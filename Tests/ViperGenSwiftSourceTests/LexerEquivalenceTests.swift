import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// The byte lexer gives the tokens of the scalar lexer it replaced.
///
/// `SwiftLexer` reads UTF-8 bytes; `ReferenceSwiftLexer` (the first version) reads Unicode
/// scalars. They must agree token for token, on real Swift files and on text made to trip a
/// byte-wise reader: letters, digits and punctuation outside ASCII, escapes of them, line
/// breaks of every kind, and literals and comments left open.
@Suite("Swift lexer: bytes and scalars agree")
struct LexerEquivalenceTests {
    /// Every Swift file of the goldens, templates and the app's own sources.
    private static func swiftFiles() -> [URL] {
        RepositoryPaths.swiftFiles(below: [
            RepositoryPaths.goldens, RepositoryPaths.templates,
            RepositoryPaths.root.appendingPathComponent("Sources/ViperGenKit"),
            RepositoryPaths.root.appendingPathComponent("Sources/ViperGenSwiftSource"),
        ])
    }

    @Test func theRepositorysSwiftFilesLexTheSame() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                SwiftLexer.tokens(of: text) == ReferenceSwiftLexer.tokens(of: text), "\(file.path)")
        }
    }

    @Test func declaredTypesAreThoseOfTheTokens() throws {
        // DeclarationScanner reads spans; the reference reads the reference lexer's tokens.
        for file in Self.swiftFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                DeclarationScanner.declaredTypes(in: text) == Self.declaredTypes(in: text),
                "\(file.path)")
        }
    }

    /// Introducers and names spelled to trip a reader of bytes: in backticks, after a dot,
    /// split by comments, inside strings, and words that are not names.
    @Test(arguments: [
        "struct `Foo` {}\nenum `class` {}\n`struct` Bar {}\n`enum` `Baz` {}",
        "x.class Hidden\nx . struct Hidden2\nlet a = b.enum\nprotocol P {}",
        "class /* c */ Commented {}\nclass // line\nNext {}\n\"struct InString\"",
        "class func f() {}\nclass var v: Int\nfor actor in actors {}\nactor A {}",
        "typealias T = Int\nclassic Thing\nstructs Things\nstruct\u{00E9}tude X",
        "struct Café {}\nenum 東京 {}\n#\"struct Raw\"#\nstruct", "",
    ])
    func declaredTypesAreThoseOfTheTokensOnTrickyText(_ text: String) {
        #expect(DeclarationScanner.declaredTypes(in: text) == Self.declaredTypes(in: text))
        #expect(
            DeclarationScanner.declaredTypes(inUTF8: Array(text.utf8))
                == Self.declaredTypes(in: text))
    }

    /// The types `text` declares, found in the reference lexer's tokens.
    private static func declaredTypes(in text: String) -> [String] {
        let tokens = ReferenceSwiftLexer.tokens(of: text).filter {
            $0.kind != .comment && $0.kind != .string
        }
        return tokens.indices.dropLast().compactMap { index -> String? in
            let name = tokens[index + 1]
            guard tokens[index].kind == .identifier,
                DeclarationScanner.introducers.contains(tokens[index].text),
                name.kind == .identifier,
                !DeclarationScanner.notTypeNames.contains(name.text),
                index == 0 || !tokens[index - 1].isCode(".")
            else { return nil }
            return name.text
        }
    }

    @Test(arguments: [
        "let café = naïve + 東京 // ü\n", "let ½ = x² + ٣٤ + 5e3\n", "a → b ≠ c 🚀 d\u{2028}e",
        "let s = \"\\é \\🚀 \\(f(\"ü\")) \\u{1F680}\"\r\nlet t = 1\r", "`día` `🚀`\n`open",
        "#\"\\#é \\#(x) \"# ##\"a\"#\"## \"\"\"\n  ü \\\n\"\"\"", "/* ü /* ö */ \r\n",
        "\"open ü\nx",
        "x\u{0C}y\u{85}z\r\r\n\n", "\u{301}a \u{FEFF}b", "",
    ])
    func trickyTextLexesTheSame(text: String) {
        #expect(SwiftLexer.tokens(of: text) == ReferenceSwiftLexer.tokens(of: text))
    }
}
