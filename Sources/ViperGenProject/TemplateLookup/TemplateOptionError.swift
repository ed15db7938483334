import ViperGenSystem

/// A template option value the command line does not give, or gives wrongly: exit 64, with the
/// choices and the `--set` that fixes it.
package enum TemplateOptionError: Error, Equatable, CustomStringConvertible {
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

    /// A message that names the option, the problem and the `--set` that fixes it; values from
    /// the command line or the spec and the template's text are shown through ``EchoedValue``.
    package var description: String {
        switch self {
        case .missingRequired(let template, let identifier, let name, let choices):
            let shown = choices.map { EchoedValue($0).unquoted }
            let example = shown.first ?? "VALUE"
            let suggestions =
                shown.isEmpty ? "" : " Suggested values: " + shown.joined(separator: ", ") + "."
            return "The \(EchoedValue(template).unquoted) template needs the option "
                + "\(EchoedValue(identifier)) (\(EchoedValue(name).unquoted)), which has no "
                + "default. Pass it with --set \(EchoedValue(identifier).unquoted)=\(example)."
                + suggestions
        case .notAChoice(let identifier, let name, let value, let choices):
            let close = choices.first { $0.lowercased() == value.lowercased() }
            let hint = close.map { " Did you mean \(EchoedValue($0))?" } ?? ""
            let key = EchoedValue(identifier).unquoted
            return "\(EchoedValue(value)) is not a choice of the option \(EchoedValue(identifier)) "
                + "(\(EchoedValue(name).unquoted)).\(hint) Choose one of: "
                + choices.map { EchoedValue($0).unquoted }.joined(separator: ", ")
                + " (e.g. --set \(key)=\(EchoedValue(choices.first ?? "").unquoted)); values are "
                + "matched exactly."
        case .notABoolean(let identifier, let value):
            let key = EchoedValue(identifier).unquoted
            return "The option \(EchoedValue(identifier)) is a checkbox: \(EchoedValue(value)) is "
                + "not one of true, false, yes, no. Pass --set \(key)=true or --set \(key)=false."
        case .staticOption(let identifier, let value):
            let given = "\(EchoedValue(identifier).unquoted)=\(EchoedValue(value).unquoted)"
            return "The option \(EchoedValue(identifier)) is static: the template fixes its "
                + "value, so --set \(given) cannot change it. Drop the --set."
        case .disabled(let identifier, let requirements, let actual):
            let needs = requirements.sorted { $0.key < $1.key }.map { key, values in
                "\(EchoedValue(key).unquoted) is "
                    + values.map { EchoedValue($0).unquoted }.joined(separator: " or ")
                    + " (it is \(EchoedValue(actual[key] ?? "")))"
            }
            let fix = requirements.sorted { $0.key < $1.key }.map { key, values in
                "--set \(EchoedValue(key).unquoted)=\(EchoedValue(values.first ?? "").unquoted)"
            }
            return "The option \(EchoedValue(identifier)) applies only when "
                + needs.joined(separator: " and ") + ". Drop --set "
                + "\(EchoedValue(identifier).unquoted), or also pass " + fix.joined(separator: " ")
                + "."
        }
    }
}

extension TemplateOptionError: ExitCodeError {
    /// A template option the command line gives wrongly or not at all: 64.
    package var exitCode: ExitCode { .usage }
}
