import ViperGenTemplates

/// Resolves the values of a template's options from the name, `--set`, the project config and
/// the defaults.
enum TemplateOptionValues {
    /// Every option's value; unknown `--set` keys are usage errors, `--set` values that do not
    /// fit their option (``OptionValueRule``, a popup's choices) value or usage errors, missing
    /// required ones template errors.
    ///
    /// An option not set with `--set` takes the project's value for it (`configValues`, from
    /// the config at `configFile`), else its default; a popup without a default, its first
    /// choice.
    static func resolve(
        options: GenerateOptions, nameVariable: String?, name: String, template: Template,
        values: MacroValues, command: ScaffoldKind, configValues: [String: String] = [:],
        configFile: String = ""
    ) throws -> [String: String] {
        var given = try givenValues(
            options: options, nameVariable: nameVariable, template: template, command: command)
        if let nameVariable { given[nameVariable] = name }
        var resolved: [String: String] = [:]
        let renderer = MacroRenderer(values: values)
        for option in template.info.options {
            if let value = given[option.identifier] {
                resolved[option.identifier] = value
            } else if let value = configValues[option.identifier] {
                guard !option.isPopup || option.values.contains(value) else {
                    throw ProjectError.invalidConfigValue(
                        file: configFile, key: option.identifier,
                        expected: "one of " + option.values.joined(separator: ", "))
                }
                resolved[option.identifier] = value
            } else if let defaultValue = option.defaultValue, !defaultValue.isEmpty {
                let rendered = try renderer.renderContent(
                    Array(defaultValue.utf8), outputFileName: name,
                    templatePath: "\(template.origin)/\(TemplateInfo.fileName)")
                resolved[option.identifier] = String(decoding: rendered, as: UTF8.self)
            } else if let first = option.values.first, option.isPopup {
                resolved[option.identifier] = first
            } else if option.isRequired {
                throw TemplateError.missingRequiredOption(
                    template: template.origin, identifier: option.identifier, name: option.name)
            } else {
                resolved[option.identifier] = ""
            }
        }
        return resolved
    }

    /// The `--set` values, checked against the template's options.
    private static func givenValues(
        options: GenerateOptions, nameVariable: String?, template: Template,
        command: ScaffoldKind
    ) throws -> [String: String] {
        let known = Dictionary(
            template.info.options.map { ($0.identifier, $0) },
            uniquingKeysWith: { first, _ in first })
        var given: [String: String] = [:]
        for variable in options.variables {
            if variable.key == nameVariable {
                throw UsageError(
                    "--set \(variable.key) is taken from the <name> argument; drop the --set.",
                    command: command)
            }
            guard let option = known[variable.key] else {
                let list = known.keys.filter { $0 != nameVariable }.sorted()
                let available = list.isEmpty ? "none" : list.joined(separator: ", ")
                throw UsageError(
                    "Unknown template variable '\(variable.key)'. The \(template.name) template's "
                        + "variables: \(available).", command: command)
            }
            if option.isPopup, !option.values.contains(variable.value) {
                throw UsageError(
                    "--set \(variable.key)='\(variable.value)' is not one of the choices of the "
                        + "\(template.name) template's option '\(variable.key)': "
                        + option.values.joined(separator: ", ") + ".", command: command)
            }
            try OptionValueRule.rule(for: variable.key)
                .check(variable.value, source: .templateOption(key: variable.key))
            given[variable.key] = variable.value
        }
        return given
    }
}
