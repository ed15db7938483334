import ViperGenSystem

/// Why `templates derive` made no template: nothing is written.
package enum TemplateDeriveError: Error, Equatable, CustomStringConvertible {
    /// No module folder is called `name`; `found` lists the modules found (folder paths).
    case unknownModule(name: String, found: [String])
    /// The module folder `folder` holds no Swift file.
    case noSwiftFiles(folder: String)
    /// The template folder `folder` exists already and --force was not given.
    case templateExists(folder: String)
    /// `name` cannot be a template's folder name.
    case badName(String)
    /// Writing would replace or clash with files; `problems` say which.
    case wouldReplace(folder: String, problems: [String])

    /// A message that names the problem and the fix.
    package var description: String {
        switch self {
        case .unknownModule(let name, let found):
            let list =
                found.isEmpty
                ? "No module was found (a folder X holding XPresenter.swift, XInteractor.swift, "
                    + "XRouter.swift, ...)."
                : "Modules found: " + found.map(EchoedValue.escaped).joined(separator: ", ") + "."
            return "No module \(EchoedValue(name)) was found in this app. \(list) Give a module's "
                + "name or the path to its folder."
        case .noSwiftFiles(let folder):
            return "\(EchoedValue.escaped(folder)) holds no Swift file: there is no module to "
                + "derive a template from. Give the folder of one of the app's modules."
        case .templateExists(let folder):
            return "\(EchoedValue.escaped(folder)) exists already; nothing was written. Choose "
                + "another name with --name, or add --force to replace its files."
        case .badName(let name):
            return "\(EchoedValue(name)) cannot name a template folder: use letters, digits, "
                + "'-' and '_' (e.g. --name shop-module)."
        case .wouldReplace(let folder, let problems):
            return "Nothing was written to \(EchoedValue.escaped(folder)):\n"
                + problems.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
                + "\nChoose another name with --name, or remove those files first."
        }
    }
}

extension TemplateDeriveError: ExitCodeError {
    /// An unknown module or a bad name is a usage error (64); an existing template 73.
    package var exitCode: ExitCode {
        switch self {
        case .unknownModule, .noSwiftFiles, .badName: return .usage
        case .templateExists, .wouldReplace: return .cannotCreate
        }
    }
}
