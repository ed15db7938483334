import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

extension Reporter {
    /// Prints, with --verbose, the template search order, the template used and what it
    /// overrides, and the macros taken from IDETemplateMacros.plist files.
    func template(of request: GenerationRequest) {
        let choice = request.template
        if choice.entry.origin != .path {
            verbose("Template search order:")
            let width = (choice.searched.map(\.origin.label.count).max() ?? 0) + 2
            let places =
                choice.searched.map { folder in
                    let label = folder.origin.label
                    return label + String(repeating: " ", count: width - label.count)
                        + display.show(folder.path)
                } + ["built-in"]
            for (index, place) in places.enumerated() {
                verbose("  \(index + 1). \(place)")
            }
        }
        var line =
            "Template: \(EchoedValue(choice.entry.name).unquoted) (\(describe(choice.entry)))"
        if case .config(_, let key) = choice.request {
            line += ", set by \(EchoedValue(key).unquoted) in \(ProjectConfig.fileName)"
        }
        if !choice.overridden.isEmpty {
            line += ", overriding " + choice.overridden.map(describe).joined(separator: ", ")
        }
        verbose(line)
        for (name, macro) in request.templateMacros.sorted(by: { $0.key < $1.key }) {
            verbose("Macro \(EchoedValue(name).unquoted) from \(display.show(macro.source))")
        }
    }

    /// `built-in`, or the origin and folder: `project .viper-gen/templates/module`.
    private func describe(_ entry: TemplateEntry) -> String {
        guard let folder = entry.folder else { return entry.origin.label }
        return "\(entry.origin.label) \(display.show(folder))"
    }
}
