/// A template option value the command line does not give, or gives wrongly: exit 64, with the
/// choices and the `--set` that fixes it.
public enum TemplateOptionError: Error, Equatable, CustomStringConvertible {
    /// A required option has no value; `choices` are a combo's suggestions, if any.
    case missingRequired(template: String, identifier: String, name: String, choices: [String])
    /// A popup's value is not one of its choices.
    case notAChoice(identifier: String, name: String, value: String, choices: [String])
    /// A checkbox's value is not a Boolean.
    case notABoolean(identifier: String, value: String)
    /// A static option, which the template fixes, was given with `--set`.
    case staticOption(identifier: String, value: String)
    /// An option was given although its `RequiredOptions` switch it off; `requirements` are
    /// `identifier` and allowed values, `actual` the values the options have.
    case disabled(identifier: String, requirements: [String: [String]], actual: [String: String])

    /// A message that names the option, the problem and the `--set` that fixes it.
    public var description: String {
        switch self {
        case .missingRequired(let template, let identifier, let name, let choices):
            let example = choices.first ?? "VALUE"
            let suggestions =
                choices.isEmpty ? "" : " Suggested values: " + choices.joined(separator: ", ") + "."
            return "The \(template) template needs the option '\(identifier)' (\(name)), which "
                + "has no default. Pass it with --set \(identifier)=\(example).\(suggestions)"
        case .notAChoice(let identifier, let name, let value, let choices):
            let close = choices.first { $0.lowercased() == value.lowercased() }
            let hint = close.map { " Did you mean '\($0)'?" } ?? ""
            return "'\(value)' is not a choice of the option '\(identifier)' (\(name)).\(hint) "
                + "Choose one of: " + choices.joined(separator: ", ")
                + " (e.g. --set \(identifier)=\(choices.first ?? "")); values are matched exactly."
        case .notABoolean(let identifier, let value):
            return "The option '\(identifier)' is a checkbox: '\(value)' is not one of true, "
                + "false, yes, no. Pass --set \(identifier)=true or --set \(identifier)=false."
        case .staticOption(let identifier, let value):
            return "The option '\(identifier)' is static: the template fixes its value, so "
                + "--set \(identifier)=\(value) cannot change it. Drop the --set."
        case .disabled(let identifier, let requirements, let actual):
            let needs = requirements.sorted { $0.key < $1.key }.map { key, values in
                "\(key) is " + values.joined(separator: " or ")
                    + " (it is '\(actual[key] ?? "")')"
            }
            let fix = requirements.sorted { $0.key < $1.key }.map { key, values in
                "--set \(key)=\(values.first ?? "")"
            }
            return "The option '\(identifier)' applies only when "
                + needs.joined(separator: " and ")
                + ". Drop --set \(identifier), or also pass " + fix.joined(separator: " ") + "."
        }
    }
}
