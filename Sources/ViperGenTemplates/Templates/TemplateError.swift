/// A problem with a template itself: the user or the template author must fix the template.
public enum TemplateError: Error, Equatable, CustomStringConvertible {
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

    /// A message that names the problem and how to fix it.
    public var description: String {
        switch self {
        case .missingInfo(let template):
            return "\(template) has no \(TemplateInfo.fileName). Add one (Xcode's format: Kind, "
                + "Description, Options) next to the template's files."
        case .malformedInfo(let file, let reason):
            return "\(file) is not a usable template description: \(reason). Fix the file "
                + "(`plutil -lint` checks its syntax)."
        case .missingRequiredOption(let template, let identifier, let name):
            return "\(template) needs the option '\(identifier)' (\(name)). "
                + "Pass it with --set \(identifier)=VALUE."
        case .unknownTemplate(let name, let available):
            return "There is no template named '\(name)'. Available templates: "
                + available.joined(separator: ", ") + "."
        case .invalidRenderedPath(let file, let rendered, let reason):
            return "\(file) renders to the path '\(Self.escapingControls(rendered))', which "
                + "\(reason). Fix the template's file and folder names or the --set values "
                + "they use."
        case .invalidPathMacro(let file, let column, let message):
            return "\(file): in the file's path, column \(column): \(message)"
        case .unreadableFile(let file, let reason):
            return "\(file) cannot be read: \(reason)."
        case .noVariant(let template, let folder, let choices, let available):
            let place = folder.isEmpty ? "its root folder" : "the folder '\(folder)'"
            return "\(template) has no files for " + choices.joined(separator: ", ")
                + ": Xcode takes them from \(place), which holds none. "
                + "Its variant folders: " + available.joined(separator: ", ")
                + ". Choose other values with --set, or add the folder to the template."
        }
    }

    /// `text` with control characters shown as escapes, so messages cannot drive the terminal.
    private static func escapingControls(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
    }
}
