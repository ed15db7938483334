import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates
import ViperGenText
import ViperGenXcode

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Prints what a generating command does, one line per folder or file, then the next steps.
///
/// Like `swift package init`. Quiet prints only warnings; verbose adds the project in use;
/// `--json` prints nothing (the command prints its document; notes and warnings go into it).
struct Reporter {
    /// Where the lines go.
    let console: Console
    /// How much is printed (-q, -v, --json), and whether the run writes (--dry-run).
    let style: ReportStyle
    /// How paths are shown: relative to the current folder.
    let display: PathDisplay

    /// Says so when the name used differs from the name typed.
    func noteName(typed: String, used: String, kind: ScaffoldKind) {
        guard typed != used else { return }
        say(
            "Using \(EchoedValue(used)) for \(EchoedValue(typed)) (\(kind.rawValue) names are "
                + "UpperCamelCase"
                + (kind == .service ? " and end in 'Service')." : ")."))
    }

    /// Prints, with --verbose, the project in use and the output folder.
    func context(of request: GenerationRequest) {
        if let project = request.project {
            let name = EchoedValue(project.config.projectName).unquoted
            verbose("Project: \(name) (\(display(project.root)))")
        } else if request.command != .project {
            verbose("No viper-gen project around \(display(request.environment.currentDirectory))")
        }
        verbose("Output folder: \(display(request.outputRoot))")
    }

    /// Reports what became of interrupted earlier runs: removed leftovers with --verbose,
    /// completed or undone runs as a note, folders kept with backups as a warning.
    func recovery(_ report: RecoveryReport) {
        for entry in report.entries {
            let folder = display.show(entry.folder)
            let paths = entry.paths.map(EchoedValue.escaped).joined(separator: ", ")
            switch entry.outcome {
            case .discarded:
                verbose("Removed \(folder), left by an interrupted run that had changed nothing")
            case .completed:
                note("Completed an interrupted viper-gen run (\(folder)): \(paths).")
            case .rolledBack:
                note("Undid an interrupted viper-gen run (\(folder)): \(paths) as before it.")
            case .keptBackups:
                warning(
                    "\(folder) was left by an interrupted run and holds backups of replaced "
                        + "files. Restore them from its backups/ folder if needed, then delete it.")
            }
        }
    }

    /// Says, for --dry-run, that interrupted runs are waiting to be recovered.
    func pendingRecovery(_ folders: [AbsolutePath]) {
        for folder in folders {
            note(
                "\(display.show(folder)) was left by an interrupted run; the next run without "
                    + "--dry-run completes or undoes it first.")
        }
    }

    /// Prints one progress line for a write event.
    func progress(_ event: WriteEvent, root: AbsolutePath) {
        guard printsProgress else { return }
        let shown = display(root.appending(component: event.path))
        let line: String
        switch event {
        case .createdDirectory: line = "Creating \(shown)/"
        case .createdFile: line = "Creating \(shown)"
        case .overwroteFile: line = "Overwriting \(shown)"
        case .updatedFile: line = "Updating \(shown)"
        case .unchangedFile: line = "Unchanged \(shown)"
        case .skippedFile: line = "Skipping \(shown) (it exists; --force replaces it)"
        case .deletedFile: line = "Deleting \(shown)"
        case .removedDirectory: line = "Removing \(shown)/"
        }
        say(line)
    }

    /// Prints the tree --dry-run would write, with what would happen to files that exist;
    /// nothing with --quiet (errors and warnings only: the exit status says whether the run
    /// would go through) or --json.
    func dryRun(_ checked: CheckedOutputPlan) {
        guard printsProgress else { return }
        let root = checked.plan.rootDirectory
        let paths = checked.files.map { file -> String in
            let path = EchoedValue.escaped(file.file.path)
            switch file.disposition {
            case .overwrite: return path + "  (overwrite)"
            case .update: return path + "  (update)"
            case .unchanged: return path + "  (unchanged)"
            case .skip: return path + "  (skip: exists)"
            case .delete: return path + "  (delete)"
            default: return path
            }
        }
        console.out(
            "Dry run: nothing was written. Would write in \(display(root)):\n"
                + TreePrinter.render(paths))
    }

