import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen templates export NAME DIR`: copies a built-in template's embedded files, byte for
/// byte, into DIR (created if missing) in one transaction, refusing to replace any file.
struct TemplateExport {
    /// The run's environment.
    let environment: RunEnvironment
    /// Where the report goes.
    let console: Console
    /// The project around the current folder, if any.
    let project: Project?
    /// Whether to print errors only.
    let quiet: Bool
    /// Whether to print the files it would write and write nothing.
    var dryRun = false

    /// Writes the files of built-in template `name` into `folder` (relative to the current
    /// folder unless absolute).
    func export(_ name: String, to folder: String) throws {
        let builtIn = environment.templates.names
        guard
            let match = builtIn.first(where: { $0 == name })
                ?? builtIn.first(where: { $0.lowercased() == name.lowercased() })
        else {
            throw TemplateLookupError.notBuiltIn(name: name, builtIn: builtIn)
        }
        let files = try environment.templates.storedFiles(ofTemplate: match)
        let expanded = TildeExpansion.system.expanding(folder)
        let target = AbsolutePath(expanded, relativeTo: environment.currentDirectory)
        let display = environment.pathDisplay
        let plan = try OutputPlan(
            rootDirectory: target,
            files: files.map { PlannedFile(path: $0.path, contents: $0.contents) },
            display: display
        ).anchoredAtExistingAncestor(using: environment.fileSystem)
        let root = plan.rootDirectory
        guard !dryRun else {
            // A file already there with the same bytes is left as it is, as the export does.
            let lines = try checked(plan, target: target).files.map { file in
                "  " + display.show(root.appending(component: file.file.path))
                    + (file.disposition == .unchanged ? "  (unchanged)" : "")
            }
            console.out(
                "Dry run: nothing was written. Would write in \(display.show(target)):\n"
                    + lines.joined(separator: "\n") + "\n")
            return
        }
        let lock = try RunLock(folder: plan.rootDirectory, environment: environment)
            .acquire(notifying: console)
        defer { lock.release() }
        let writer = TransactionalWriter(fileSystem: environment.fileSystem)
        _ = try writer.recoverInterruptedRuns(in: plan.rootDirectory)
        try writer.write(try checked(plan, target: target)) { event in
            guard !quiet, case .createdFile = event else { return }
            console.out("Creating \(display.show(root.appending(component: event.path)))\n")
        }
        if !quiet { console.out("\n" + nextSteps(name: match, target: target)) }
    }

    /// `plan` checked against the disk, or the error naming each file it would replace.
    private func checked(_ plan: OutputPlan, target: AbsolutePath) throws -> CheckedOutputPlan {
        let display = environment.pathDisplay
        let root = plan.rootDirectory
        let checked = try OutputPlanChecker(fileSystem: environment.fileSystem)
            .check(plan, policy: .refuse)
        guard checked.conflicts.isEmpty else {
            let problems = checked.conflicts.map { conflict in
                var shown = conflict
                shown.path = display.show(root.appending(component: conflict.path))
                let show = { display.show(root.appending(component: $0)) }
                switch conflict.reason {
                case .fileInTheWay(let ancestor):
                    shown.reason = .fileInTheWay(ancestor: show(ancestor))
                case .nameVariant(let planned, let existing):
                    shown.reason = .nameVariant(planned: show(planned), existing: show(existing))
                default: break
                }
                return shown.message
            }
            throw TemplateExportError.wouldReplace(
                folder: display.show(target), problems: problems)
        }
        return checked
    }

    /// How to use the exported copy.
    private func nextSteps(name: String, target: AbsolutePath) -> String {
        let shown = environment.pathDisplay.show(target)
        let projectCopy = project.map {
            $0.root.appending(components: TemplateSearchPath.projectFolder, name)
        }
        let use =
            target == projectCopy && name != ScaffoldKind.project.rawValue
            ? "viper-gen \(name) now uses it in this project instead of the built-in one."
            : "use it with --template \(shown), or place it in a viper-gen project's "
                + "\(TemplateSearchPath.projectFolder)/\(name) to replace the built-in one there."
        let variants = (try? environment.templates.template(named: name)).flatMap(variantNote)
        return "Exported the built-in \(name) template to \(shown). Edit its TemplateInfo.plist "
            + "and files; \(use)\n" + (variants.map { "\n" + $0 + "\n" } ?? "")
    }

    /// Which of `template`'s variant folders a module made here renders, chosen by the
    /// project config's option values (else the options' defaults), and what the others are
    /// for; nil for a template with one set of files.
    private func variantNote(_ template: Template) -> String? {
        let selector = TemplateVariantSelector(template: template)
        let folders = selector.variantFolders
        guard folders.count > 1 else { return nil }
        let values = project?.config.optionValues ?? [:]
        let used = selector.folderName(for: values)
        let choices = selector.choices(for: values).joined(separator: ", ")
        let source =
            project == nil
            ? "the options' defaults (\(choices))"
            : "this project's \(ProjectConfig.fileName) (\(choices))"
        let others = folders.filter { $0 != used }.map { $0 + "/" }.joined(separator: ", ")
        return "Its files lie in \(folders.count) variant folders, one per combination of the "
            + "options \(selector.namingOptions.joined(separator: ", ")): \(used)/ is the one "
            + "\(source) picks, so edit that one. The others (\(others)) are for modules made "
            + "with other values (--set, or another config); a module's record says which it was "
            + "made with, and only a change to that folder (or to the options) makes it outdated."
    }
}
