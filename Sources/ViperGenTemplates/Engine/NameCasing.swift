/// Camel-casing shared by the `upperCamel`/`lowerCamel` modifiers and name normalisation.
///
/// Words are separated by `-`, `_` and spaces; inside a word only the first letter changes
/// case (`payment-details` → `PaymentDetails`, `paymentDetails` → `PaymentDetails`).
package enum NameCasing {
    /// The characters that separate words.
    static let separators: Set<Character> = ["-", "_", " "]

    /// The words of a name, without empty ones.
    package static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { separators.contains($0) })
    }

    /// Every word with its first letter uppercased, joined: `payment-details` → `PaymentDetails`.
    package static func upperCamel(_ text: String) -> String {
        words(text).map { uppercasingFirst($0) }.joined()
    }

    /// Like ``upperCamel(_:)`` but the first word starts lowercase, leading acronyms included,
    /// as Swift's API guidelines do: `paymentDetails`, `URLPreview` → `urlPreview`, `FAQ` → `faq`.
    package static func lowerCamel(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "" }
        return lowercasingLeadingAcronym(first)
            + parts.dropFirst().map { uppercasingFirst($0) }.joined()
    }

    /// Lowercases the leading run of uppercase letters, keeping the last one when it starts the
    /// next word (`URLPreview` → `urlPreview`, `Payments` → `payments`).
    package static func lowercasingLeadingAcronym(_ text: Substring) -> String {
        let characters = Array(text)
        let run = characters.prefix { $0.isUppercase }.count
        guard run > 1 else { return lowercasingFirst(text) }
        let nextIsLowercase = run < characters.count && characters[run].isLowercase
        let lowered = nextIsLowercase ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The text with its first character uppercased and the rest unchanged.
    package static func uppercasingFirst(_ text: Substring) -> String {
        guard let first = text.first else { return "" }
        return first.uppercased() + text.dropFirst()
    }

    /// The text with its first character lowercased and the rest unchanged.
    package static func lowercasingFirst(_ text: Substring) -> String {
        guard let first = text.first else { return "" }
        return first.lowercased() + text.dropFirst()
    }
}
