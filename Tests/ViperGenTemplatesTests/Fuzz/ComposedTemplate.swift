@testable import ViperGenTemplates

/// A template assembled from literal text and macro tokens whose expansions are known in
/// advance, rendered with values full of macro syntax: the output must be the literals and
/// the values verbatim, which holds only if rendering is single-pass.
struct ComposedTemplate {
    /// The output file name the template is rendered for.
    static let outputFileName = "Composed.swift"
    /// The template path (without macros, so it renders to itself).
    static let templatePath = "composed/Composed.swift"

    /// The template bytes.
    let bytes: [UInt8]
    /// What rendering must produce.
    let expected: [UInt8]
    /// The values.
    let values: MacroValues

    /// The composed template of run `seed` at `index`.
    static func make(runSeed seed: UInt64, index: Int) -> ComposedTemplate {
        var generator = SplitMix64(seed: SplitMix64.caseSeed(runSeed: ~seed, index: index))
        let values = RandomMacroValues.make(using: &generator)
        let expansions = knownExpansions(values)
        var bytes: [UInt8] = []
        var expected: [UInt8] = []
        for _ in 0..<generator.int(in: 0...12) {
            let literal = Array(literal(using: &generator).utf8)
            bytes += literal
            expected += literal
            var (token, value) = generator.pick(expansions)
            if generator.chance(30) {
                let modifier = generator.pick(FuzzFragments.fuzzedModifiers)
                token = "\(token):\(modifier.rawValue)"
                value = modifier.apply(to: value)
            }
            if value.isEmpty, token.hasPrefix("VARIABLE_"), isBlankLineSoFar(bytes) {
                // An empty option's macro alone on its line takes the line away (the oracle
                // checks that); here something precedes it, so it is inserted verbatim.
                bytes += Array("x".utf8)
                expected += Array("x".utf8)
            }
            bytes += Array("___\(token)___".utf8)
            expected += Array(value.utf8)
        }
        return ComposedTemplate(bytes: bytes, expected: expected, values: values)
    }

    /// Whether `bytes` since their last line feed are only spaces and tabs.
    private static func isBlankLineSoFar(_ bytes: [UInt8]) -> Bool {
        bytes.reversed().prefix { $0 != UInt8(ascii: "\n") }.allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
        }
    }

    /// Every macro whose value is plain to compute, with that value.
    private static func knownExpansions(_ values: MacroValues) -> [(String, String)] {
        let reachableVariables = values.variables.keys.sorted().filter { key in
            !key.isEmpty
                && key.allSatisfy { IdentifierSanitizer.isASCIIAlphanumeric($0) || $0 == "_" }
        }
        return [
            ("PROJECTNAME", values.projectName), ("PRODUCTNAME", values.productName),
            ("PACKAGENAME", values.resolvedPackageName), ("TARGETNAME", values.resolvedTargetName),
            ("FULLUSERNAME", values.fullUserName), ("USERNAME", values.userName),
            ("ORGANIZATIONNAME", values.organizationName), ("COPYRIGHT", values.copyright),
            ("DATE", values.stamp.date), ("YEAR", values.stamp.year), ("TIME", values.stamp.time),
            ("FILENAME", outputFileName), ("FILEBASENAME", "Composed"),
        ] + reachableVariables.map { ("VARIABLE_\($0)", values.variables[$0] ?? "") }
    }

    /// Literal text that can never form or touch a macro: no `___` inside.
    private static func literal(using generator: inout SplitMix64) -> String {
        while true {
            var text = ""
            for _ in 0..<generator.int(in: 0...3) {
                text += generator.pick(FuzzFragments.plainPieces + ["_", "__", "x_y", "A", "Z9"])
            }
            if !FuzzCaseChecker.hasTripleUnderscore(Array(text.utf8)) { return text }
        }
    }
}
