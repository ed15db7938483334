import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationRun {
    /// The registration edits for a module or service made inside the app's sources, or why
    /// nothing is registered; one that `existing` leaves as is must hold its assembly where the
    /// template puts it.
    func registration(
        for request: GenerationRequest, files: [RenderedFile], existing: Bool,
        fileSystem: any FileSystem
    ) -> RegistrationOutcome {
        guard request.command != .project else { return .notApplicable }
        guard !request.options.noRegister else { return .declined }
        let registry = request.style.registry
        guard let registered = registry.registeredFile(for: request.name) else {
            return .noRegistry(request.style)
        }
        guard
            let registeredFile = files.first(where: {
                $0.path.split(separator: "/").last.map(String.init) == registered
            })
        else { return .noAssembly(template: request.template.template.name, file: registered) }
        let registeredPath = request.outputRoot.appendingPathComponent(registeredFile.path)
        if existing, (try? environment.fileSystem.entryKind(at: registeredPath.path)) != .file {
            return .assemblyMissing(file: reporter.display(registeredPath))
        }
        guard let project = request.project else { return .noProject }
        guard RelativePaths.path(of: request.outputRoot, inside: project.sourcesFolder) != nil
        else { return .outsideSources(reporter.display(project.sourcesFolder)) }
        let plan = Registrar(project: project, fileSystem: fileSystem, registry: registry)
            .plan(for: RegistrationSubject(kind: request.command, name: request.name))
        for path in plan.alreadyRegistered {
            reporter.verbose("\(request.name) is already registered in \(path)")
        }
        return .registered(plan)
    }

    /// Whether the module's or service's folder exists and holds anything but hidden files.
    func exists(_ request: GenerationRequest) -> Bool {
        let folder = request.outputRoot.appendingPathComponent(request.name).path
        let names = (try? environment.fileSystem.contentsOfDirectory(at: folder)) ?? []
        return names.contains { !$0.hasPrefix(".") }
    }

    /// The clash of the request whose new files (in its folder or its tests folder) clash
    /// first, with its clashes only.
    func ownerOfFirstClash(_ clashes: [DeclarationClash]) -> GenerationError {
        for request in requests {
            var folders = [request.outputRoot.appendingPathComponent(request.name)]
            if let project = request.project {
                folders.append(
                    project.root.appendingPathComponent(project.config.testsPath)
                        .appendingPathComponent(request.name))
            }
            let prefixes = folders.map { reporter.display($0) + "/" }
            let own = clashes.filter { clash in prefixes.contains { clash.newFile.hasPrefix($0) } }
            guard own.isEmpty else {
                return .declarationClash(kind: request.command, name: request.name, clashes: own)
            }
        }
        return .declarationClash(
            kind: requests[0].command, name: requests[0].name, clashes: clashes)
    }

    /// Refuses to generate into an existing module, service or project folder unless asked to.
    ///
    /// It exists when its folder holds any of the files to write; an empty folder is filled.
    /// Uses what the check found on disk, so every path is looked at once.
    func refuseExisting(_ request: GenerationRequest, checked: CheckedOutputPlan) throws {
        guard !options.force, !options.skipExisting else { return }
        let folder = request.outputRoot.appendingPathComponent(request.name)
        let existing = checked.files.compactMap { file -> String? in
            switch file.disposition {
            case .create, .conflict(.fileInTheWay): return nil
            default: break
            }
            guard file.file.intent == .create else { return nil }
            let path = URL(fileURLWithPath: checked.plan.rootDirectory)
                .appendingPathComponent(file.file.path)
            guard let inside = RelativePaths.path(of: path, inside: folder), !inside.isEmpty
            else { return nil }
            return inside
        }
        guard !existing.isEmpty else { return }
        throw GenerationError.alreadyExists(
            kind: request.command, name: request.name, path: reporter.display(folder),
            existingFiles: existing)
    }
}
