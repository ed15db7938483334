import ViperGenSystem

/// Why a value is not a reverse-DNS prefix such as `com.acme`.
package enum ReverseDNSProblem: Equatable, Sendable {
    /// The value is empty.
    case empty
    /// Characters other than ASCII letters, digits, `-` and `.` (listed once each, in order).
    case invalidCharacters([Character])
    /// The value starts with `.`.
    case leadingDot
    /// The value ends with `.`.
    case trailingDot
    /// Two dots with nothing between them.
    case emptyPart

    /// The first problem with `value`, or nil when it is a reverse-DNS prefix: dot-separated
    /// non-empty parts of ASCII letters, digits and `-`.
    static func first(in value: String) -> ReverseDNSProblem? {
        if value.isEmpty { return .empty }
        var invalid: [Character] = []
        for character in value where !isAllowed(character) && !invalid.contains(character) {
            invalid.append(character)
        }
        if !invalid.isEmpty { return .invalidCharacters(invalid) }
        if value.hasPrefix(".") { return .leadingDot }
        if value.hasSuffix(".") { return .trailingDot }
        if value.contains("..") { return .emptyPart }
        return nil
    }

    /// The problem as the end of `it …`: `contains '"' and '/'`, `is empty`.
    var explanation: String {
        switch self {
        case .empty: return "is empty"
        case .invalidCharacters(let characters):
            var quoted = characters.map { EchoedValue(String($0)).description }
            let last = quoted.removeLast()
            return "contains "
                + (quoted.isEmpty ? last : quoted.joined(separator: ", ") + " and " + last)
        case .leadingDot: return "starts with '.'"
        case .trailingDot: return "ends with '.'"
        case .emptyPart: return "has an empty part ('..')"
        }
    }

    private static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || character == "-" || character == "."
    }
}
