/// Writes a ``PropertyListValue`` as an XML property list in the layout of Apple's writer
/// (`plutil -convert xml1`): tab indents, dictionary keys sorted, so the same value always
/// gives the same bytes.
package enum PropertyListXMLWriter {
    /// The XML text of `value`, or nil when it holds a date or data (`.other`), which
    /// ``PropertyListValue`` does not keep.
    package static func text(of value: PropertyListValue) -> String? {
        guard let body = element(value, depth: 0) else { return nil }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
            "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)</plist>

            """
    }

    /// `value` as lines indented by `depth` tabs, each ending in a newline.
    private static func element(_ value: PropertyListValue, depth: Int) -> String? {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let text): return indent + "<string>\(escaped(text))</string>\n"
        case .boolean(let flag): return indent + (flag ? "<true/>\n" : "<false/>\n")
        case .integer(let number): return indent + "<integer>\(number)</integer>\n"
        case .real(let number): return indent + "<real>\(number)</real>\n"
        case .other: return nil
        case .array(let elements):
            guard !elements.isEmpty else { return indent + "<array/>\n" }
            let inner = elements.map { element($0, depth: depth + 1) }
            guard !inner.contains(nil) else { return nil }
            return indent + "<array>\n" + inner.map { $0 ?? "" }.joined() + indent + "</array>\n"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return indent + "<dict/>\n" }
            let inner = entries.keys.sorted().map { key in
                element(entries[key] ?? .other, depth: depth + 1).map {
                    indent + "\t<key>\(escaped(key))</key>\n" + $0
                }
            }
            guard !inner.contains(nil) else { return nil }
            return indent + "<dict>\n" + inner.map { $0 ?? "" }.joined() + indent + "</dict>\n"
        }
    }

    /// `text` with `&`, `<` and `>` written as entities.
    private static func escaped(_ text: String) -> String {
        text.map { character in
            switch character {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            default: return String(character)
            }
        }.joined()
    }
}
