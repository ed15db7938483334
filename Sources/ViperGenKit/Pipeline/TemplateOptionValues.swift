import ViperGenTemplates

/// Resolves the values of a template's options from the name, `--set` and the defaults.
enum TemplateOptionValues {
    /// Every option's value; unknown `--set` keys are usage errors, `--set` values that do not
    /// fit their option (``OptionValueRule``) value errors, missing required ones template
    /// errors.
    static func resolve(
        options: GenerateOptions, nameVariable: String?, name: String, template: Template,
        values: MacroValues, command: ScaffoldKind
    ) throws -> [String: String] {
        let known = Set(template.info.options.map(\.identifier))
        var given: [String: String] = [:]
        for variable in options.variables {
            if variable.key == nameVariable {
                throw UsageError(
                    "--set \(variable.key) is taken from the <name> argument; drop the --set.",
                    command: command)
            }
            guard known.contains(variable.key) else {
                let list = known.filter { $0 != nameVariable }.sorted()
                let available = list.isEmpty ? "none" : list.joined(separator: ", ")
                throw UsageError(
                    "Unknown template variable '\(variable.key)'. The \(template.name) template's "
                        + "variables: \(available).", command: command)
            }
            try OptionValueRule.rule(for: variable.key)
                .check(variable.value, source: .templateOption(key: variable.key))
            given[variable.key] = variable.value
        }
        if let nameVariable { given[nameVariable] = name }
        var resolved: [String: String] = [:]
        let renderer = MacroRenderer(values: values)
        for option in template.info.options {
            if let value = given[option.identifier] {
                resolved[option.identifier] = value
            } else if let defaultValue = option.defaultValue, !defaultValue.isEmpty {
                let rendered = try renderer.renderContent(
                    Array(defaultValue.utf8), outputFileName: name,
                    templatePath: "\(template.origin)/\(TemplateInfo.fileName)")
                resolved[option.identifier] = String(decoding: rendered, as: UTF8.self)
            } else if option.isRequired {
                throw TemplateError.missingRequiredOption(
                    template: template.origin, identifier: option.identifier, name: option.name)
            } else {
                resolved[option.identifier] = ""
            }
        }
        return resolved
    }
}
