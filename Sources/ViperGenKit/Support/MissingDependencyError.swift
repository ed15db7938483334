import ViperGenSystem
import ViperGenTemplates

/// A module or service whose files import a module the app neither imports nor links (the
/// generic style's `GenericModule` in an app without the package), so adding it would break
/// the app's build.
struct MissingDependencyError: Error, ExitCodeError, CustomStringConvertible, Equatable {
    /// `module` or `service`.
    let kind: ScaffoldKind
    /// The module's or service's name.
    let name: String
    /// The template it would be made from.
    let template: String
    /// The modules the app cannot import, sorted.
    let modules: [String]
    /// The folder whose files were read, as shown.
    let folder: String

    /// Files that cannot be created as asked: 73, as a declaration clash.
    var exitCode: ExitCode { .cannotCreate }

    /// What is missing, where it was looked for, and the ways out.
    var description: String {
        let names = modules.joined(separator: ", ")
        return "The \(kind.rawValue) \(name) would not compile: the \(template) template's "
            + "files import \(names), which no Swift file below \(EchoedValue.escaped(folder)) "
            + "imports and no Package.swift or Xcode project there links. Nothing was written. "
            + "Add the package that provides \(names) to the app target, or make a template "
            + "from one of the app's own modules with `viper-gen templates derive <Module>` "
            + "and pass it with --template."
    }
}
