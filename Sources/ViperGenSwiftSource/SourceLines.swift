/// A text as lines that keep their own line terminators, so unedited bytes survive exactly.
struct SourceLines: Equatable, Sendable {
    /// One line: its content and its terminator (`"\n"`, `"\r\n"`, `"\r"` or `""` at the end).
    struct Line: Equatable, Sendable {
        /// The line without its terminator.
        var content: String
        /// The line break ending the line; empty for a last line without one.
        var terminator: String
    }

    /// The lines in order; joining content and terminators gives back the text.
    private(set) var lines: [Line]

    /// Splits `text` at `\n`, `\r\n` and lone `\r`, as `SwiftLexer` counts lines.
    init(_ text: String) {
        var lines: [Line] = []
        let bytes = Array(text.utf8)
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            let crlf =
                byte == UInt8(ascii: "\r") && index + 1 < bytes.count
                && bytes[index + 1] == UInt8(ascii: "\n")
            let content = String(decoding: bytes[start..<index], as: UTF8.self)
            lines.append(
                Line(content: content, terminator: crlf ? "\r\n" : byte == 10 ? "\n" : "\r"))
            index += crlf ? 2 : 1
            start = index
        }
        if start < bytes.count {
            lines.append(
                Line(content: String(decoding: bytes[start...], as: UTF8.self), terminator: ""))
        }
        self.lines = lines
    }

    /// The text, byte for byte as it was read plus any insertions.
    var text: String {
        lines.map { $0.content + $0.terminator }.joined()
    }

    /// The content of line `index` (0-based), or "" past the end.
    func content(_ index: Int) -> String {
        lines.indices.contains(index) ? lines[index].content : ""
    }

    /// The leading spaces and tabs of line `index`.
    func indentation(_ index: Int) -> String {
        String(content(index).prefix { $0 == " " || $0 == "\t" })
    }

    /// Whether lines can go before line `index`: a line before it ends with a terminator for
    /// them to copy.
    func acceptsInsertion(before index: Int) -> Bool {
        index > 0 && index <= lines.count && !lines[index - 1].terminator.isEmpty
    }

    /// Inserts `newLines` before line `index`, each ending like the line before them.
    ///
    /// Returns false (and changes nothing) when that line has no terminator to copy.
    mutating func insert(_ newLines: [String], before index: Int) -> Bool {
        guard acceptsInsertion(before: index) else { return false }
        insert([(index, newLines)])
        return true
    }

    /// Inserts every group of lines before its line (0-based, in the text as it is) in one pass.
    ///
    /// Each line ends like the line before it; groups for the same line keep their order.
    /// Every line must pass `acceptsInsertion(before:)`.
    mutating func insert(_ groups: [(before: Int, lines: [String])]) {
        let ordered = groups.enumerated().sorted {
            ($0.element.before, $0.offset) < ($1.element.before, $1.offset)
        }.map(\.element)
        var result: [Line] = []
        result.reserveCapacity(lines.count + groups.reduce(0) { $0 + $1.lines.count })
        var next = ordered.startIndex
        for index in 0...lines.count {
            while next < ordered.endIndex, ordered[next].before == index {
                let terminator = lines[index - 1].terminator
                result += ordered[next].lines.map { Line(content: $0, terminator: terminator) }
                next += 1
            }
            if index < lines.count { result.append(lines[index]) }
        }
        lines = result
    }

    /// Removes the lines at `indices` (0-based), terminators and all.
    mutating func remove(_ indices: Set<Int>) {
        lines = lines.indices.filter { !indices.contains($0) }.map { lines[$0] }
    }
}
