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

    /// The spaces and tabs that start the line of `offset`.
    func indentation(of offset: Int) -> String {
        guard let start = lineStart(before: offset) else { return "" }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
