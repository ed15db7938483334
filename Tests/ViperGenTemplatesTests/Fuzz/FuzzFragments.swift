@testable import ViperGenTemplates

/// The building blocks the fuzz generators splice into templates and values.
enum FuzzFragments {
    /// Macro-like text: openings, closings, lone and doubled underscores, separators.
    static let macroPieces = [
        "___", "______", "_", "__", "____", "___VARIABLE_", "___FILEBASENAME:", "___FILENAME",
        "___FILENAME___", "____FILENAME___", "___VARIABLE_moduleName___", "___UUID___",
        "___COPYRIGHT___", "___YEAR", "___lower___", "___1___", ":", ",", "___:___", "___A",
        "___VARIABLE_x___", "___FILEBASENAME:lowerCamel,xml___", "___DATE:___", "___TIME:,___",
    ]

    /// Text that is not macro syntax: unicode, line breaks, path separators, NUL.
    static let plainPieces = [
        "Payments", "a", "Z", "", " ", "/", "a/b", "..", ".", "-", "\n", "\r\n", "\t", "\0",
        "é", "e\u{301}", "日本語", "👩‍👩‍👧", "İ", "ß", "ﬁ", "&<>\"'", "\u{FFFD}", "\u{10FFFF}",
        "Ω", "\u{200B}", "struct", "{ }",
    ]

    /// Valid modifiers, all fuzzed (the path modifiers once crashed on Linux; see
    /// ``EngineFuzzKnownCrashTests``).
    static let fuzzedModifiers = MacroModifier.allCases

    /// Valid modifier names plus near misses.
    static let modifierNames =
        fuzzedModifiers.map(\.rawValue) + ["", "Lowercase", "foo", "XML", "identifier2"]

    /// Macro names: every built-in one, variables that exist and ones that do not.
    static let macroNames =
        MacroName.allCases.map(\.rawValue) + [
            "VARIABLE_moduleName", "VARIABLE_serviceName", "VARIABLE_x", "VARIABLE_a_b",
            "VARIABLE_missing", "VARIABLE_", "A", "FILENAMEX", "Filename", "B_C",
        ]

    /// Variable names used in generated values (some unreachable from a macro).
    static let variableKeys = [
        "moduleName", "serviceName", "bundleIdentifierPrefix", "x", "a_b", "A", "", "é",
    ]

    /// Byte sequences that are not valid UTF-8: stray continuation bytes, bytes that never
    /// occur, a surrogate, an overlong form, truncated sequences, a code point above U+10FFFF.
    static let invalidUTF8: [[UInt8]] = [
        [0x80], [0xBF], [0xC0], [0xC1], [0xF5], [0xFF], [0xED, 0xA0, 0x80],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],
        [0xF4, 0x90, 0x80, 0x80],
    ]

    /// A random macro token, sometimes with a list of (possibly unknown) modifiers.
    static func token(using generator: inout SplitMix64) -> String {
        var body = generator.pick(macroNames)
        if generator.chance(40) {
            let count = generator.int(in: 1...3)
            let modifiers = (0..<count).map { _ in generator.pick(modifierNames) }
            body += ":" + modifiers.joined(separator: ",")
        }
        return "___\(body)___"
    }

    /// Random text made of plain and macro-like pieces; now and then a huge one.
    static func text(using generator: inout SplitMix64, maxPieces: Int = 4) -> String {
        var result = ""
        for _ in 0..<generator.int(in: 0...maxPieces) {
            switch generator.int(in: 0...9) {
            case 0...5: result += generator.pick(plainPieces)
            case 6...7: result += generator.pick(macroPieces)
            default: result += token(using: &generator)
            }
        }
        if generator.chance(1) {
            let piece = generator.pick(plainPieces + macroPieces)
            result += String(repeating: piece.isEmpty ? "x" : piece, count: 5_000)
        }
        return result
    }
}
