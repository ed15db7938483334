/// Reads the plain XML property lists Xcode writes (every TemplateInfo.plist it ships) without
/// Foundation's decoder, whose first use in a process costs more than the rest of a template.
///
/// Only a subset is read: an optional `<?xml?>` declaration (UTF-8) and `<!DOCTYPE>`, then
/// `<plist>` holding `dict`, `array`, `key`, `string`, `integer`, `true` and `false`, with the
/// five named entities, white space between elements and LF line ends. Anything else (comments,
/// CDATA, numeric entities, `real`, `date`, `data`, a repeated key, a malformed tag) gives nil,
/// and the caller asks Foundation, so what is read here is what Foundation would read.
struct XMLPropertyListReader {
    private let text: [UInt8]
    private var position = 0

    private init(text: [UInt8]) {
        self.text = text
    }

    /// The value of the UTF-8 `text`, or nil when it is not in the subset read here.
    static func value(of text: [UInt8]) -> PropertyListValue? {
        var reader = XMLPropertyListReader(text: text)
        return reader.document()
    }

    private mutating func document() -> PropertyListValue? {
        skipWhiteSpace()
        if starts(with: "<?xml") {
            guard let end = firstIndex(of: "?>") else { return nil }
            let declaration = String(decoding: text[position..<end], as: UTF8.self).lowercased()
            if declaration.contains("encoding"), !declaration.contains("\"utf-8\""),
                !declaration.contains("'utf-8'")
            {
                return nil
            }
            position = end + 2
            skipWhiteSpace()
        }
        if starts(with: "<!DOCTYPE") {
            guard let end = firstIndex(of: ">"), !text[position..<end].contains(UInt8(ascii: "["))
            else { return nil }
            position = end + 1
            skipWhiteSpace()
        }
        guard starts(with: "<plist>") || starts(with: "<plist "), let end = firstIndex(of: ">"),
            text[end - 1] != UInt8(ascii: "/")
        else { return nil }
        position = end + 1
        skipWhiteSpace()
        guard let root = value() else { return nil }
        skipWhiteSpace()
        guard consume("</plist>") else { return nil }
        skipWhiteSpace()
        return position == text.count ? root : nil
    }

    /// The element at the position, which must be a value.
    private mutating func value() -> PropertyListValue? {
        if consume("<string>") {
            return characters(closedBy: "</string>").map(PropertyListValue.string)
        }
        if consume("<dict>") { return dictionary() }
        if consume("<array>") { return array() }
        if consume("<true/>") { return .boolean(true) }
        if consume("<false/>") { return .boolean(false) }
        if consume("<string/>") { return .string("") }
        if consume("<dict/>") { return .dictionary([:]) }
        if consume("<array/>") { return .array([]) }
        if consume("<integer>") { return integer() }
        return nil
    }

    private mutating func dictionary() -> PropertyListValue? {
        var entries: [String: PropertyListValue] = [:]
        skipWhiteSpace()
        while !consume("</dict>") {
            guard consume("<key>"), let key = characters(closedBy: "</key>"),
                entries[key] == nil
            else { return nil }
            skipWhiteSpace()
            guard let entry = value() else { return nil }
            entries[key] = entry
            skipWhiteSpace()
        }
        return .dictionary(entries)
    }

    private mutating func array() -> PropertyListValue? {
        var elements: [PropertyListValue] = []
        skipWhiteSpace()
        while !consume("</array>") {
            guard let element = value() else { return nil }
            elements.append(element)
            skipWhiteSpace()
        }
        return .array(elements)
    }

    /// An optional minus and 1 to 18 digits without a leading zero, then `</integer>`.
    private mutating func integer() -> PropertyListValue? {
        guard let digits = characters(closedBy: "</integer>") else { return nil }
        let magnitude = digits.hasPrefix("-") ? digits.dropFirst() : Substring(digits)
        guard (1...18).contains(magnitude.utf8.count),
            magnitude.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            magnitude == "0" || !magnitude.hasPrefix("0"), digits != "-0",
            let number = Int(digits)
        else { return nil }
        return .integer(number)
    }

    /// The text up to `closing` with its entities replaced; nil at a `<` before it, an entity
    /// other than the five named ones, or a carriage return.
    private mutating func characters(closedBy closing: String) -> String? {
        var decoded: [UInt8] = []
        while position < text.count {
            let byte = text[position]
            switch byte {
            case UInt8(ascii: "<"):
                guard consume(closing) else { return nil }
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "&"):
                guard
                    let (entity, length) = Self.entities.first(where: { starts(with: $0.name) })
                        .map({ ($0.character, $0.name.utf8.count) })
                else { return nil }
                decoded.append(entity)
                position += length
            case 0x0D:
                return nil
            default:
                decoded.append(byte)
                position += 1
            }
        }
        return nil
    }

    /// The five entities XML names, and the characters they stand for.
    private static let entities: [(name: String, character: UInt8)] = [
        ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&amp;", UInt8(ascii: "&")),
        ("&quot;", UInt8(ascii: "\"")), ("&apos;", UInt8(ascii: "'")),
    ]

    private mutating func skipWhiteSpace() {
        while position < text.count,
            text[position] == 0x20 || text[position] == 0x09 || text[position] == 0x0A
        {
            position += 1
        }
    }

    private func starts(with literal: String) -> Bool {
        text[position...].starts(with: literal.utf8)
    }

    private mutating func consume(_ literal: String) -> Bool {
        guard starts(with: literal) else { return false }
        position += literal.utf8.count
        return true
    }

    /// Where `literal` next starts, from the position on.
    private func firstIndex(of literal: String) -> Int? {
        let pattern = Array(literal.utf8)
        var index = position
        while index + pattern.count <= text.count {
            if text[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
