import ViperGenSystem
import ViperGenTemplates

/// The rule for an app's Swift module name, which the config's `projectName` holds and the
/// generated tests import (`@testable import MyApp`).
///
/// Names the `project` command makes always pass; `init` and hand-written configs are held to
/// it, so a name such as `../../evil` or `""` never reaches a path or an import.
package enum SwiftModuleName {
    /// What is wrong with `name` as a module name, as a clause ("it is empty"), or nil.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        let invalid = name.unicodeScalars.filter { !isAllowed($0) }
        if !invalid.isEmpty {
            let shown = Set(invalid).sorted { $0.value < $1.value }.prefix(8)
                .map { "'" + EchoedValue.escaped(String($0)) + "'" }.joined(separator: ", ")
            return "it holds \(shown), but a module name has only ASCII letters, digits and '_'"
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) {
            return "it starts with a digit"
        }
        if name.count > NameNormalizer.maximumLength {
            return "it is longer than \(NameNormalizer.maximumLength) characters"
        }
        return nil
    }

    /// The module name Xcode derives from a target or project name: every character other than
    /// an ASCII letter, digit or '_' becomes '_', and a leading digit gets a '_' before it.
    package static func derived(from name: String) -> String {
        let mapped = String(name.unicodeScalars.map { isAllowed($0) ? Character($0) : "_" })
        guard let first = mapped.unicodeScalars.first, ("0"..."9").contains(first) else {
            return mapped.isEmpty ? "App" : mapped
        }
        return "_" + mapped
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
