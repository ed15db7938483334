import Testing
import ViperGenText

@testable import ViperGenSwiftSource

@Suite("Source lines and lexer")
struct SourceTextTests {
    @Test(arguments: ["a\nb\n", "a\r\nb\r\n", "a\rb", "", "\n\n", "x\r\n\r\ny"])
    func linesGiveBackTheTextByteForByte(text: String) {
        #expect(Array(SourceLines(text).text.utf8) == Array(text.utf8))
    }

    @Test func insertedLinesEndLikeTheLineBeforeThem() {
        var lines = SourceLines("a\r\nb\r\n")
        let inserted = lines.insert(["new"], before: 1)
        #expect(inserted)
        #expect(lines.text == "a\r\nnew\r\nb\r\n")
        var unterminated = SourceLines("a")
        let refused = !unterminated.insert(["new"], before: 1)
        #expect(refused)
        #expect(unterminated.text == "a")
    }

    @Test func bracesInCommentsAndLiteralsAreNotCode() {
        let source = SwiftSource(
            """
            let a = "{ \\(f("}")) }" // {
            /* { /* nested } */ { */
            let b = #"raw "} \\(x)"#
            let c = \"""
                {
                \"""
            func f() { }
            """)
        let braces = source.tokens.filter { $0.isCode("{") || $0.isCode("}") }
        #expect(braces.map(\.line) == [6, 6])
        #expect(source.comments.map(\.line) == [0, 1])
        #expect(source.tokens.first { $0.isCode("func") }?.line == 6)
        #expect(!source.canInsert(before: 4))
        #expect(source.canInsert(before: 6))
    }

    @Test func backtickedNamesAndLineBreaksAreUnderstood() {
        let source = SwiftSource("case `default`\r\ncase b\rcase c")
        #expect(source.tokens.map(\.text) == ["case", "default", "case", "b", "case", "c"])
        #expect(source.tokens.map(\.line) == [0, 0, 1, 1, 2, 2])
    }
}
