/// The character-replacing transformations behind the identifier-like macro modifiers.
///
/// Each works per `Character`: a character outside the kept set becomes one replacement
/// character. The identifier forms also prefix `_` when the result would start with a digit.
enum IdentifierSanitizer {
    /// Keeps `[A-Za-z0-9_]`, replaces everything else with `_`.
    static func identifier(_ text: String) -> String {
        prefixingLeadingDigit(replacing(text, with: "_") { isASCIIAlphanumeric($0) || $0 == "_" })
    }

    /// Like ``identifier(_:)``, but keeps non-ASCII letters (C99 extended identifiers).
    static func c99ExtendedIdentifier(_ text: String) -> String {
        let kept = replacing(text, with: "_") { character in
            isASCIIAlphanumeric(character) || character == "_"
                || (!character.isASCII && character.isLetter)
        }
        return prefixingLeadingDigit(kept)
    }

    /// Keeps `[A-Za-z0-9.-]`, replaces everything else with `-`.
    static func bundleIdentifier(_ text: String) -> String {
        replacing(text, with: "-") { isASCIIAlphanumeric($0) || $0 == "." || $0 == "-" }
    }

    /// Keeps `[A-Za-z0-9-]`, replaces everything else with `-`.
    static func rfc1034Identifier(_ text: String) -> String {
        replacing(text, with: "-") { isASCIIAlphanumeric($0) || $0 == "-" }
    }

    /// Whether a character is an ASCII letter or digit.
    static func isASCIIAlphanumeric(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii)
            || (0x61...0x7A).contains(ascii)
    }

    private static func replacing(
        _ text: String, with replacement: Character, keeping isKept: (Character) -> Bool
    ) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            result.append(isKept(character) ? character : replacement)
        }
        return result
    }

    private static func prefixingLeadingDigit(_ text: String) -> String {
        guard let first = text.first, first.isASCII, first.isNumber else { return text }
        return "_" + text
    }
}
