import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// Resolves the values of a template's options from the name, `--set`, the project config and
/// the defaults, as Xcode's New File dialog would: popups take one of their choices, checkboxes
/// `true` or `false`, static options their rendered default, and options switched off by their
/// `RequiredOptions` are neither asked for nor settable.
enum TemplateOptionValues {
    /// Every option's value; unknown `--set` keys and values that do not fit their option are
    /// usage errors, as are missing required ones.
    ///
    /// An option not set with `--set` takes the project's value for it (`configValues`, such as
    /// `observation`, from the config at `configFile`) before its default.
    static func resolve(
        variables: [VariableAssignment], nameVariable: String?, name: String, template: Template,
        values: MacroValues, command: ScaffoldKind, configValues: [String: String] = [:],
        configFile: String = ""
    ) throws -> [String: String] {
        let given = try givenValues(
            variables, nameVariable: nameVariable, template: template, command: command)
        var known = given
        if let nameVariable { known[nameVariable] = name }
        for option in template.info.options where known[option.identifier] == nil {
            guard let value = configValues[option.identifier] else { continue }
            guard option.values.isEmpty || option.values.contains(value) else {
                throw ProjectError.invalidConfigValue(
                    file: configFile, key: option.identifier,
                    expected: "one of " + option.values.joined(separator: ", "))
            }
            known[option.identifier] = value
        }
        known = try TemplateOptionDefaults(template: template, values: values, name: name)
            .filling(known)
        for option in template.info.options {
            guard option.isEnabled(by: known) else {
                if given[option.identifier] != nil {
                    throw TemplateOptionError.disabled(
                        identifier: option.identifier, requirements: option.requiredOptions,
                        actual: known)
                }
                if option.optionType == .checkbox { known[option.identifier] = "false" }
                continue
            }
            if option.isRequired, option.optionType != .static,
                option.identifier != nameVariable, known[option.identifier, default: ""].isEmpty
            {
                throw TemplateOptionError.missingRequired(
                    template: template.name, identifier: option.identifier, name: option.name,
                    choices: option.values)
            }
        }
        return known
    }

    /// The first option, in the template's order, to ask for with the value the run would
    /// give it: an enabled required one without a value or, when `interactive`, an enabled
    /// popup that neither `variables` nor `configValues` gives; options in `asked` are not
    /// asked again.
    static func unanswered(
        variables: [VariableAssignment], nameVariable: String?, name: String, template: Template,
        values: MacroValues, command: ScaffoldKind, configValues: [String: String],
        interactive: Bool, asked: Set<String>
    ) throws -> (option: TemplateOption, value: String)? {
        let given = try givenValues(
            variables, nameVariable: nameVariable, template: template, command: command)
        var known = given.merging(configValues) { given, _ in given }
        if let nameVariable { known[nameVariable] = name }
        known = try TemplateOptionDefaults(template: template, values: values, name: name)
            .filling(known)
        for option in template.info.options
        where option.isEnabled(by: known) && option.identifier != nameVariable
            && !asked.contains(option.identifier) && given[option.identifier] == nil
        {
            let value = known[option.identifier, default: ""]
            if option.isRequired, option.optionType != .static, value.isEmpty {
                return (option, value)
            }
            if interactive, option.optionType == .popup, configValues[option.identifier] == nil {
                return (option, value)
            }
        }
        return nil
    }

    /// The `--set` values, checked against their options; checkbox values become `true` or
    /// `false`.
    private static func givenValues(
        _ variables: [VariableAssignment], nameVariable: String?, template: Template,
        command: ScaffoldKind
    ) throws -> [String: String] {
        let byIdentifier = Dictionary(
            template.info.options.map { ($0.identifier, $0) },
            uniquingKeysWith: { first, _ in first })
        var given: [String: String] = [:]
        for variable in variables {
            if variable.key == nameVariable {
                throw UsageError(
                    "--set \(EchoedValue(variable.key).unquoted) is taken from the <name> "
                        + "argument; drop the --set.",
                    command: command)
            }
            guard let option = byIdentifier[variable.key] else {
                let list = template.info.options.map(\.identifier)
                    .filter { $0 != nameVariable && byIdentifier[$0]?.optionType != .static }
                    .sorted()
                let available =
                    list.isEmpty
                    ? "none" : list.map { EchoedValue($0).unquoted }.joined(separator: ", ")
                throw UsageError(
                    "Unknown template variable \(EchoedValue(variable.key)). The "
                        + "\(EchoedValue(template.name).unquoted) template's variables: "
                        + "\(available).", command: command)
            }
            given[variable.key] = try checked(variable.value, for: option)
        }
        return given
    }

    /// `value` as option `option` takes it, or the error saying what it takes.
    static func checked(_ value: String, for option: TemplateOption) throws -> String {
        switch option.optionType {
        case .static:
            throw TemplateOptionError.staticOption(identifier: option.identifier, value: value)
        case .checkbox:
            guard let isOn = CheckboxValue.parse(value) else {
                throw TemplateOptionError.notABoolean(identifier: option.identifier, value: value)
            }
            return CheckboxValue.text(isOn)
        case .popup:
            guard option.values.contains(value) else {
                throw TemplateOptionError.notAChoice(
                    identifier: option.identifier, name: option.name, value: value,
                    choices: option.values)
            }
            return value
        case .text, .combo, .other:
            try OptionValueRule.rule(for: option.identifier)
                .check(value, source: .templateOption(key: option.identifier))
            return value
        }
    }
}
