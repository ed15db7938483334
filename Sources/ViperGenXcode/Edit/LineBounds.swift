/// Finds line boundaries around offsets of the project file, so entries are inserted as whole
/// lines.
struct LineBounds {
    let bytes: [UInt8]

    /// The start of the line holding `offset` if only spaces and tabs precede it on that line.
    func lineStart(before offset: Int) -> Int? {
        var index = offset
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == 0x0A { return index }
            guard byte == 0x20 || byte == 0x09 else { return nil }
            index -= 1
        }
        return 0
    }

    /// The offset just past the newline ending the line of `offset`, if only spaces and tabs
    /// follow it on that line.
    func lineEnd(after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { return index + 1 }
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { return nil }
            index += 1
        }
        return nil
    }

    /// What to delete to take out the bytes `start..<end`: their whole lines when nothing else
    /// is on them, else with the spaces that follow them (or, at the end of a line, precede
    /// them), so that the line keeps the layout it had without them.
    func deletion(of start: Int, _ end: Int) -> ByteDeletion {
        if let lineStart = lineStart(before: start), let lineEnd = lineEnd(after: end) {
            return ByteDeletion(range: lineStart..<lineEnd)
        }
        let after = firstNonBlank(from: end)
        if after < bytes.count, bytes[after] != 0x0A, bytes[after] != 0x0D {
            return ByteDeletion(range: start..<after)
        }
        var before = start
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        return ByteDeletion(range: before..<after)
    }

    /// The first offset from `offset` on that holds neither a space nor a tab.
    func firstNonBlank(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    /// The spaces and tabs that start the line of `offset`.
    func indentation(of offset: Int) -> String {
        guard let start = lineStart(before: offset) else { return "" }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
