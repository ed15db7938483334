import Foundation
import Testing

@testable import ViperGenTemplates

/// The suggestions for names with diacritics (`Café` → `Cafe`) are what Foundation's canonical
/// decomposition gave before viper-gen stopped linking Foundation's Unicode tables.
@Suite("ASCII transliteration")
struct ASCIITransliteratorTests {
    /// What `ASCIITransliterator` returned when it decomposed with Foundation.
    private static func foundationTransliteration(_ text: String) -> String? {
        let special: [Character: String] = [
            "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
            "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
        ]
        var result = ""
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let letters = special[character] {
                result += letters
            } else {
                var plain = ""
                for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars
                {
                    if scalar.isASCII {
                        plain.unicodeScalars.append(scalar)
                    } else if scalar.properties.generalCategory != .nonspacingMark {
                        return nil
                    }
                }
                if plain.isEmpty { return nil }
                result += plain
            }
        }
        return result
    }

    @Test func everyScalarTransliteratesAsWithFoundation() {
        // Unicode has no canonical decomposition above U+2FFFF.
        let mismatches = (0x80...0x2FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = String(Character(scalar))
            return ASCIITransliterator.transliterate(text) != Self.foundationTransliteration(text)
        }
        #expect(mismatches.isEmpty, "\(mismatches.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: [
        "Café", "Cafe\u{301}", "Straße", "Ångström", "\u{212B}ngstrom", "Tiếng Việt", "ǅemal",
        "日本", "x\u{20DD}", "\u{301}", "e\u{301}\u{323}", "Ørsted", "naïve façade",
    ])
    func namesTransliterateAsWithFoundation(text: String) {
        #expect(ASCIITransliterator.transliterate(text) == Self.foundationTransliteration(text))
    }
}
