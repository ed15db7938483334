/// Camel-casing shared by the `upperCamel`/`lowerCamel` modifiers and name normalisation.
///
/// Words are separated by `-`, `_` and spaces; inside a word only the first letter changes
/// case (`payment-details` → `PaymentDetails`, `paymentDetails` → `PaymentDetails`).
enum NameCasing {
    /// The characters that separate words.
    static let separators: Set<Character> = ["-", "_", " "]

    /// The words of a name, without empty ones.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { separators.contains($0) })
    }

    /// Every word with its first letter uppercased, joined: `payment-details` → `PaymentDetails`.
    static func upperCamel(_ text: String) -> String {
        words(text).map { uppercasingFirst($0) }.joined()
    }

    /// Like ``upperCamel(_:)`` but the first word starts lowercase: `paymentDetails`.
    static func lowerCamel(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "" }
        return lowercasingFirst(first) + parts.dropFirst().map { uppercasingFirst($0) }.joined()
    }

    /// The text with its first character uppercased and the rest unchanged.
    static func uppercasingFirst(_ text: Substring) -> String {
        guard let first = text.first else { return "" }
        return first.uppercased() + text.dropFirst()
    }

    /// The text with its first character lowercased and the rest unchanged.
    static func lowercasingFirst(_ text: Substring) -> String {
        guard let first = text.first else { return "" }
        return first.lowercased() + text.dropFirst()
    }
}
