import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resolves every request of a run, from the command line or an `apply` spec: the project, the
/// output folder, the template and the macro files are looked for once per kind and template,
/// however many names share them.
struct GenerationRequestResolver {
    /// The run's flags, shared by every request.
    let flags: GenerationFlags
    /// The environment the run works in.
    let environment: RunEnvironment
    /// The first request of each kind and template, whose lookups the later ones share.
    private var resolved: [String: GenerationRequest] = [:]
    /// The viper-gen project around the current folder, once looked for (nil inside: none).
    private var enclosingProject: Project??

    /// A resolver for a run with `flags` (checked by ``ValueChecks/checkFlags(of:)``);
    /// `project`, when given, is the project around the current folder, already found.
    init(flags: GenerationFlags, environment: RunEnvironment, project: Project? = nil) {
        self.flags = flags
        self.environment = environment
        enclosingProject = project.map { .some($0) }
    }

    /// One request per name of `names`, in order, all made with `template` and `variables`; a
    /// name given twice is refused, and so are bad names, all of them at once.
    mutating func requests(
        _ command: ScaffoldKind, names: [String], template: String?,
        variables: [VariableAssignment]
    ) throws -> [GenerationRequest] {
        var requests: [GenerationRequest] = []
        var refusals: [NameValidationError] = []
        for name in names {
            do {
                requests.append(
                    try request(command, name: name, template: template, variables: variables))
            } catch let refusal as NameValidationError {
                refusals.append(refusal)
            }
        }
        if refusals.count > 1 { throw RefusedNamesError(refusals: refusals) }
        if let refusal = refusals.first { throw refusal }
        var seen: Set<String> = []
        for request in requests where !seen.insert(request.name.lowercased()).inserted {
            throw UsageError(
                "\(request.name) is given twice: each \(command.rawValue) of a batch "
                    + "needs its own name.", command: command)
        }
        return requests
    }

    /// The request for the name `typed`, made with `template` (the flag's value; nil for the
    /// command's own) and the template's values `variables`.
    mutating func request(
        _ command: ScaffoldKind, name typed: String, template: String?,
        variables: [VariableAssignment]
    ) throws -> GenerationRequest {
        for variable in variables {
            try ValueChecks.check(variable.value, from: .templateOption(key: variable.key))
        }
        let key = "\(command.rawValue)\u{0}\(template ?? "")"
        if let shared = resolved[key] { return try shared.named(typed, variables: variables) }
        let request = try resolve(command, name: typed, template: template, variables: variables)
        resolved[key] = request
        return request
    }

    /// Looks for the project (once per run), the output folder, the template and the macro
    /// files.
    private mutating func resolve(
        _ command: ScaffoldKind, name typed: String, template flag: String?,
        variables: [VariableAssignment]
    ) throws -> GenerationRequest {
        let fileSystem = environment.fileSystem
        let project = command == .project ? nil : try projectAroundCurrentFolder()
        let moduleNames = project.map { existingModuleNames(in: $0) } ?? []
        let normalizer = NameNormalizer(existingModuleNames: moduleNames)
        let name = try GenerationRequest.name(
            typed, command: command, project: project, normalizer: normalizer)
        let root =
            GenerationRequest.packageOutputRoot(
                command: command, project: project, name: name, flags: flags)
            ?? outputRoot(command: command, project: project)
        let nearestXcodeProject =
            project == nil && command != .project
            ? NearestXcodeProject.find(
                from: root,
                home: environment.homeDirectory().map {
                    AbsolutePath($0, relativeTo: environment.currentDirectory)
                }, fileSystem: fileSystem)
            : nil
        let existing =
            command == .project
            ? try ProjectLocator(fileSystem: fileSystem)
                .project(at: root.appending(component: name))
            : nil
        let template = try TemplateResolver(
            environment: environment, project: project,
            defaultStyle: existing?.config.architectureStyle
        ).choose(for: command, flag: flag)
        if let project { try refuseTemplateOfAnotherStyle(template, for: command, in: project) }
        if command == .module, flags.output == nil, let project, project.config.moduleLayout != nil,
            !project.config.architectureStyle.makesModulePackages
        {
            throw ModulePackageError.styleWithoutPackages(project.config.architectureStyle)
        }
        try refuseModuleOfAnotherStyle(
            template, command: command, xcodeProject: nearestXcodeProject)
        return GenerationRequest(
            command: command, flags: flags, variables: variables, environment: environment,
            project: project, name: name, outputRoot: root,
            nearestXcodeProject: nearestXcodeProject, template: template,
            templateMacros: try TemplateMacrosLoader(environment: environment).macros(flags: flags),
            existingProject: existing, normalizer: normalizer)
    }

    /// Refuses a built-in template of another style than `project`'s, whose code would not
    /// compile there; a team's template (from a search folder or a path) is trusted whatever
    /// its name.
    private func refuseTemplateOfAnotherStyle(
        _ template: TemplateChoice, for command: ScaffoldKind, in project: Project
    ) throws {
        let projectStyle = project.config.architectureStyle
        guard template.entry.origin == .builtIn,
            let templateStyle = ArchitectureStyle.style(
                ofTemplate: template.entry.name, kind: command),
            templateStyle != projectStyle
        else { return }
        throw GenerationError.templateOfAnotherStyle(
            kind: command, project: project.config.projectName,
            projectStyle: projectStyle.rawValue, template: template.entry.name,
            templateStyle: templateStyle.rawValue, request: template.request,
            hasOwnTemplate: projectStyle.templateName(for: command) != nil)
    }

    /// The viper-gen project around the current folder, looked for the first time it is asked.
    private mutating func projectAroundCurrentFolder() throws -> Project? {
        if let enclosingProject { return enclosingProject }
        let project = try ProjectLocator(fileSystem: environment.fileSystem)
            .project(enclosing: environment.currentDirectory)
        enclosingProject = .some(project)
        return project
    }

    /// The names of the folders in the project's modules folder.
    private func existingModuleNames(in project: Project) -> Set<String> {
        let folder = project.config.moduleLayout.map {
            project.root.appending(component: $0.modulesFolder)
        }
        let names =
            (try? environment.fileSystem.contentsOfDirectory(at: folder ?? project.modulesFolder))
            ?? []
        return Set(names.filter { !$0.hasPrefix(".") })
    }

    /// `-o` if given, else the project's folder for the command, else the current folder.
    private func outputRoot(command: ScaffoldKind, project: Project?) -> AbsolutePath {
        if let output = flags.output {
            let path = AbsolutePath(
                TildeExpansion.system.expanding(output), relativeTo: environment.currentDirectory)
            guard let project else { return path }
            return ProjectSpelling(project: project, fileSystem: environment.fileSystem)
                .path(of: path)
        }
        switch (command, project) {
        case (.module, let project?): return project.modulesFolder
        case (.service, let project?): return project.servicesFolder
        default: return environment.currentDirectory
        }
    }
}
