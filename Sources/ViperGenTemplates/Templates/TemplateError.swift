import ViperGenSystem

/// A problem with a template itself: the user or the template author must fix the template.
package enum TemplateError: Error, Equatable, CustomStringConvertible {
    /// The template folder has no TemplateInfo.plist.
    case missingInfo(template: String)
    /// TemplateInfo.plist exists but cannot be used.
    case malformedInfo(file: String, reason: String)
    /// A required option has neither a value nor a default.
    case missingRequiredOption(template: String, identifier: String, name: String)
    /// No template with that name exists.
    case unknownTemplate(name: String, available: [String])
    /// A template path renders to nothing, or to a path outside the output folder.
    case invalidRenderedPath(file: String, rendered: String, reason: String)
    /// A macro in a file's template path is unknown or malformed; `column` is 1-based in the
    /// template-relative path.
    case invalidPathMacro(file: String, column: Int, message: String)
    /// A file the template needs could not be read.
    case unreadableFile(file: String, reason: String)
    /// No variant folder (and no shared file) exists for the chosen popup and checkbox values.
    case noVariant(template: String, folder: String, choices: [String], available: [String])

    /// A message that names the problem and how to fix it; every name, path and piece of the
    /// template in it is shown through ``EchoedValue``.
    package var description: String {
        switch self {
        case .missingInfo(let template):
            return "\(shown(template)) has no \(TemplateInfo.fileName). Add one (Xcode's format: "
                + "Kind, Description, Options) next to the template's files."
        case .malformedInfo(let file, let reason):
            return "\(shown(file)) is not a usable template description: \(shown(reason)). Fix "
                + "the file (`plutil -lint` checks its syntax)."
        case .missingRequiredOption(let template, let identifier, let name):
            return "\(shown(template)) needs the option \(EchoedValue(identifier)) "
                + "(\(EchoedValue(name).unquoted)). Pass it with --set "
                + "\(EchoedValue(identifier).unquoted)=VALUE."
        case .unknownTemplate(let name, let available):
            return "There is no template named \(EchoedValue(name)). Available templates: "
                + available.map { EchoedValue($0).unquoted }.joined(separator: ", ") + "."
        case .invalidRenderedPath(let file, let rendered, let reason):
            return "\(shown(file)) renders to the path '\(shown(rendered))', which "
                + "\(shown(reason)). Fix the template's file and folder names or the --set values "
                + "they use."
        case .invalidPathMacro(let file, let column, let message):
            return "\(shown(file)): in the file's path, column \(column): \(shown(message))"
        case .unreadableFile(let file, let reason):
            return "\(shown(file)) cannot be read: \(shown(reason))."
        case .noVariant(let template, let folder, let choices, let available):
            let place = folder.isEmpty ? "its root folder" : "the folder '\(shown(folder))'"
            return "\(shown(template)) has no files for "
                + choices.map { EchoedValue($0).unquoted }.joined(separator: ", ")
                + ": Xcode takes them from \(place), which holds none. Its variant folders: "
                + available.map(shown).joined(separator: ", ")
                + ". Choose other values with --set, or add the folder to the template."
        }
    }

    /// `text` (a path, or a message with values already shown) escaped, never cut.
    private func shown(_ text: String) -> String {
        EchoedValue.escaped(text)
    }
}

extension TemplateError: ExitCodeError {
    /// A bad template: 65.
    package var exitCode: ExitCode { .badTemplate }
}
