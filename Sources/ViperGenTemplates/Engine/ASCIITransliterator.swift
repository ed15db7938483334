/// Turns Latin letters with diacritics into plain ASCII (`Café` → `Cafe`, `Straße` →
/// `Strasse`) for suggestions; gives up on scripts it cannot spell in ASCII.
enum ASCIITransliterator {
    private static let specialLetters: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
        "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
    ]

    /// The ASCII spelling of `text`, or `nil` if some character has no easy one.
    static func transliterate(_ text: String) -> String? {
        var result = ""
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let special = specialLetters[character] {
                result += special
            } else if let plain = strippingMarks(character) {
                result += plain
            } else {
                return nil
            }
        }
        return result
    }

    /// `character` without its nonspacing marks, when what remains is ASCII: each scalar is
    /// ASCII, a letter that decomposes to ASCII plus marks (`é`), or a nonspacing mark.
    private static func strippingMarks(_ character: Character) -> String? {
        var plain = ""
        for scalar in character.unicodeScalars {
            if scalar.isASCII {
                plain.unicodeScalars.append(scalar)
            } else if let base = LatinDecompositions.base(of: scalar) {
                plain += base
            } else if scalar.properties.generalCategory != .nonspacingMark {
                return nil
            }
        }
        return plain.isEmpty ? nil : plain
    }
}
