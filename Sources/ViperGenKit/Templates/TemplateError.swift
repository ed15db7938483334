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
    /// A file the template needs could not be read.
    case unreadableFile(file: String, reason: String)

    /// A message that names the problem and how to fix it.
    public var description: String {
        switch self {
        case .missingInfo(let template):
            return "\(template) has no \(TemplateInfo.fileName). Add one (Xcode's format: Kind, "
                + "Description, Options) next to the template's files."
        case .malformedInfo(let file, let reason):
            return "\(file) cannot be read: \(reason). Fix it; `plutil -lint` checks the syntax."
        case .missingRequiredOption(let template, let identifier, let name):
            return "\(template) needs the option '\(identifier)' (\(name)). "
                + "Pass it with --set \(identifier)=VALUE."
        case .unknownTemplate(let name, let available):
            return "There is no template named '\(name)'. Available templates: "
                + available.joined(separator: ", ") + "."
        case .invalidRenderedPath(let file, let rendered, let reason):
            return "\(file) renders to the path '\(rendered)', which \(reason). "
                + "Fix the macros in the template's file and folder names."
        case .unreadableFile(let file, let reason):
            return "\(file) cannot be read: \(reason)."
        }
    }
}