    /// Prints each edit --dry-run would make to an existing file as a unified diff; nothing
    /// with --quiet or --json.
    func diffs(of checked: CheckedOutputPlan) {
        guard printsProgress else { return }
        for diff in checked.files.compactMap(\.unifiedDiff) {
            console.out("\n" + diff)
        }
    }

    /// Prints a note on stderr, even with --quiet.
    func note(_ text: String) {
        console.note(text)
    }

    /// Prints a warning on stderr, even with --quiet.
    func warning(_ text: String) {
        console.warning(text)
    }

    /// Prints, on stderr, the lines to add (or, `removing`, to delete) by hand for each file
    /// wiring left unchanged.
    func manualRegistrations(
        _ registrations: [ManualRegistration], name: String, removing: Bool = false
    ) {
        for registration in registrations {
            guard !style.json else {
                // The document's entry lists the lines to add, under registration.manual.
                warning(
                    "\(registration.file) was left unchanged: "
                        + registration.reasons.joined(separator: "; ") + "; "
                        + (removing
                            ? "delete the lines of \(name) there" : "register \(name) there")
                        + " by hand.")
                continue
            }
            let label = Console.styled("Warning:", "1;33", enabled: console.colorErr)
            let reasons = registration.reasons.joined(separator: "; ")
            var lines = [
                "\(label) \(EchoedValue.escaped(registration.file)) was left unchanged: "
                    + EchoedValue.escaped(reasons) + ".",
                removing
                    ? "Delete the lines of \(EchoedValue.escaped(name)) there by hand:"
                    : "Register \(EchoedValue.escaped(name)) there by hand:",
            ]
            for step in registration.steps {
                lines += [
                    "  \(EchoedValue.escaped(step.place)):",
                    "      \(EchoedValue.escaped(step.line))",
                ]
            }
            console.err(lines.joined(separator: "\n") + "\n")
        }
    }

    /// Says what became of the new files in the app's Xcode project; the target and folder
    /// names come from the project file, and are shown through ``EchoedValue``.
    func xcodeMembership(_ result: XcodeProjectMembership.Result, name: String? = nil) {
        let project = EchoedValue.escaped(result.xcodeProject)
        if let generated = result.generated {
            return self.generated(generated, adding: true, name: name)
        }
        switch result.membership {
        case nil: break
        case .edited(_, let added, let target):
            say(
                "Added \(added.count) files to the \(EchoedValue(target).unquoted) target in "
                    + "\(project).")
        case .synchronized(let folder, let target):
            say(
                "\(EchoedValue.escaped(folder)) is a synchronized folder of the "
                    + "\(EchoedValue(target).unquoted) target in \(project): Xcode builds the new "
                    + "files as they are.")
        case .alreadyMembers(let target):
            verbose("The files are already members of the \(EchoedValue(target).unquoted) target.")
        }
        switch result.tests {
        case .member(.edited(_, let added, let target))?:
            say(
                "Added \(added.count) test files to the \(EchoedValue(target).unquoted) target "
                    + "in \(project).")
        case .member(.synchronized(let folder, let target))?:
            say(
                "\(EchoedValue.escaped(folder)) is a synchronized folder of the "
                    + "\(EchoedValue(target).unquoted) target: Xcode builds the new tests as "
                    + "they are.")
        case .member(.alreadyMembers(let target))?:
            verbose(
                "The tests are already members of the \(EchoedValue(target).unquoted) target.")
        case .noTestTarget(let app)?:
            warning(
                "No unit-test target in \(project) tests the \(EchoedValue(app).unquoted) "
                    + "target, so Xcode does not build the new tests: add them to a test target "
                    + "in Xcode.")
        case nil: break
        }
    }

    /// Prints the closing advice.
    func nextSteps(_ text: String) {
        guard !text.isEmpty else { return }
        say("")
        say(text)
    }

    /// Prints `text` only with --verbose.
    func verbose(_ text: String) {
        if style.verbose, !style.json { console.out(text + "\n") }
    }

    /// `path` as shown: relative to the current folder when inside it, else absolute.
    func display(_ path: AbsolutePath) -> String {
        display.show(path)
    }

    /// Prints a line unless --quiet or --json.
    func say(_ text: String) {
        if printsProgress { console.out(text + "\n") }
    }

    /// Whether progress lines and advice are printed: neither --quiet nor --json.
    var printsProgress: Bool { !style.quiet && !style.json }
}
