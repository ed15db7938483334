import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

extension Generator {
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
        if options.interactive { noteSettledOptions(of: request, asked: asked) }
        return answers
    }

    /// Says, for `--interactive`, which popup options were not asked because `--set` or the
    /// project config settles them, and where to change them.
    private func noteSettledOptions(of request: GenerationRequest, asked: Set<String>) {
        let popups = request.template.template.info.options.filter {
            $0.optionType == .popup && !asked.contains($0.identifier)
        }
        let given = Dictionary(
            request.variables.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let project = request.configuringProject
        let configValues = project?.config.optionValues ?? [:]
        func listed(_ values: [(String, String)]) -> String {
            values.map { "\($0.0) (\(EchoedValue.escaped($0.1)))" }.joined(separator: ", ")
        }
        let byFlag = popups.compactMap { option in
            given[option.identifier].map { (option.identifier, $0) }
        }
        if !byFlag.isEmpty {
            console.note("Not asked, given with --set: \(listed(byFlag)).")
        }
        let byConfig = popups.compactMap { option -> (String, String)? in
            guard given[option.identifier] == nil else { return nil }
            return configValues[option.identifier].map { (option.identifier, $0) }
        }
        guard let project, !byConfig.isEmpty else { return }
        let config = request.display.show(
            project.root.appending(component: ProjectConfig.fileName).pathString)
        console.note(
            "Not asked, settled by the project config \(config): \(listed(byConfig)). Change "
                + "them there for every new \(command.rawValue), or with --set key=value for "
                + "this one.")
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
