import ViperGenSystem
import ViperGenTemplates

/// A template that cannot be found or used for a command.
package enum TemplateLookupError: Error, Equatable, CustomStringConvertible {
    /// No template has the name; `available` are the names found, `searched` the places
    /// looked in, in order.
    case unknownTemplate(
        name: String, request: TemplateRequest, available: [String], searched: [String])
    /// A template path that is not a folder.
    case notAFolder(path: String, request: TemplateRequest)
    /// An Xcode project template, whose format (Definitions, Nodes) viper-gen does not render.
    case xcodeProjectTemplate(name: String, folder: String)
    /// `templates export` of a template that is not built in.
    case notBuiltIn(name: String, builtIn: [String])
    /// A style (from `--template` or the project's config) with no built-in template for the
    /// command; `styles` are those that have one.
    case noTemplateInStyle(
        style: String, command: String, request: TemplateRequest, styles: [String])

    /// A message that names the problem and what to do; names and paths from the command line
    /// or the config are shown through ``EchoedValue``.
    package var description: String {
        switch self {
        case .unknownTemplate(let name, let request, let available, let searched):
            let from = request == .flag || request == .argument ? "" : " (\(request.name))"
            let byLowercased = Dictionary(
                available.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
            let close = EditDistance.closest(
                to: name.lowercased(), among: available.map { $0.lowercased() }
            ).flatMap { byLowercased[$0] }
            let hint = close.map { " Did you mean \(EchoedValue($0))?" } ?? ""
            return "There is no template named \(EchoedValue(name))\(from).\(hint) Available "
                + "templates: " + available.map { EchoedValue($0).unquoted }.joined(separator: ", ")
                + ". Searched, in order:\n"
                + searched.map { "  " + EchoedValue.escaped($0) }.joined(separator: "\n")
                + "\nCheck the spelling, put the template folder in one of those folders, or "
                + "pass its path (--template ./path/to/\(EchoedValue(name).unquoted))."
        case .notAFolder(let path, let request):
            return "\(request.name): '\(EchoedValue.escaped(path))' is not a template folder. "
                + "Pass the folder that holds the template's TemplateInfo.plist, or a template "
                + "name (viper-gen templates lists them)."
        case .xcodeProjectTemplate(let name, let folder):
            return "\(EchoedValue(name).unquoted) (\(EchoedValue.escaped(folder))) is an Xcode "
                + "project template, which viper-gen cannot render. Use a file template (Kind "
                + "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind) or a viper-gen template "
                + "(viper-gen templates export project DIR gives a start)."
        case .noTemplateInStyle(let style, let command, let request, let styles):
            let shown = EchoedValue(style).unquoted
            let from =
                request == .flag
                ? "--template \(shown): the \(shown) style"
                : "\(request.name) is \(shown); that style"
            return "\(from) has no \(command) template (the styles with one: "
                + styles.joined(separator: ", ") + "). Pass --template NAME|PATH with a "
                + "\(command) template of your own (viper-gen templates lists them), or set "
                + "templates.\(command) in .viper-gen.json."
        case .notBuiltIn(let name, let builtIn):
            return
                "\(EchoedValue(name)) is not a built-in template; only built-in templates can be "
                + "exported. Built-in templates: " + builtIn.joined(separator: ", ") + "."
        }
    }
}

extension TemplateLookupError: ExitCodeError {
    /// 64 for a template named on the command line that cannot be used as asked and for a
    /// command the style has no template for, 65 for one named by the project config or a
    /// template that is not of a usable kind.
    package var exitCode: ExitCode {
        switch self {
        case .unknownTemplate(_, let request, _, _), .notAFolder(_, let request):
            return request == .flag || request == .argument ? .usage : .badTemplate
        case .notBuiltIn: return .usage
        case .noTemplateInStyle:
            // The config is fine: the command does not apply to the style.
            return .usage
        case .xcodeProjectTemplate: return .badTemplate
        }
    }
}
