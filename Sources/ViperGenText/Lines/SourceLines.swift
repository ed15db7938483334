/// A text as lines that keep their own line terminators, so unedited bytes survive exactly.
///
/// The text is kept as its UTF-8 bytes with where each line's content and terminator end, so
/// reading a large file makes no string per line: a line's strings are made when asked for.
package struct SourceLines: Equatable, Sendable {
    /// One line: its content and its terminator (`"\n"`, `"\r\n"`, `"\r"` or `""` at the end).
    package struct Line: Equatable, Sendable {
        /// The line without its terminator.
        package var content: String
        /// The line break ending the line; empty for a last line without one.
        package var terminator: String
    }

    /// The text's UTF-8 bytes: each line's content followed by its terminator.
    private var bytes: [UInt8]
    /// Per line, the offset in `bytes` where its content ends (its terminator starts).
    private var contentEnds: [Int]
    /// Per line, the offset in `bytes` where its terminator ends (the next line starts).
    private var lineEnds: [Int]

    /// Splits `text` at `\n`, `\r\n` and lone `\r`, as `SwiftLexer` counts lines.
    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Splits the text whose UTF-8 bytes are `bytes`, as `init(_:)` splits it.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        contentEnds = []
        lineEnds = []
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
            contentEnds.append(index)
            index += crlf ? 2 : 1
            lineEnds.append(index)
        }
        if (lineEnds.last ?? 0) < bytes.count {
            contentEnds.append(bytes.count)
            lineEnds.append(bytes.count)
        }
    }

    /// The lines in order; joining content and terminators gives back the text.
    package var lines: [Line] {
        lineEnds.indices.map { Line(content: content($0), terminator: terminator($0)) }
    }

    /// How many lines there are.
    package var count: Int { lineEnds.count }

    /// The text, byte for byte as it was read plus any insertions.
    package var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The offset in `bytes` where line `index` starts.
    private func start(_ index: Int) -> Int {
        index == 0 ? 0 : lineEnds[index - 1]
    }

    /// The content of line `index` (0-based), or "" past the end.
    package func content(_ index: Int) -> String {
        guard lineEnds.indices.contains(index) else { return "" }
        return String(decoding: bytes[start(index)..<contentEnds[index]], as: UTF8.self)
    }

    /// The terminator of line `index` (0-based).
    private func terminator(_ index: Int) -> String {
        String(decoding: bytes[contentEnds[index]..<lineEnds[index]], as: UTF8.self)
    }

    /// The leading spaces and tabs of line `index`.
    package func indentation(_ index: Int) -> String {
        String(content(index).prefix { $0 == " " || $0 == "\t" })
    }

    /// Whether lines can go before line `index`: a line before it ends with a terminator for
    /// them to copy.
    package func acceptsInsertion(before index: Int) -> Bool {
        index > 0 && index <= count && lineEnds[index - 1] > contentEnds[index - 1]
    }

    /// Inserts `newLines` before line `index`, each ending like the line before them.
    ///
    /// Returns false (and changes nothing) when that line has no terminator to copy.
    package mutating func insert(_ newLines: [String], before index: Int) -> Bool {
        guard acceptsInsertion(before: index) else { return false }
        insert([(index, newLines)])
        return true
    }

    /// Inserts every group of lines before its line (0-based, in the text as it is) in one pass.
    ///
    /// Each line ends like the line before it; groups for the same line keep their order.
    /// Every line must pass `acceptsInsertion(before:)`.
    package mutating func insert(_ groups: [(before: Int, lines: [String])]) {
        let ordered = groups.enumerated().sorted {
            ($0.element.before, $0.offset) < ($1.element.before, $1.offset)
        }.map(\.element)
        var edited = Self(
            reserving: bytes.count + groups.reduce(0) { $0 + $1.lines.count * 80 },
            lines: count + groups.reduce(0) { $0 + $1.lines.count })
        var copied = 0
        for group in ordered {
            edited.append(lines: copied..<group.before, of: self)
            copied = group.before
            let terminator = bytes[contentEnds[copied - 1]..<lineEnds[copied - 1]]
            for line in group.lines { edited.append(Array(line.utf8), terminator) }
        }
        edited.append(lines: copied..<count, of: self)
        self = edited
    }

    /// Removes the lines at `indices` (0-based), terminators and all.
    package mutating func remove(_ indices: Set<Int>) {
        var kept = Self(reserving: bytes.count, lines: count)
        for index in lineEnds.indices where !indices.contains(index) {
            kept.append(line: index, of: self)
        }
        self = kept
    }

    /// No lines, with room for `byteCount` bytes and `lineCount` lines.
    private init(reserving byteCount: Int, lines lineCount: Int) {
        bytes = []
        contentEnds = []
        lineEnds = []
        bytes.reserveCapacity(byteCount)
        contentEnds.reserveCapacity(lineCount)
        lineEnds.reserveCapacity(lineCount)
    }

    /// Appends the lines at `range` of `other`, their bytes copied at once.
    private mutating func append(lines range: Range<Int>, of other: SourceLines) {
        guard !range.isEmpty else { return }
        let shift = bytes.count - other.start(range.lowerBound)
        bytes += other.bytes[other.start(range.lowerBound)..<other.lineEnds[range.upperBound - 1]]
        contentEnds += other.contentEnds[range].lazy.map { $0 + shift }
        lineEnds += other.lineEnds[range].lazy.map { $0 + shift }
    }

    /// Appends line `index` of `other`.
    private mutating func append(line index: Int, of other: SourceLines) {
        append(
            other.bytes[other.start(index)..<other.contentEnds[index]],
            other.bytes[other.contentEnds[index]..<other.lineEnds[index]])
    }

    /// Appends a line of `content` ending with `terminator`.
    private mutating func append<Content: Collection<UInt8>>(
        _ content: Content, _ terminator: ArraySlice<UInt8>
    ) {
        bytes += content
        contentEnds.append(bytes.count)
        bytes += terminator
        lineEnds.append(bytes.count)
    }
}
