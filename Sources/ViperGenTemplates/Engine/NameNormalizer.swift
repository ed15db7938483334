#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns the name a user typed into the name used for files and types, or refuses it.
///
/// Rules, in order (the first that fails is reported, with a suggestion where one is obvious):
/// 1. Surrounding whitespace is trimmed. An empty name is refused.
/// 2. A path is refused: a name containing `/` or `\`, equal to `.` or `..`, or starting
///    with `.` or `~` ("give a name, not a path").
/// 3. Control characters (tab, newline, ...) are refused.
/// 4. Non-ASCII characters are refused, even letters (`Café`): generated names must be
///    portable identifiers and file names on every file system. When the name is Latin
///    with diacritics, the ASCII spelling is suggested (`Café` → `Cafe`, `Straße` → `Strasse`).
/// 5. Characters other than ASCII letters, digits, `-`, `_` and space are refused
///    (`user.profile` → suggests `UserProfile`).
/// 6. The name is split into words at `-`, `_` and spaces, and each word's first letter is
///    uppercased, the rest kept: `payments` → `Payments`, `payment-details` →
///    `PaymentDetails`, `paymentDetails` → `PaymentDetails`, `My Payments` → `MyPayments`.
///    A name with no letters or digits (`--`) is refused.
/// 7. A name starting with a digit is refused (`2048Game` → suggests `Game2048`, `2fa` →
///    `TwoFa`); so is one starting with `-` (`--Abc` → `Abc`), which is a mistyped option.
/// 8. Service names get the suffix `Service` unless they already end in it: `Network`,
///    `network`, `NetworkService` and `network-service` all give `NetworkService`. `Service`
///    alone is refused.
/// 9. Names longer than 64 characters (after steps 6 and 8) are refused.
/// 10. Names whose generated types clash are refused: modules `Any`, `Empty`, `Tuple`,
///     `Progress`, `Scroll`, `Tab`, `Timeline`, `Navigation`, ... (SwiftUI's `AnyView`, ...),
///     `Root` (the project's `RootView`), the VIPER layer names (`View`, `Views`, `Assembly`,
///     `Router`, `Presenter`, `Interactor`, `ViewState`, `Contracts`, `Container`, `Module`),
///     and `Id`/`StringKey` (members of the `Views` enum); the service `NetService`; projects
///     named like a platform module (`SwiftUI`, `Foundation`, ...) or a project type
///     (`RootApp`, `Views`, ...). Modules get `<Name>Screen` suggested, projects `<Name>App`.
/// 11. Swift keywords are refused, whether the name itself (`Self`, `Type`, `Any`) or its
///     lower-camel form used as an enum case (`class`, `default`, `if`) is the keyword.
/// 12. A module whose name differs only in case from an existing module (`MAIN` or `main`
///     next to `Main`) is refused: the folders would collide on case-insensitive file
///     systems. The same name as an existing module is the caller's concern (the CLI refuses it
///     unless `--force` or `--skip-existing` is given).
package struct NameNormalizer: Sendable {
    /// The longest accepted name, in characters.
    package static let maximumLength = 64

    /// The names of the project's existing modules (for rule 12).
    package let existingModuleNames: Set<String>
    /// The existing module names by their lowercased spelling, sorted, so that rule 12 costs
    /// one lookup however many modules the project has.
    private let existingByLowercased: [String: [String]]

    /// Creates a normaliser; `existingModuleNames` are refused as new module names.
    package init(existingModuleNames: Set<String> = []) {
        self.existingModuleNames = existingModuleNames
        existingByLowercased = Dictionary(grouping: existingModuleNames.sorted()) {
            $0.lowercased()
        }
    }

    /// Normalises `input`, or throws ``NameValidationError`` saying why it was refused.
    package func normalize(_ input: String, kind: ScaffoldKind) throws -> NormalizedName {
        let name = try normalizedName(input, kind: kind, suggesting: true)
        return NormalizedName(name: name, input: input)
    }

    private func normalizedName(_ input: String, kind: ScaffoldKind, suggesting: Bool) throws
        -> String
    {
        func refuse(_ reason: NameValidationError.Reason, _ candidate: String? = nil) -> Error {
            let valid = suggesting ? candidate.flatMap { validated($0, kind: kind) } : nil
            return NameValidationError(kind: kind, input: input, reason: reason, suggestion: valid)
        }
        // A name far over the limit is refused before any work per character: a 60 MB name
        // once took half a minute and a gigabyte to refuse.
        guard input.utf8.count <= 16 * Self.maximumLength else {
            throw NameValidationError(
                kind: kind, input: input, reason: .tooLong(length: input.unicodeScalars.count),
                suggestion: nil)
        }
        let trimmed = Whitespace.trimmed(input)
        guard !trimmed.isEmpty else { throw refuse(.empty) }
        if Self.isPathLike(trimmed) {
            let lastComponent = trimmed.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last
                .map { String($0.drop { $0 == "." || $0 == "~" }) }
            let usable = lastComponent.flatMap { validated($0, kind: kind) } != nil
            throw refuse(.pathLike, usable ? lastComponent : kind.exampleName)
        }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw refuse(.controlCharacter, Self.replacingDisallowed(trimmed))
        }
        let nonASCII = trimmed.filter { !$0.isASCII }
        guard nonASCII.isEmpty else {
            let ascii = ASCIITransliterator.transliterate(trimmed)
            throw refuse(.nonASCII(characters: nonASCII), ascii)
        }
        if trimmed.hasPrefix("-"), trimmed.contains(where: { $0.isLetter || $0.isNumber }) {
            throw refuse(.optionLike, String(trimmed.drop { $0 == "-" }))
        }
        let invalid = trimmed.filter { !Self.isAllowed($0) }
        guard invalid.isEmpty else {
            throw refuse(.invalidCharacters(characters: invalid), Self.replacingDisallowed(trimmed))
        }
        var name = NameCasing.upperCamel(trimmed)
        guard let first = name.first else { throw refuse(.noLettersOrDigits) }
        if first.isNumber {
            let digits = name.prefix { $0.isNumber }
            let rest = name.dropFirst(digits.count)
            // One digit reads as its word (`2fa` → `TwoFa`); a number goes last (`Game2048`).
            let word = digits.count == 1 ? first.wholeNumberValue.map { Self.digitWords[$0] } : nil
            let suggestion =
                word.map { $0 + NameCasing.upperCamel(String(rest)) } ?? String(rest + digits)
            throw refuse(.leadingDigit, suggestion)
        }
        if kind == .service {
            guard name != "Service" else { throw refuse(.serviceSuffixOnly) }
            name += name.hasSuffix("Service") ? "" : "Service"
        }
        guard name.count <= Self.maximumLength else {
            throw refuse(.tooLong(length: name.count), String(name.prefix(Self.maximumLength)))
        }
        // A service's alternative keeps the suffix last (`NetClientService`, not
        // `NetServiceService`).
        let alternative =
            kind == .service
            ? String(name.dropLast("Service".count)) + "ClientService"
            : name + kind.disambiguatingSuffix
        if let clash = ReservedNames.clash(for: name, kind: kind) {
            throw refuse(.reserved(clash: clash), alternative)
        }
        let caseName = NameCasing.lowerCamel(name)
        if let keyword = [name, caseName].first(where: ReservedNames.keywords.contains) {
            throw refuse(.keyword(keyword), alternative)
        }
        if kind == .module,
            let existing = existingByLowercased[name.lowercased()]?.first(where: { $0 != name })
        {
            throw refuse(.alreadyExists(existing: existing))
        }
        return name
    }

    /// The words of the digits, for a name that starts with one.
    private static let digitWords = [
        "Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
    ]

    /// `candidate` normalised, if it passes every rule.
    private func validated(_ candidate: String, kind: ScaffoldKind) -> String? {
        try? normalizedName(candidate, kind: kind, suggesting: false)
    }

    private static func isPathLike(_ name: String) -> Bool {
        name.contains("/") || name.contains("\\") || name == "." || name == ".."
            || name.hasPrefix(".") || name.hasPrefix("~")
    }

    private static func isAllowed(_ character: Character) -> Bool {
        IdentifierSanitizer.isASCIIAlphanumeric(character)
            || NameCasing.separators.contains(character)
    }

    /// The name with every disallowed character turned into a word break.
    private static func replacingDisallowed(_ name: String) -> String {
        String(name.map { isAllowed($0) ? $0 : " " })
    }
}
