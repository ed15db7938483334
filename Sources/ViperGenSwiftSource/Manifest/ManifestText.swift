import ViperGenText

/// A manifest's text read for editing: `SwiftSource`'s code tokens, brackets and `#if` blocks,
/// with each code token's and comment's bytes, so an edit can change exactly the bytes it means.
struct ManifestText {
    /// The text.
    let text: String
    /// Its UTF-8 bytes.
    let bytes: [UInt8]
    /// The tokens, brackets and conditional blocks.
    let source: SwiftSource
    /// Per code token of `source`, its bytes in the text.
    let ranges: [Range<Int>]
    /// Per comment, its bytes in the text.
    let commentRanges: [Range<Int>]
    /// The lines with their terminators.
    let lines: SourceLines
    /// Per line, the offset where it starts; then the text's length.
    let lineStarts: [Int]

    /// Reads `text`.
    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        source = SwiftSource(text)
        lines = SourceLines(bytes: bytes)
        var ranges: [Range<Int>] = []
        var comments: [Range<Int>] = []
        var lexer = SwiftLexer(bytes: bytes)
        while let span = lexer.nextSpan() {
            if span.kind == .comment {
                comments.append(span.range)
            } else {
                ranges.append(span.range)
            }
        }
        self.ranges = ranges
        commentRanges = comments
        var starts = [0]
        var offset = 0
        for line in lines.lines {
            offset += line.content.utf8.count + line.terminator.utf8.count
            starts.append(offset)
        }
        lineStarts = starts
    }

    /// The code tokens.
    var tokens: [SwiftToken] { source.tokens }

    /// The text of `range`'s bytes.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The source text from token `first` through token `last`, as written.
    func source(from first: Int, through last: Int) -> String {
        string(ranges[first].lowerBound..<ranges[last].upperBound)
    }

    /// The source text of tokens `first` through `last` on one line, comments left out: the
    /// spacing within a line kept, a line break made one space (none after an opening bracket,
    /// before a closing one or before a `.`), a comma before a closing bracket on a later line
    /// dropped.
    func compactSource(from first: Int, through last: Int) -> String {
        var result = ""
        for index in first...last {
            let token = tokens[index]
            if index > first {
                let previous = tokens[index - 1]
                if previous.endLine == token.line {
                    result += string(ranges[index - 1].upperBound..<ranges[index].lowerBound)
                        .filter { $0 == " " || $0 == "\t" }
                } else if !["(", "[", "{"].contains(previous.text),
                    ![")", "]", "}", "."].contains(token.text)
                {
                    result += " "
                }
                if previous.isCode(","), token.line > previous.endLine,
                    [")", "]"].contains(token.text)
                {
                    result.removeLast()
                }
            }
            result += string(ranges[index])
        }
        return result
    }

    /// The offset where line `line` starts (the text's end past the last line).
    func start(ofLine line: Int) -> Int {
        lineStarts[min(line, lineStarts.count - 1)]
    }

    /// The leading spaces and tabs of line `line`.
    func indentation(ofLine line: Int) -> String {
        lines.indentation(line)
    }

    /// The terminator of line `line` (`"\n"` when it has none).
    func terminator(ofLine line: Int) -> String {
        let terminator = line < lines.count ? lines.lines[line].terminator : ""
        return terminator.isEmpty ? "\n" : terminator
    }

    /// The 1-based line of token `index`, for messages.
    func humanLine(_ index: Int) -> Int {
        tokens[index].line + 1
    }

    /// Whether a comment lies between the bytes of tokens `open` and `close`.
    func hasComment(between open: Int, and close: Int) -> Bool {
        commentRanges.contains {
            $0.lowerBound >= ranges[open].upperBound && $0.upperBound <= ranges[close].lowerBound
        }
    }

    /// The value of the plain string literal at token `index`, if it is one.
    func literal(at index: Int) -> String? {
        guard index < tokens.count else { return nil }
        return ManifestLiteral.value(of: tokens[index])
    }
}
