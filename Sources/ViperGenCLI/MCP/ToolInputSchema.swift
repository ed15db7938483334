import ViperGenKit
import ViperGenTemplates
import ViperGenText

/// The JSON Schema of a tool's input, built from its command's option table and arguments:
/// each option a property named after it (``CommandTool/parameterName(of:)``), typed by
/// what it takes, with its help as the description and, where the values are a list, the
/// same values shell completion offers as an enum.
struct ToolInputSchema {
    /// The tool.
    let tool: CommandTool
    /// Where the lists of values come from: the served project's templates, targets and
    /// records.
    let lookup: CompletionLookup

    /// The schema: an object of the tool's parameters, then its options, nothing else.
    var value: JSONValue {
        var properties: [JSONValue.Member] = tool.parameters.map {
            JSONValue.Member($0.name, parameter($0))
        }
        properties += tool.options.map {
            JSONValue.Member(CommandTool.parameterName(of: $0), option($0))
        }
        var schema: [JSONValue.Member] = [
            .init("type", .string("object")), .init("properties", .object(properties)),
        ]
        let required = tool.parameters.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { schema.append(.init("required", .array(required))) }
        schema.append(.init("additionalProperties", .boolean(false)))
        return .object(schema)
    }

    /// The schema of a positional parameter, described by its argument's help.
    private func parameter(_ parameter: ToolParameter) -> JSONValue {
        let help =
            tool.command.configuration.arguments.first { $0.term == parameter.term }?.text ?? ""
        switch parameter.shape {
        case .names:
            return .object([
                "type": "array", "items": .object(["type": "string", "minLength": .integer(1)]),
                "minItems": .integer(parameter.required ? 1 : 0), "description": .string(help),
            ])
        case .name:
            return .object([
                "type": "string", "minLength": .integer(1), "description": .string(help),
            ])
        case .path:
            return .object([
                "type": "string", "minLength": .integer(1),
                "description": .string(help + Self.insideProject),
            ])
        case .choice(let words):
            return .object([
                "type": "string", "enum": .array(words.map(JSONValue.string)),
                "description": .string(
                    "What to do: " + words.joined(separator: ", ") + " (default: \(words[0]))."),
                "default": .string(words[0]),
            ])
        }
    }

    /// The schema of an option: a Boolean for a flag, an object of strings for `--set`, a
    /// string otherwise, with its list of values when it has one.
    private func option(_ spelling: OptionSpelling) -> JSONValue {
        let help = JSONValue.string(spelling.help + (spelling.takesPath ? Self.insideProject : ""))
        guard spelling.valueName != nil else {
            return .object(["type": "boolean", "default": false, "description": help])
        }
        if spelling.long == "set" {
            return settableOptions(
                help: "Template options (___VARIABLE_key___) as an object of names and values, "
                    + "each a --set key=value of the command line: popups take one of their "
                    + "choices, checkboxes \"true\" or \"false\".")
        }
        var schema: [JSONValue.Member] = [.init("type", "string"), .init("description", help)]
        if let choices = CompletionCandidates.choices(
            of: spelling, for: tool.command, lookup: lookup), !choices.isEmpty
        {
            schema.append(.init("enum", .array(choices.map(JSONValue.string))))
        } else if spelling.long == "date" {
            schema.append(.init("format", "date"))
        } else {
            schema.append(.init("minLength", .integer(1)))
        }
        return .object(schema)
    }

    /// `--set`'s schema: an object of `key: value` strings, with the options of the command's
    /// default template as properties (their choices as enums, their defaults).
    private func settableOptions(help: String) -> JSONValue {
        let help = JSONValue.string(help)
        guard let kind = (tool.command as? any ScaffoldCommand.Type)?.kind else {
            return .object(["type": "object", "description": help])
        }
        let properties = lookup.settableOptions(for: kind, template: nil).map { option in
            var schema: [JSONValue.Member] = [.init("type", "string")]
            let choices = option.optionType == .checkbox ? ["true", "false"] : option.values
            if !choices.isEmpty {
                schema.append(.init("enum", .array(choices.map(JSONValue.string))))
            }
            if let value = option.defaultValue { schema.append(.init("default", .string(value))) }
            // A popup's name ends with a colon in Xcode's dialog: `Observation:`.
            let name = option.name.hasSuffix(":") ? String(option.name.dropLast()) : option.name
            let text = [name, option.description].filter { !$0.isEmpty }
            schema.append(.init("description", .string(text.joined(separator: ": "))))
            return JSONValue.Member(option.identifier, .object(schema))
        }
        return .object([
            "type": "object", "description": help, "properties": .object(properties),
            "additionalProperties": .object(["type": "string"]),
        ])
    }

    /// What a path's description adds.
    private static let insideProject =
        " A path inside the project the server serves (relative to its folder)."
}
