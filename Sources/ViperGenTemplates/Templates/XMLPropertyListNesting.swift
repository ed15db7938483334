/// Finds the first element of an XML property list nested deeper than
/// ``PropertyListValue/maximumDepth`` (`<plist>` is level 1), in one pass without recursing:
/// Foundation's XML reader recurses once per level and overflows its stack on a hostile file.
///
/// Comments, CDATA sections, processing instructions and the document type declaration are
/// skipped; anything else malformed is left for Foundation to refuse.
struct XMLPropertyListNesting {
    private var cursor: LineCountingCursor

    private init(text: [UInt8]) {
        cursor = LineCountingCursor(text: text)
    }

    /// Throws ``PropertyListReadError/tooDeep(what:place:)`` at the first element of the UTF-8
    /// `text` that is nested too deep.
    static func check(_ text: [UInt8]) throws(PropertyListReadError) {
        var scanner = XMLPropertyListNesting(text: text)
        try scanner.scan()
    }

    private mutating func scan() throws(PropertyListReadError) {
        var depth = 0
        while cursor.hasMore {
            guard cursor.current == UInt8(ascii: "<") else {
                cursor.advance()
                continue
            }
            let tagLine = cursor.line
            if skipMarkup() { continue }
            let closing = cursor.starts(with: "</".utf8)
            let name = closing ? "" : elementName(from: cursor.position + 1)
            guard let selfClosing = skipTag() else { return }
            if closing {
                depth = max(0, depth - 1)
                continue
            }
            guard depth < PropertyListValue.maximumDepth else {
                throw .tooDeep(what: name, place: "line \(tagLine)")
            }
            if !selfClosing { depth += 1 }
        }
    }

    /// Skips a comment, CDATA section, processing instruction or declaration at the cursor;
    /// false (not moving) when an element's tag starts there.
    private mutating func skipMarkup() -> Bool {
        for (opening, closing) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")]
        where cursor.starts(with: opening.utf8) {
            cursor.skip(past: closing.utf8)
            return true
        }
        guard cursor.starts(with: "<!".utf8) else { return false }
        var brackets = 0
        while cursor.hasMore {
            let byte = cursor.current
            cursor.advance()
            if byte == UInt8(ascii: "[") { brackets += 1 }
            if byte == UInt8(ascii: "]") { brackets -= 1 }
            if byte == UInt8(ascii: ">"), brackets <= 0 { break }
        }
        return true
    }

    /// Moves past the tag at the cursor (quoted attribute values may hold `>`); whether it
    /// ends with `/>`, or nil when the text ends inside it.
    private mutating func skipTag() -> Bool? {
        var quote: UInt8?
        var previous: UInt8 = 0
        while cursor.hasMore {
            let byte = cursor.current
            cursor.advance()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return previous == UInt8(ascii: "/")
            }
            previous = byte
        }
        return nil
    }

    /// `<name>` for the element whose name starts at `start`, or `an element` when it is not
    /// a short plain name.
    private func elementName(from start: Int) -> String {
        let text = cursor.text
        let name = text[min(start, text.count)...].prefix { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
        guard !name.isEmpty, name.count <= 32 else { return "an element" }
        return "<" + String(decoding: name, as: UTF8.self) + ">"
    }

}
