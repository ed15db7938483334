import ViperGenTemplates

/// Which template option the `<name>` argument fills.
package enum TemplateNameVariable {
    /// The command's own option (`moduleName`, `serviceName`) when the template declares it;
    /// else, for `module` and `service`, the template's first text option (an Xcode file
    /// template's `productName`), and for `project` a `productName` text option; else none.
    package static func identifier(for command: ScaffoldKind, in template: Template) -> String? {
        let options = template.info.options
        if let own = command.nameVariable, options.contains(where: { $0.identifier == own }) {
            return own
        }
        let texts = options.filter { $0.optionType == .text }
        if command == .project {
            return texts.first { $0.identifier == "productName" }?.identifier
        }
        return texts.first?.identifier
    }
}
