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
        var current = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\n" {
                lines.append(Line(content: String(current), terminator: "\n"))
                current = String.UnicodeScalarView()
            } else if scalar == "\r" {
                let crlf = pending == "\n"
                if crlf { pending = scalars.next() }
                lines.append(Line(content: String(current), terminator: crlf ? "\r\n" : "\r"))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(Line(content: String(current), terminator: "")) }
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

    /// Inserts `newLines` before line `index`, each ending like the line before them.
    ///
    /// Returns false (and changes nothing) when that line has no terminator to copy.
    mutating func insert(_ newLines: [String], before index: Int) -> Bool {
        guard index > 0, index <= lines.count else { return false }
        let terminator = lines[index - 1].terminator
        guard !terminator.isEmpty else { return false }
        lines.insert(
            contentsOf: newLines.map { Line(content: $0, terminator: terminator) }, at: index)
        return true
    }
}
