import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compares a project's app with its records under `.viper-gen/`; reads only.
///
/// It finds recorded files gone or edited, modules and services whose registration an app
/// file lacks, registrations of modules and services not there, uses of `Views` cases the enum
/// no longer has, and recorded files the app's `.xcodeproj` does not build.
struct ConsistencyChecker {
    /// The project checked.
    let project: Project
    /// The file system the records, the app files and the project file are read from.
    let fileSystem: any FileSystem

    /// Every finding about the `recorded` subjects (``RemovalSubject/everyRecorded(in:fileSystem:)``) and the modules and
    /// services laid out on disk, with the edits that register and add what is missing; throws
    /// when the project file cannot be read.
    func report(recorded: [RemovalSubject]) throws -> CheckReport {
        var findings = recorded.flatMap(fileFindings)
        let present = recorded.filter { !$0.files.isEmpty }
        // What init found was registered and built by the app's own rules, not viper-gen's: it
        // counts as laid out on disk, and its files' target membership is the app's own.
        let found = present.filter { $0.record?.decoded.isFound == true }
        let made = present.filter { $0.record?.decoded.isFound != true }
        let laidOut = found.map { ($0.kind, $0.name) } + laidOutSubjects()
        let registration = unregistered(
            recorded: made.map { ($0.kind, $0.name) }, laidOut: laidOut)
        findings += registration.findings
        let onDisk = present.map(\.name) + laidOut.map(\.1)
        findings += UnbackedRegistrationFinder(project: project, fileSystem: fileSystem)
            .findings(known: onDisk)
        findings += MissingCaseUseFinder(project: project, fileSystem: fileSystem)
            .findings(repairs: registration.edits)
        let packaged = made.filter {
            $0.kind == .module && ModulePackage(project: project, name: $0.name) != nil
        }
        // A Swift module of its own, or a service of the support module: the app target links
        // them, it does not build their files.
        let inSupport = made.filter { subject in
            guard subject.kind == .service, let layout = project.config.moduleLayout else {
                return false
            }
            let support = layout.supportPlaces.sources + "/"
            return subject.files.allSatisfy { $0.path.hasPrefix(support) }
        }
        let ownModules = packaged + inSupport
        let membership = try notInTarget(
            made.filter { subject in
                !ownModules.contains { $0.kind == subject.kind && $0.name == subject.name }
            })
        findings += membership.findings
        let links = try notLinked(packaged, over: membership.edits.first)
        findings += links.findings
        return CheckReport(findings: findings.sorted(), repairs: registration.edits + links.edits)
    }

    /// What became of the recorded files of `subject`: all gone, some gone, some edited or left
    /// with conflict markers (or, for one `init` found, one finding saying so instead).
    private func fileFindings(_ subject: RemovalSubject) -> [CheckFinding] {
        if subject.files.isEmpty, let record = subject.record, !subject.missing.isEmpty {
            return [CheckFinding(kind: .recordWithoutFiles, name: subject.name, path: record.path)]
        }
        let missing = subject.missing.map {
            CheckFinding(kind: .missingFile, name: subject.name, path: $0)
        }
        if let record = subject.record, record.decoded.isFound {
            return missing + [
                CheckFinding(kind: .foundByInit, name: subject.name, path: record.path)
            ]
        }
        let conflicted = Set(
            subject.files.filter { ThreeWayMerge.holdsConflict($0.bytes) }.map(\.path))
        return missing
            + subject.edited.map {
                CheckFinding(
                    kind: conflicted.contains($0) ? .conflicted : .edited, name: subject.name,
                    path: $0)
            }
    }

    /// The modules and services laid out in the style's folders (a folder declaring the
    /// assembly), recorded or not.
    private func laidOutSubjects() -> [(ScaffoldKind, String)] {
        let subjects = ExistingSubjects(project: project, fileSystem: fileSystem)
        return subjects.subjects(excluding: { _ in false })
            .map { ($0.kind == .module ? ScaffoldKind.module : .service, $0.name) }
    }

    /// A finding for each app file where the style registers one of the `recorded` subjects
    /// but lacks its lines, and for each of a `laidOut` one registered nowhere (an app's own
    /// module may be left out of some files on purpose, as a root screen is of the navigation),
    /// with the edits that register just those: computed as `module` and `apply` do.
    private func unregistered(
        recorded: [(ScaffoldKind, String)], laidOut: [(ScaffoldKind, String)]
    ) -> (findings: [CheckFinding], edits: [PlannedFile]) {
        var seen: Set<String> = []
        let subjects = (recorded.map { ($0, true) } + laidOut.map { ($0, false) }).filter {
            seen.insert("\($0.0.0.rawValue)/\($0.0.1)").inserted
        }
        let registrar = Registrar(
            project: project, fileSystem: fileSystem,
            registry: project.config.architectureStyle.registry)
        let plans = registrar.plans(
            for: subjects.map { RegistrationSubject(kind: $0.0.0, name: $0.0.1) })
        let missing = zip(subjects, plans).filter { subject, plan in
            !plan.edits.isEmpty && (subject.1 || plan.alreadyRegistered.isEmpty)
        }.map { $0.0.0 }
        guard !missing.isEmpty else { return ([], []) }
        // Registered alone, so that a subject left out of a file on purpose stays out of it.
        let repairs = registrar.plans(
            for: missing.map { RegistrationSubject(kind: $0.0, name: $0.1) })
        var edits: [String: PlannedFile] = [:]
        var findings: [CheckFinding] = []
        for ((_, name), plan) in zip(missing, repairs) {
            for edit in plan.edits {
                findings.append(CheckFinding(kind: .unregistered, name: name, path: edit.path))
                edits[edit.path] = edit
            }
        }
        return (findings, edits.values.sorted { $0.path < $1.path })
    }
}
