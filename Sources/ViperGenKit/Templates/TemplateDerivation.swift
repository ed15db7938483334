import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// `viper-gen templates derive MODULE`: makes a team template under
/// `.viper-gen/templates/<name>/` from one of the app's own modules (see ``DerivedTemplate``),
/// in one transaction, refusing to replace an existing template without `--force`.
struct TemplateDerivation {
    /// The run's environment.
    let environment: RunEnvironment
    /// Where the report goes.
    let console: Console
    /// The project around the current folder, if any.
    let project: Project?
    /// The options (name, dry run, force, quiet).
    let options: TemplatesOptions

    /// Derives the template from `module`: a module's name, or the path to its folder.
    func derive(_ module: String) throws {
        let root = project?.root ?? environment.currentDirectory
        let folder = try moduleFolder(module, root: root)
        let name =
            options.templateName
            ?? DerivedTemplate.defaultName(
                appName: project?.config.projectName ?? root.basename)
        guard Self.isValidName(name) else { throw TemplateDeriveError.badName(name) }
        let derived = try DerivedTemplate.plan(
            appFolder: root, moduleFolder: folder, name: name, fileSystem: environment.fileSystem)
        let display = environment.pathDisplay
        guard !derived.skeleton.isEmpty else {
            throw TemplateDeriveError.noSwiftFiles(folder: display.show(folder.pathString))
        }
        let target = root.appending(component: derived.folder)
        if !options.force, try environment.fileSystem.entryKind(at: target) != nil {
            throw TemplateDeriveError.templateExists(folder: display.show(target.pathString))
        }
        if options.dryRun {
            guard !options.quiet else { return }
            console.out(
                DerivationPreview(derived: derived, module: display.show(folder.pathString)).text)
            return
        }
        try write(derived, root: root)
    }

    /// Writes the template's files in one transaction.
    private func write(_ derived: DerivedTemplate, root: AbsolutePath) throws {
        let display = environment.pathDisplay
        let stale = options.force ? try staleFiles(of: derived, root: root) : []
        let plan = try OutputPlan(
            rootDirectory: root, files: derived.files + stale, display: display
        ).anchoredAtExistingAncestor(using: environment.fileSystem)
        let lock = try RunLock(folder: plan.rootDirectory, environment: environment)
            .acquire(notifying: console)
        defer { lock.release() }
        let planRoot = plan.rootDirectory
        let writer = TransactionalWriter(fileSystem: environment.fileSystem)
        _ = try writer.recoverInterruptedRuns(in: plan.rootDirectory)
        let checked = try OutputPlanChecker(fileSystem: environment.fileSystem)
            .check(plan, policy: options.force ? .overwrite : .refuse)
        guard checked.conflicts.isEmpty else {
            throw TemplateDeriveError.wouldReplace(
                folder: display.show(root.appending(component: derived.folder).pathString),
                problems: checked.conflicts.map(\.message))
        }
        try writer.write(checked) { event in
            guard !options.quiet else { return }
            let path = display.show(planRoot.appending(component: event.path).pathString)
            switch event {
            case .createdFile: console.out("Creating \(path)\n")
            case .overwroteFile: console.out("Overwriting \(path)\n")
            case .deletedFile: console.out("Removing \(path)\n")
            default: break
            }
        }
        guard !options.quiet else { return }
        let left =
            derived.leftOut.isEmpty
            ? "" : "Left out (not Swift): " + derived.leftOut.joined(separator: ", ") + ".\n"
        console.out(
            "\n\(left)Derived the template \(derived.name) from \(derived.moduleName). Make a "
                + "module with it: viper-gen module Orders --template \(derived.name)\n")
    }

    /// The deletions of the files an earlier template of the same name has and this one does
    /// not (`--force`), so the replaced template makes no file the exemplar no longer has.
    private func staleFiles(of derived: DerivedTemplate, root: AbsolutePath) throws -> [PlannedFile]
    {
        let folder = root.appending(component: derived.folder)
        guard try environment.fileSystem.entryKind(at: folder) == .directory else { return [] }
        let planned = Set(derived.files.map(\.path))
        var stale: [PlannedFile] = []
        try FileTreeWalk(fileSystem: environment.fileSystem).walk(below: folder) { entry in
            let path = derived.folder + "/" + entry.relativePath
            guard entry.kind == .file, !planned.contains(path) else { return true }
            let bytes = try environment.fileSystem.readFile(at: root.appending(component: path))
            stale.append(PlannedFile.deletion(of: path, original: bytes))
            return true
        }
        return stale.sorted { $0.path < $1.path }
    }

    /// The folder of `module`: a path to a folder, else the modules folder's `module`, else
    /// the module of that name found below `root`.
    private func moduleFolder(_ module: String, root: AbsolutePath) throws -> AbsolutePath {
        let fileSystem = environment.fileSystem
        if module.contains("/") || module.hasPrefix(".") || module.hasPrefix("~") {
            let path = TemplateSearchPath.absolute(
                module, base: environment.currentDirectory)
            guard try fileSystem.entryKind(at: path) == .directory else {
                throw TemplateDeriveError.unknownModule(name: module, found: [])
            }
            return path
        }
        if let project {
            let folder = project.modulesFolder.appending(component: module)
            if try fileSystem.entryKind(at: folder) == .directory { return folder }
        }
        let found = try ModuleFolderFinder(fileSystem: fileSystem).modules(below: root)
        let match =
            found.first { $0.name == module }
            ?? found.first { $0.name.lowercased() == module.lowercased() }
        guard let match else {
            throw TemplateDeriveError.unknownModule(
                name: module, found: found.map { "\($0.name) (\($0.folder))" })
        }
        return root.appending(component: match.folder)
    }

    /// Whether `name` can name a template folder: letters, digits, `-`, `_` and `.`, not
    /// starting with `.`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }
}
