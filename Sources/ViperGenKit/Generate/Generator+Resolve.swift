import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

extension Generator {
    /// The run's requests, resolved from the arguments: names, template and `--set` values
    /// (asked for at a terminal when missing), with the reporter that has noted the first.
    struct Resolved {
        /// Every request, in the order the names were given.
        let requests: [GenerationRequest]
        /// The options, with the name and option values asked for.
        let options: GenerateOptions
        /// Where results go, shown as the first request shows paths.
        let reporter: Reporter
    }

    /// Arguments → template → variables: checks the flags, resolves the first name (asking
    /// for it when missing) and reports it, asks for its template's options, then resolves
    /// every name.
    func resolve(in environment: RunEnvironment) throws -> Resolved {
        try ValueChecks.checkFlags(of: options.flags)
        try refuseInteractiveWithoutTerminal()
        var resolver = GenerationRequestResolver(flags: options.flags, environment: environment)
        var options = options
        // The first name is resolved and reported first, so that its notes precede the errors
        // of the others; resolving them all then finds it resolved.
        let first: GenerationRequest
        if options.names.isEmpty {
            let asked = try askedFirstRequest(resolver: &resolver)
            options.names = [asked.typed]
            first = asked.request
        } else {
            do {
                first = try resolver.request(
                    command, name: options.names[0], template: options.template,
                    variables: options.variables)
            } catch let refusal as NameValidationError {
                // Every bad name of a batch is reported at once.
                _ = try resolver.requests(
                    command, names: options.names, template: options.template,
                    variables: options.variables)
                throw refusal
            }
        }
        options.variables += try askedOptionValues(for: first)
        let reporter = Reporter(
            console: console, style: options.flags.reportStyle, display: first.display)
        reporter.noteName(typed: options.names[0], used: first.name, kind: command)
        reporter.context(of: first)
        reporter.template(of: first)
        try refuseNestedProject(first)
        let requests = try resolver.requests(
            command, names: options.names, template: options.template,
            variables: options.variables)
        return Resolved(requests: requests, options: options, reporter: reporter)
    }

    /// Refuses a nested project, and a project rendered over one of another style.
    ///
    /// A project inside another viper-gen project is refused unless --force asks for it: the
    /// new package would sit in the outer app's sources and module commands would pick either.
    /// A project of another style is refused even with --force: its modules would not compile.
    private func refuseNestedProject(_ request: GenerationRequest) throws {
        if let existing = request.existingProject?.config.architectureStyle,
            existing != request.style
        {
            throw GenerationError.styleChange(
                project: request.name, existing: existing.rawValue,
                requested: request.style.rawValue)
        }
        guard command == .project, !options.flags.force,
            let outer = try ProjectLocator(fileSystem: environment.fileSystem)
                .project(enclosing: request.outputRoot)
        else { return }
        throw GenerationError.nestedProject(
            name: request.name, outer: outer.config.projectName, outerRoot: outer.root.pathString)
    }
}
