/// The values a test double's stubs start with, and the spellings of their types.
enum StubValue {
    /// The numeric types whose stubs start at `0`.
    static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "Decimal",
    ]

    /// A literal of `type` a stub can start with: `nil` for an optional, `false`, `0`, `""`,
    /// `[]`, `[:]`, `()`; nil when there is none to build.
    static func defaultValue(for type: String) -> String? {
        let type = trimmed(type)
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") {
            return "nil"
        }
        if type == "Bool" { return "false" }
        if numbers.contains(type) { return "0" }
        if type == "String" || type == "Substring" { return "\"\"" }
        if type == "Void" || type == "()" { return "()" }
        if type.hasPrefix("["), type.hasSuffix("]"), isWhole(type) {
            return hasTopLevelColon(type.dropFirst().dropLast()) ? "[:]" : "[]"
        }
        for prefix in ["Array<", "Set<", "ContiguousArray<"] where type.hasPrefix(prefix) {
            return "[]"
        }
        return type.hasPrefix("Dictionary<") ? "[:]" : nil
    }

    /// Whether `type` is no value at all (`Void`, `()`).
    static func isVoid(_ type: String?) -> Bool {
        guard let type else { return true }
        return ["Void", "()", "Swift.Void"].contains(trimmed(type))
    }

    /// `type` implicitly unwrapped: `T!`, `(any P)!`, `(() -> Void)!`.
    static func implicitlyUnwrapped(_ type: String) -> String {
        let type = trimmed(type)
        let simple = type.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]".contains($0) }
        return simple ? type + "!" : "(" + type + ")!"
    }

    /// `text` with every `Self` word replaced by `name`.
    static func replacingSelf(in text: String, with name: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += word == "Self" ? name : word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Whether `text` uses the identifier `name` as a whole word.
    static func mentions(_ name: String, in text: String) -> Bool {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == name }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// Whether the bracket opening `text` is the one closing it.
    private static func isWhole(_ text: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), !(character == ">" && previous == "-") { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
            previous = character
        }
        return false
    }

    /// Whether `text` has a `:` outside brackets (a dictionary type's).
    private static func hasTopLevelColon(_ text: Substring) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), !(character == ">" && previous == "-") { depth -= 1 }
            if character == ":", depth == 0 { return true }
            previous = character
        }
        return false
    }
}
