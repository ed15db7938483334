import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenXcode

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans the rename of a module or service: each recorded file deleted and made again under
/// its new path with its new contents, the old name's registrations replaced by the new
/// name's in one edit per app file, the project file's references moved and the record
/// replaced.
struct RenamePlanner {
    /// The project renamed in.
    let project: Project
    /// The file system the app files and the project file are read from.
    let fileSystem: any FileSystem

    /// The plan that renames `subject` as `change` says.
    func plan(renaming subject: RemovalSubject, as change: NameChange) throws -> RenamePlan {
        var files: [PlannedFile] = []
        var moves: [(old: String, new: String)] = []
        var digests: [String: String] = [:]
        let edited = Set(subject.edited)
        for file in subject.files {
            let path = change.path(of: file.path)
            let contents = change.contents(
                of: file.bytes, at: file.path, asWritten: !edited.contains(file.path))
            moves.append((file.path, path))
            digests[path] = GenerationRecord.digest(contents)
            files.append(PlannedFile.deletion(of: file.path, original: file.bytes))
            files.append(PlannedFile(path: path, contents: contents))
        }
        if let record = subject.record {
            files.append(PlannedFile.deletion(of: record.path, original: record.bytes))
            var renamed = record.decoded
            renamed.name = change.new
            // An edited file keeps its old digest, which its bytes do not match: still edited.
            for (old, new) in moves where edited.contains(old) {
                digests[new] = renamed.files[old]
            }
            renamed.files = digests
            for (key, value) in renamed.values
            where key.hasPrefix("VARIABLE_") && value == change.old {
                renamed.values[key] = change.new
            }
            files.append(
                PlannedFile(
                    path: GenerationRecord.path(kind: subject.kind, name: change.new),
                    contents: try renamed.encoded()))
        }
        let unregistration = Unregistrar(project: project, fileSystem: fileSystem)
            .plan(for: [RegistrationSubject(kind: subject.kind, name: change.old)])
        let registration =
            Registrar(
                project: project, fileSystem: fileSystem,
                registry: project.config.architectureStyle.registry,
                pending: unregistration.edits
            ).plans(for: [RegistrationSubject(kind: subject.kind, name: change.new)]).first
            ?? RegistrationPlan()
        let registered = Set(registration.edits.map(\.path))
        files += unregistration.edits.filter { !registered.contains($0.path) }
        files += registration.edits
        let projectFile = try projectFileEdit(moving: moves, missing: subject.missing, change)
        files += projectFile.map { [$0] } ?? []
        return RenamePlan(
            files: files, moves: moves, unregistration: unregistration,
            registration: registration, editsProjectFile: projectFile != nil)
    }

    /// The one edit of the app's Xcode project (if it has one) that removes the old paths and
    /// adds the new ones, the tests to the unit-test target.
    private func projectFileEdit(
        moving moves: [(old: String, new: String)], missing: [String], _ change: NameChange
    ) throws -> PlannedFile? {
        guard
            let xcodeProject = try XcodeProjectMembership.xcodeProject(
                of: project, fileSystem: fileSystem)
        else { return nil }
        let membership = XcodeProjectMembership(
            root: project.root, xcodeProject: xcodeProject, fileSystem: fileSystem,
            target: project.config.target, testTarget: nil)
        let tests = project.config.testsPath + "/"
        return try membership.replace(
            moves.map(\.old) + missing, with: moves.map(\.new).filter { !$0.hasPrefix(tests) },
            tests: moves.map(\.new).filter { $0.hasPrefix(tests) })
    }
}
