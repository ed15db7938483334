import Testing

@testable import ViperGenText

/// `SourceLines` keeps bytes and line ends rather than a string per line; its lines, insertions
/// and removals are those of the list of lines it stood for.
@Suite("Source lines: edits agree with a list of lines")
struct SourceLinesEditTests {
    /// The text split as `SourceLines` splits it, one (content, terminator) per line.
    private func lineList(_ text: String) -> [SourceLines.Line] {
        var lines: [SourceLines.Line] = []
        var content = ""
        var characters = Array(text.unicodeScalars)[...]
        while let scalar = characters.popFirst() {
            if scalar == "\r", characters.first == "\n" {
                characters.removeFirst()
                lines.append(SourceLines.Line(content: content, terminator: "\r\n"))
                content = ""
            } else if scalar == "\n" || scalar == "\r" {
                lines.append(SourceLines.Line(content: content, terminator: String(scalar)))
                content = ""
            } else {
                content.unicodeScalars.append(scalar)
            }
        }
        if !content.isEmpty { lines.append(SourceLines.Line(content: content, terminator: "")) }
        return lines
    }

    private static let texts = [
        "a\nb\n", "a\r\nb\r\nc", "a\rb\r\n\nc\n", "", "\n\n", "  é\t\n🚀 x\r\n\r\ny",
    ]

    @Test(arguments: texts)
    func linesAreTheListsLines(text: String) {
        let lines = SourceLines(text)
        #expect(lines.lines == lineList(text))
        #expect(lines.count == lineList(text).count)
        for index in -1...lines.count {
            let expected = (0..<lines.count).contains(index) ? lineList(text)[index].content : ""
            #expect(lines.content(index) == expected)
        }
    }

    @Test(arguments: texts)
    func insertionsAndRemovalsAreTheLists(text: String) {
        let original = lineList(text)
        for before in 0...original.count {
            var lines = SourceLines(text)
            guard lines.acceptsInsertion(before: before) else {
                #expect(
                    before == 0 || before > original.count
                        || original[before - 1].terminator.isEmpty)
                continue
            }
            let groups = [
                (before, ["x", "y\nz"]), (0 < before ? before : 1, ["w"]), (before, ["v"]),
            ]
            .filter { lines.acceptsInsertion(before: $0.0) }
            // The list: each group's lines before its line, groups for one line in order.
            var expected: [SourceLines.Line] = []
            for index in 0...original.count {
                for group in groups where group.0 == index {
                    let terminator = original[index - 1].terminator
                    expected += group.1.map {
                        SourceLines.Line(content: $0, terminator: terminator)
                    }
                }
                if index < original.count { expected.append(original[index]) }
            }
            lines.insert(groups.map { (before: $0.0, lines: $0.1) })
            #expect(lines.lines == expected)
            #expect(lines.text == expected.map { $0.content + $0.terminator }.joined())
            let removed: Set<Int> = [0, 2, expected.count - 1]
            lines.remove(removed)
            let kept = expected.indices.filter { !removed.contains($0) }.map { expected[$0] }
            #expect(lines.lines == kept)
            #expect(lines.text == kept.map { $0.content + $0.terminator }.joined())
        }
    }
}
