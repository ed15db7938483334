import ViperGenKit
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

/// A tool call's arguments read as strictly as the command line: each checked against the
/// tool's parameters and options (type, list of values, paths inside the project), then
/// written as the command line they stand for.
struct ToolCommandLine {
    /// The tool called.
    let tool: CommandTool
    /// The project served.
    let project: ServedProject

    /// The command's arguments for `input`, the call's `arguments` (nil when none).
    ///
    /// The command's name, the options in table order, `--`, then the positionals, so no value
    /// is ever read as an option. Throws the ``UsageError`` that names the wrong argument.
    func arguments(for input: JSONValue?) throws -> [String] {
        let members = try self.members(of: input)
        var options: [String] = []
        for spelling in tool.options {
            guard let value = members[CommandTool.parameterName(of: spelling)] else { continue }
            options += try optionArguments(spelling, value)
        }
        var positionals: [String] = []
        for parameter in tool.parameters {
            guard let value = members[parameter.name] else {
                if parameter.required { throw missing(parameter) }
                if case .choice(let words) = parameter.shape { positionals.append(words[0]) }
                continue
            }
            positionals += try parameterArguments(parameter, value)
        }
        return [tool.name] + options + ["--"] + positionals
    }

    /// The members of `input` by name, each known to the tool and given once.
    private func members(of input: JSONValue?) throws -> [String: JSONValue] {
        guard let input else { return [:] }
        guard let members = input.members else {
            throw refusal("The arguments must be an object of parameters, not \(input.kind).")
        }
        let known = tool.parameters.map(\.name) + tool.options.map(CommandTool.parameterName)
        var byName: [String: JSONValue] = [:]
        for member in members {
            guard known.contains(member.key) else {
                let close = EditDistance.closest(to: member.key, among: known)
                throw refusal(
                    "Unknown parameter \(EchoedValue(member.key)) for \(tool.name)."
                        + (close.map { " Did you mean '\($0)'?" } ?? "") + " It takes "
                        + known.joined(separator: ", ") + ".")
            }
            guard byName.updateValue(member.value, forKey: member.key) == nil else {
                throw refusal("The parameter \(member.key) is given twice: give it once.")
            }
        }
        return byName
    }

    /// The positionals `value` gives for `parameter`.
    private func parameterArguments(_ parameter: ToolParameter, _ value: JSONValue) throws
        -> [String]
    {
        switch parameter.shape {
        case .names:
            guard let elements = value.array else {
                throw wrongType(parameter.name, value, expected: "an array of names")
            }
            let names = try elements.map { try text($0, of: parameter.name) }
            if parameter.required, names.isEmpty { throw missing(parameter) }
            return names
        case .name:
            let name = try text(value, of: parameter.name)
            if name.contains("/") {
                try project.check(path: name, for: parameter.name, tool: tool.name)
            }
            return [name]
        case .path:
            let path = try text(value, of: parameter.name)
            try project.check(path: path, for: parameter.name, tool: tool.name)
            return [path]
        case .choice(let words):
            let word = try text(value, of: parameter.name)
            guard words.contains(word) else {
                throw refusal(
                    "Unknown \(parameter.name) \(EchoedValue(word)) for \(tool.name): choose one "
                        + "of " + words.joined(separator: ", ") + ".")
            }
            return [word]
        }
    }

    /// The arguments `value` gives for the option `spelling`: the flag when true, each pair of
    /// `--set`, else `--long=value`.
    private func optionArguments(_ spelling: OptionSpelling, _ value: JSONValue) throws
        -> [String]
    {
        let name = CommandTool.parameterName(of: spelling)
        guard spelling.valueName != nil else {
            guard let flag = value.boolean else {
                throw wrongType(name, value, expected: "true or false")
            }
            return flag ? ["--" + spelling.long] : []
        }
        if spelling.long == "set" {
            guard let pairs = value.members else {
                throw wrongType(name, value, expected: "an object of option names and values")
            }
            return try pairs.map { "--set=\($0.key)=" + (try text($0.value, of: "set.\($0.key)")) }
        }
        let given = try text(value, of: name)
        if spelling.takesPath { try project.check(path: given, for: name, tool: tool.name) }
        let lookup = CompletionLookup(environment: project.environment)
        if let choices = CompletionCandidates.choices(
            of: spelling, for: tool.command, lookup: lookup), !choices.isEmpty,
            !choices.contains(given)
        {
            throw refusal(
                "Unknown \(name) \(EchoedValue(given)) for \(tool.name): choose one of "
                    + choices.joined(separator: ", ") + ".")
        }
        return ["--\(spelling.long)=\(given)"]
    }

    /// The non-empty string `value` is, or the error for `name`.
    private func text(_ value: JSONValue, of name: String) throws -> String {
        guard let text = value.string else { throw wrongType(name, value, expected: "a string") }
        guard !text.isEmpty else { throw refusal("The parameter \(name) is empty: give a value.") }
        return text
    }

    /// The error of a parameter the call must give.
    private func missing(_ parameter: ToolParameter) -> UsageError {
        let example = parameter.shape.isNames ? "[\"Payments\"]" : "\"Payments\""
        return UsageError(
            "Missing \(parameter.name): \(tool.name) needs it, e.g. {\"\(parameter.name)\": "
                + "\(example)}.", command: tool.name, reason: .missingArgument)
    }

    /// The error of `value` given for `name`, which takes `expected`.
    private func wrongType(_ name: String, _ value: JSONValue, expected: String) -> UsageError {
        refusal("The parameter \(name) takes \(expected), not \(value.kind).")
    }

    /// A usage error of the tool saying `message`.
    private func refusal(_ message: String) -> UsageError {
        UsageError(message, command: tool.name)
    }
}

extension ToolParameter.Shape {
    /// Whether it is a list of names.
    fileprivate var isNames: Bool {
        if case .names = self { return true }
        return false
    }
}
