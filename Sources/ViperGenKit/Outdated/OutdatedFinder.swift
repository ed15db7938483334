import ViperGenProject
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

/// `viper-gen outdated`: lists the recorded modules and services whose template has changed
/// since it made them (its files' and options' digest differs from the record's), and says for
/// each whether its files were edited and how to bring it up to date (`update`).
package struct OutdatedFinder {
    /// The options as parsed.
    package let options: OutdatedOptions
    /// The outside world, the file system included.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: OutdatedOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Lists what is outdated, or says that nothing is.
    package func run() throws {
        let project = try ProjectLocator.required(for: "outdated", in: environment)
        let resolver = TemplateResolver(environment: environment, project: project)
        let subjects = try RemovalSubject.everyRecorded(
            in: project, fileSystem: environment.fileSystem)
        var findings: [OutdatedFinding] = []
        for subject in subjects {
            // One `init` found has no template to compare; it cannot be updated.
            guard let record = subject.record?.decoded, !record.isFound else { continue }
            var missing: String? = nil
            do {
                let choice = try resolver.find(
                    record.template, request: .commandDefault, base: project.root)
                // A change outside the variant folder the module was made from is none of its.
                if RecordedVariant.isCurrent(
                    record, template: choice.template, root: project.root,
                    fileSystem: environment.fileSystem)
                {
                    continue
                }
            } catch {
                missing = "\(error)"
            }
            findings.append(
                OutdatedFinding(
                    name: record.name, kind: record.kind.rawValue, template: record.template,
                    toolVersion: record.toolVersion, missingTemplate: missing,
                    editedFiles: (subject.edited + subject.missing).sorted(),
                    hasTemplateCopy: (try? environment.fileSystem.entryKind(
                        at: project.root.appending(
                            component: TemplateCopy.path(digest: record.templateDigest)))) == .file)
            )
        }
        let count = subjects.count
        if options.json {
            return console.document(
                try JSONText.encode(
                    OutdatedDocument(
                        findings: findings, recorded: count, root: project.root,
                        messages: console.messages?.value ?? RunMessages(),
                        display: environment.pathDisplay)))
        }
        guard !options.quiet else { return }
        for finding in findings { console.out(EchoedValue.escaped(finding.line) + "\n") }
        console.out(
            findings.isEmpty
                ? "Every recorded module and service (\(count)) was made with its template as it "
                    + "is now.\n"
                : "\(findings.count) of \(count) recorded modules and services were made with a "
                    + "template that has changed since.\n")
    }
}
