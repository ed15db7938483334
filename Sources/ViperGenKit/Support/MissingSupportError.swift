import ViperGenSystem
import ViperGenTemplates

/// A module or service that mentions support types (base protocols, the container, navigation:
/// ``SupportTypes``) that the app declares nowhere, so adding it would break the app's build.
struct MissingSupportError: Error, ExitCodeError, CustomStringConvertible, Equatable {
    /// `module` or `service`.
    let kind: ScaffoldKind
    /// The module's or service's name.
    let name: String
    /// The template it would be made from.
    let template: String
    /// The types the app lacks, sorted.
    let missing: [String]
    /// The folder whose Swift files were read, as shown.
    let folder: String
    /// Whether `init` can add the support code of the template's style (``ArchitectureSupport``).
    let initAddsIt: Bool

    /// Files that cannot be created as asked: 73, as a declaration clash.
    var exitCode: ExitCode { .cannotCreate }

    /// What is missing, where it was looked for, and the two ways out.
    var description: String {
        let types = Self.list(missing)
        return "The \(kind.rawValue) \(name) would not compile: the \(template) template's "
            + "files use \(types), which no Swift file below \(EchoedValue.escaped(folder)) "
            + "declares. Nothing was written. "
            + (initAddsIt
                ? "Run `viper-gen init --force` to add the style's support code (base "
                    + "protocols, container, navigation) to the app, or make"
                : "Make") + " a template from one of the app's own modules with "
            + "`viper-gen templates derive <Module>` and pass it with --template."
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
