import Foundation

@testable import ViperGenTemplates

/// Random macro values: unicode, `___`, whole macro tokens, newlines, `/`, huge strings.
enum RandomMacroValues {
    /// A random set of values; variables include the template options most of the time.
    static func make(using generator: inout SplitMix64) -> MacroValues {
        var variables: [String: String] = [:]
        for key in FuzzFragments.variableKeys where generator.chance(70) {
            variables[key] = FuzzFragments.text(using: &generator)
        }
        let stamp = DateStamp(
            date: generator.chance(80) ? "12/2/26" : FuzzFragments.text(using: &generator),
            year: generator.chance(80) ? "2026" : FuzzFragments.text(using: &generator),
            time: generator.chance(80) ? "9:41 AM" : FuzzFragments.text(using: &generator))
        return MacroValues(
            fileBaseName: text(orDefault: "Payments", using: &generator),
            projectName: text(orDefault: "MyApp", using: &generator),
            productName: generator.chance(70) ? nil : FuzzFragments.text(using: &generator),
            packageName: generator.chance(70) ? nil : FuzzFragments.text(using: &generator),
            targetName: generator.chance(70) ? nil : FuzzFragments.text(using: &generator),
            fullUserName: text(orDefault: "Jane Appleseed", using: &generator),
            userName: text(orDefault: "jane", using: &generator),
            organizationName: text(orDefault: "Acme", using: &generator),
            stamp: stamp,
            variables: variables)
    }

    /// A random output file name, usually a plausible one; never with a `/`, as it is the
    /// last component of a rendered path.
    static func outputFileName(using generator: inout SplitMix64) -> String {
        let name =
            generator.chance(60)
            ? generator.pick(["PaymentsView.swift", "Package.swift", ".gitignore", "README.md"])
            : FuzzFragments.text(using: &generator)
        return name.replacingOccurrences(of: "/", with: "-")
    }

    private static func text(orDefault plain: String, using generator: inout SplitMix64) -> String {
        generator.chance(50) ? plain : FuzzFragments.text(using: &generator)
    }
}
