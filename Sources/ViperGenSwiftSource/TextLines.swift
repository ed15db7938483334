/// A text as lines, for inserting members before the `}` closing a type's body.
struct TextLines {
    /// The lines, without their terminators.
    private var lines: [String]
    /// The line terminator the text uses (`\r\n` if its first line ends so, else `\n`).
    private let terminator: String
    /// Whether the text ends with a terminator.
    private let endsWithTerminator: Bool

    /// Splits `text` into lines.
    init(_ text: String) {
        terminator = text.contains("\r\n") ? "\r\n" : "\n"
        endsWithTerminator = text.hasSuffix("\n")
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        if endsWithTerminator { parts.removeLast() }
        lines = parts
    }

    /// The text.
    var text: String {
        lines.joined(separator: terminator) + (endsWithTerminator ? terminator : "")
    }

    /// The indentation of line `line` (none past the last line).
    func indentation(of line: Int) -> String {
        guard line < lines.count else { return "" }
        return String(lines[line].prefix { $0 == " " || $0 == "\t" })
    }

    /// Inserts `members` (lines indented one level inside the body, without terminators) into
    /// the body of `type`, before its closing `}`: after a blank line unless the body is empty,
    /// and with the braces put on lines of their own when they share one (`{}`); false when
    /// the body's closing line is not where the type says.
    @discardableResult
    mutating func insert(_ members: [String], into type: TypeDeclaration) -> Bool {
        let open = type.bodyLines.lowerBound
        let close = type.bodyLines.upperBound
        // A line break the lexer counts and a split at `\n` does not (a lone `\r`) shifts the
        // lines: nothing is inserted then rather than in the wrong place.
        guard !members.isEmpty, close < lines.count, lines[close].contains("}") else {
            return false
        }
        let indentation = indentation(of: close)
        if open == close {
            let line = lines[close]
            guard let brace = line.lastIndex(of: "}") else { return false }
            var head = String(line[..<brace])
            while head.last == " " || head.last == "\t" { head.removeLast() }
            let tail = String(line[line.index(after: brace)...])
            lines.replaceSubrange(
                close...close, with: [head] + members + [indentation + "}" + tail])
            return true
        }
        let previous = lines[close - 1]
        let needsBlank = close - 1 != open && !previous.allSatisfy { $0 == " " || $0 == "\t" }
        lines.insert(contentsOf: (needsBlank ? [""] : []) + members, at: close)
        return true
    }
}
