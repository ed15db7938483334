import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

extension GenerationRun {
    /// The registration of each request: its edits, or why nothing is registered.
    ///
    /// `files[i]` are the rendered files of `requests[i]` with `values[i]`, left as is where
    /// `existing[i]`. The app files are read and searched once for all of them; those the
    /// config names that the first module brings are made (``MissingAppFiles``).
    func registrations(
        for requests: [GenerationRequest], files: [[RenderedFile]], values: [MacroValues],
        existing: [Bool]
    ) throws -> [RegistrationOutcome] {
        var outcomes = requests.indices.map {
            reasonNotToRegister(requests[$0], files: files[$0], existing: existing[$0])
        }
        let registered = outcomes.indices.filter { outcomes[$0] == nil }
        for registry in ModuleRegistry.allCases {
            let indices = registered.filter { requests[$0].style.registry == registry }
            guard let project = indices.first.flatMap({ requests[$0].project }) else { continue }
            var registrar = Registrar(
                project: project, fileSystem: environment.fileSystem, registry: registry)
            if registry == .appFiles, let first = indices.first {
                registrar.missing = try MissingAppFiles.files(
                    of: project, values: values[first], templates: environment.templates,
                    fileSystem: environment.fileSystem)
            }
            let plans = registrar.plans(
                for: indices.map { subject(of: requests[$0], files: files[$0]) })
            for (index, plan) in zip(indices, plans) {
                for path in plan.alreadyRegistered {
                    reporter.verbose("\(requests[index].name) is already registered in \(path)")
                }
                outcomes[index] = .registered(plan)
            }
        }
        return outcomes.map { $0 ?? .notApplicable }
    }

    /// Why the module or service of `request` (made of `files`) is not registered, or nil when
    /// it is; one that `existing` leaves as is must hold its assembly where the template puts
    /// it.
    private func reasonNotToRegister(
        _ request: GenerationRequest, files: [RenderedFile], existing: Bool
    ) -> RegistrationOutcome? {
        guard request.command != .project else { return .notApplicable }
        guard !request.flags.noRegister else { return .declined }
        let registry = request.style.registry
        guard let registered = registry.registeredFile(for: request.name) else {
            return .noRegistry(request.style)
        }
        guard
            let registeredFile = files.first(where: {
                $0.destination == .output
                    && $0.path.split(separator: "/").last.map(String.init) == registered
            })
        else {
            // Files without an assembly join the app target: only inside its sources.
            if let project = request.project, request.modulePackage == nil,
                request.supportModuleService == nil,
                !request.outputRoot.isDescendantOrSelf(of: project.sourcesFolder)
            {
                return .outsideSources(project.sourcesFolder)
            }
            return .noAssembly(template: request.template.template.name, file: registered)
        }
        let registeredPath = request.outputRoot.appending(component: registeredFile.path)
        if existing, (try? environment.fileSystem.entryKind(at: registeredPath)) != .file {
            return .assemblyMissing(file: registeredPath)
        }
        guard let project = request.project else { return .noProject }
        guard
            request.modulePackage != nil || request.supportModuleService != nil
                || request.outputRoot.isDescendantOrSelf(of: project.sourcesFolder)
        else { return .outsideSources(project.sourcesFolder) }
        return nil
    }

    /// Whether the module's or service's folder exists and holds anything but hidden files.
    func exists(_ request: GenerationRequest) -> Bool {
        let folder = request.outputRoot.appending(component: request.name)
        let names = (try? environment.fileSystem.contentsOfDirectory(at: folder)) ?? []
        return names.contains { !$0.hasPrefix(".") }
    }

    /// Refuses to generate into an existing module, service or project folder unless asked to.
    ///
    /// It exists when its folder holds any of the files to write; an empty folder is filled.
    /// Uses what the check found on disk, so every path is looked at once.
    func refuseExisting(_ request: GenerationRequest, checked: CheckedOutputPlan) throws {
        guard !flags.force, !flags.skipExisting else { return }
        let folder = request.outputRoot.appending(component: request.name)
        let existing = checked.files.compactMap { file -> String? in
            switch file.disposition {
            case .create, .conflict(.fileInTheWay), .conflict(.nameVariant): return nil
            default: break
            }
            guard file.file.intent == .create else { return nil }
            let path = checked.plan.rootDirectory.appending(component: file.file.path)
            guard path.isDescendant(of: folder) else { return nil }
            return path.relative(to: folder).pathString
        }
        guard !existing.isEmpty else { return }
        throw GenerationError.alreadyExists(
            kind: request.command, name: request.name, path: reporter.display(folder),
            existingFiles: existing)
    }
}
