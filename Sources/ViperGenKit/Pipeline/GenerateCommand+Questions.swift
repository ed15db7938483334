import ViperGenSystem
import ViperGenTemplates

extension GenerateCommand {
    /// Who answers the run's questions: the environment's terminal, never with `--json`,
    /// whose output a program reads.
    private var answerer: (@Sendable (Question) throws -> String)? {
        options.flags.json ? nil : environment.ask
    }

    /// Refuses `--interactive` when no one can answer: standard input or standard error is not
    /// a terminal.
    func refuseInteractiveWithoutTerminal() throws {
        guard options.interactive, environment.ask == nil else { return }
        throw UsageError(
            "--interactive asks at a terminal, and standard input or standard error is not one: "
                + "drop --interactive and give the template's options with --set key=value.",
            command: command)
    }

    /// The name typed at the prompt and its request, when none was given.
    ///
    /// The name is checked as one given as an argument is, and a refused one is asked again
    /// (three tries). Without a terminal, the usage error of the missing argument.
    func askedFirstRequest(resolver: inout GenerationRequestResolver) throws
        -> (typed: String, request: GenerationRequest)
    {
        guard let ask = answerer else {
            throw UsageError(
                "Missing expected argument '<name>', e.g. viper-gen \(command.rawValue) "
                    + "\(command.exampleName).", command: command,
                reason: .missingArgument)
        }
        let question = Question(
            setting: "\(command.rawValue) name",
            flag: "viper-gen \(command.rawValue) <name>")
        return try question.answer(
            asking: ask, refusing: NameValidationError.self, write: console.err
        ) { typed in
            let request = try resolver.request(
                command, name: typed, template: options.template, variables: options.variables)
            return (typed, request)
        }
    }

    /// The values typed at the prompt for `request`'s template options, as `--set` gives them.
    ///
    /// Asked: every required option without a value and, with `--interactive`, every popup
    /// option neither `--set` nor the project config gives. None without a terminal.
    func askedOptionValues(for request: GenerationRequest) throws -> [VariableAssignment] {
        guard let ask = answerer else { return [] }
        var answers: [VariableAssignment] = []
        var asked: Set<String> = []
        while let (option, value) = try RequestMacroValues.unansweredOption(
            for: request, answers: answers, interactive: options.interactive, asked: asked)
        {
            asked.insert(option.identifier)
            let question = Question(
                setting: option.identifier, problem: Self.explanation(of: option),
                choices: option.optionType == .popup ? option.values : [],
                defaultChoice: value.isEmpty ? nil : value,
                flag: "--set \(option.identifier)=<value>")
            let answer = try question.answer(
                asking: ask, refusing: (any Error).self, write: console.err
            ) { typed in
                try TemplateOptionValues.checked(typed, for: option)
            }
            answers.append(VariableAssignment(key: option.identifier, value: answer))
        }
        return answers
    }

    /// What an option is for, as its question says it: its description, else its name
    /// (without Xcode's trailing colon), else nothing.
    private static func explanation(of option: TemplateOption) -> String? {
        let description = String(
            option.description.reversed().drop { $0 == "." || $0 == " " }.reversed())
        if !description.isEmpty { return description }
        let name = String(option.name.reversed().drop { $0 == ":" || $0 == " " }.reversed())
        return name.isEmpty ? nil : name
    }
}
