import Foundation

/// The targets Package.swift declares, read from its text: each target's name, folder and the
/// package targets it depends on.
///
/// Not a Swift parser: it reads the `.target(`, `.executableTarget(` and `.testTarget(` calls of
/// this repository's manifest, whose arguments are string literals and arrays of them.
struct PackageTargets {
    /// One declared target.
    struct Target: Equatable {
        /// The target's name.
        let name: String
        /// Its folder, relative to the package root.
        let path: String
        /// The names its `dependencies:` lists.
        let dependencies: [String]
    }

    /// Every target, in manifest order.
    let targets: [Target]

    /// Reads the targets of the manifest `text`.
    init(manifest text: String) {
        var targets: [Target] = []
        for (kind, folder) in [
            (".target(", "Sources"), (".executableTarget(", "Sources"), (".testTarget(", "Tests"),
        ] {
            var rest = text[...]
            while let call = rest.range(of: kind) {
                let arguments = Self.arguments(after: call.upperBound, in: text)
                if let name = Self.string(after: "name:", in: arguments) {
                    targets.append(
                        Target(
                            name: name,
                            path: Self.string(after: "path:", in: arguments) ?? "\(folder)/\(name)",
                            dependencies: Self.strings(after: "dependencies:", in: arguments)))
                }
                rest = text[call.upperBound...]
            }
        }
        self.targets = targets
    }

    /// The text of a call's arguments, from `start` to the parenthesis that closes the call.
    private static func arguments(after start: String.Index, in text: String) -> Substring {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth == 0 { return text[start..<index] }
            default: break
            }
            index = text.index(after: index)
        }
        return text[start...]
    }

    /// The string literal right after `label`, if the arguments have that label.
    private static func string(after label: String, in arguments: Substring) -> String? {
        guard let labelRange = arguments.range(of: label) else { return nil }
        let rest = arguments[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }

    /// Every string literal in the array right after `label` (empty without the label).
    private static func strings(after label: String, in arguments: Substring) -> [String] {
        guard let labelRange = arguments.range(of: label),
            let open = arguments[labelRange.upperBound...].firstIndex(of: "["),
            let close = arguments[open...].firstIndex(of: "]")
        else { return [] }
        return arguments[open..<close].split(separator: "\"").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
