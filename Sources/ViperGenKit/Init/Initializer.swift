import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen init`: adopts an existing app by writing its `.viper-gen.json` from what it finds
/// (the app files by their declarations, the module and service folders, the project name)
/// and a found record for each module and service (``FoundRecords``), after showing them;
/// `--dry-run` only shows them.
package struct Initializer {
    /// The options as parsed.
    package let options: InitOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: InitOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Surveys the folder, decides the settings, shows them and writes the config and the
    /// records of what it found, in one transaction; with `--json` prints its ``InitDocument``
    /// instead of showing them.
    package func run() throws {
        try ValueChecks.check(options.author, from: .flag("--author"))
        try ValueChecks.check(options.organization, from: .flag("--organization"))
        let folder = try appFolder()
        let display = environment.pathDisplay
        let configPath = folder.appending(component: ProjectConfig.fileName)
        if !options.force, try environment.fileSystem.entryKind(at: configPath) != nil {
            throw InitError.alreadyAdopted(config: display.show(configPath.pathString))
        }
        let survey = try AppSurveyor(fileSystem: environment.fileSystem).survey(folder.pathString)
        var settings = try InitSettings.decide(
            survey: survey, options: options, folder: display.show(folder.pathString),
            ask: options.json ? nil : environment.ask)
        settings.config.appFiles = overrides(settings.config, in: folder)
        settings = settings.recordingBuild(
            survey: survey, folder: folder.pathString, fileSystem: environment.fileSystem)
        let support = try SupportAddition.decide(
            config: settings.config, folder: folder, survey: survey, options: options,
            environment: environment)
        if case .add(let addition) = support, let appFiles = addition.support.appFiles {
            settings.config.appFiles = appFiles
        }
        if case .derive(let template, _) = support {
            settings.config.templates = ["module": template.name]
        }
        try ValueChecks.checkStrings(of: settings.config, file: configPath.pathString)
        let report = InitReport(console: console, quiet: options.quiet || options.json)
        report.findings(settings, survey: survey, folder: display.show(folder.pathString))
        report.support(support)
        let added = support.files
        let contents = try settings.config.encoded()
        let records = try FoundRecords(
            project: Project(root: folder, config: settings.config),
            fileSystem: environment.fileSystem
        ).planned(from: survey)
        let plan = OutputPlan(
            rootDirectory: folder,
            files: [PlannedFile(path: ProjectConfig.fileName, contents: contents)] + records
                + added,
            display: display)
        let checker = OutputPlanChecker(fileSystem: environment.fileSystem)
        let policy: ExistingFilePolicy = options.force ? .overwrite : .refuse
        if options.dryRun {
            report.dryRun(contents, records: records, support: support)
            if options.json {
                try printDocument(settings, checked: checker.check(plan, policy: policy))
            }
            return
        }
        let lock = try RunLock(folder: folder, environment: environment)
            .acquire(notifying: console)
        defer { lock.release() }
        let writer = TransactionalWriter(fileSystem: environment.fileSystem)
        _ = try writer.recoverInterruptedRuns(in: folder)
        let checked = try checker.check(plan, policy: policy)
        let summary = try writer.write(checked)
        if options.json { return try printDocument(settings, checked: checked) }
        for event in summary.events where event != .createdDirectory(event.path) {
            let verb =
                event == .unchangedFile(event.path)
                ? "Unchanged" : event == .overwroteFile(event.path) ? "Overwriting" : "Creating"
            report.line(
                "\(verb) \(display.show(folder.appending(component: event.path).pathString))")
        }
        report.nextSteps(settings.config, support: support.addition)
    }

    /// Prints the ``InitDocument`` of `settings`, written as `checked` says.
    private func printDocument(_ settings: InitSettings, checked: CheckedOutputPlan) throws {
        let document = InitDocument(
            settings: settings, checked: checked, dryRun: options.dryRun,
            messages: console.messages?.value ?? RunMessages(), display: environment.pathDisplay)
        console.document(try JSONText.encode(document))
    }

    /// The app files found that registration would not find by their usual names; nil if none.
    private func overrides(_ config: ProjectConfig, in folder: AbsolutePath) -> AppFiles? {
        guard let found = config.appFiles else { return nil }
        var plain = config
        plain.appFiles = nil
        let usual = AppFileLocator(
            project: Project(root: folder, config: plain),
            fileSystem: environment.fileSystem
        ).usualFiles()
        let files = AppFiles(
            rootApp: found.rootApp == usual.rootApp ? nil : found.rootApp,
            views: found.views == usual.views ? nil : found.views,
            viewBuilder: found.viewBuilder == usual.viewBuilder ? nil : found.viewBuilder,
            rootView: found.rootView == usual.rootView ? nil : found.rootView)
        return files.entries.isEmpty ? nil : files
    }

    /// The app's folder: the path given, else the current folder; it must be a folder.
    private func appFolder() throws -> AbsolutePath {
        let current = environment.currentDirectory
        guard let path = options.path else { return current }
        let expanded = TildeExpansion.system.expanding(path)
        let folder = AbsolutePath(expanded, relativeTo: current)
        let resolved = (try? environment.fileSystem.resolvedPath(of: folder)) ?? folder
        guard (try? environment.fileSystem.entryKind(at: resolved)) == .directory else {
            throw InitError.notAFolder(path)
        }
        return folder
    }
}
