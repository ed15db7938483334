import ViperGenOutput
import ViperGenProject
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
    /// The login name `___USERNAME___` renders as, for the files as viper-gen wrote them.
    var userName = ""

    /// The plan that renames `subject` as `change` says: an edited file's lines as the
    /// template wrote them renamed entirely, the user's lines in code only
    /// (``NameChange/contents(ofEdited:at:base:)``).
    func plan(renaming subject: RemovalSubject, as change: NameChange) throws -> RenamePlan {
        var files: [PlannedFile] = []
        var moves: [(old: String, new: String)] = []
        var digests: [String: String] = [:]
        var mentions: [String] = []
        let edited = Set(subject.edited)
        let base =
            edited.isEmpty
            ? [:]
            : RecordedBase.files(
                of: subject, in: project, fileSystem: fileSystem, userName: userName)
        for file in subject.files {
            let path = change.path(of: file.path)
            let contents: [UInt8]
            if edited.contains(file.path) {
                let renamed = change.contents(
                    ofEdited: file.bytes, at: file.path, base: base[file.path])
                contents = renamed.contents
                mentions += renamed.mentions.map { "\(path):\($0.line + 1): \($0.text)" }
            } else {
                contents = change.contents(of: file.bytes, at: file.path, asWritten: true)
            }
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
        // The new name is registered first, so the old one is never the last case of a
        // `Views` enum, which a view builder could not switch over.
        let registration =
            Registrar(
                project: project, fileSystem: fileSystem,
                registry: project.config.architectureStyle.registry
            ).plans(for: [RegistrationSubject(kind: subject.kind, name: change.new)]).first
            ?? RegistrationPlan()
        var unregistrar = Unregistrar(project: project, fileSystem: fileSystem)
        unregistrar.pending = registration.edits
        let unregistration = unregistrar.plan(
            for: [RegistrationSubject(kind: subject.kind, name: change.old)])
        let unregistered = Set(unregistration.edits.map(\.path))
        let appFileEdits =
            registration.edits.filter { !unregistered.contains($0.path) } + unregistration.edits
        let packages = PackageRename(project: project, subject: subject, change: change)
        let renamedAppFiles = packages?.importing(appFileEdits) ?? appFileEdits
        files += renamedAppFiles
        try recordingCreatedAppFiles(of: subject, as: change, edits: renamedAppFiles, in: &files)
        let packageFiles = Set(moves.map(\.new).filter { packages?.isPackaged($0) ?? false })
        var projectFile = try projectFileEdit(
            moving: moves.filter { !packageFiles.contains($0.new) }, missing: subject.missing,
            change)
        if let packages {
            files = try packages.renamingManifests(in: files, fileSystem: fileSystem)
            projectFile = try packages.relinking(over: projectFile, fileSystem: fileSystem)
        }
        files += projectFile.map { [$0] } ?? []
        return RenamePlan(
            files: files, moves: moves, unregistration: unregistration,
            registration: registration, editsProjectFile: projectFile != nil,
            mentions: mentions)
    }

    /// The one edit of the app's Xcode project (if it has one) that removes the old paths and
    /// adds the new ones, the tests to the unit-test target.
    private func projectFileEdit(
        moving moves: [(old: String, new: String)], missing: [String], _ change: NameChange
    ) throws -> PlannedFile? {
        guard
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: fileSystem)
        else { return nil }
        let tests = project.config.testsPath + "/"
        return try membership.replace(
            moves.map(\.old) + missing, with: moves.map(\.new).filter { !$0.hasPrefix(tests) },
            tests: moves.map(\.new).filter { $0.hasPrefix(tests) })
    }

    /// `files` with the new record's created app files (``GenerationRecord/createdAppFiles``)
    /// following the rename's `edits`: a file still as written gets the digest of its renamed
    /// bytes; one edited since keeps its stale digest, so removing the module leaves it.
    private func recordingCreatedAppFiles(
        of subject: RemovalSubject, as change: NameChange, edits: [PlannedFile],
        in files: inout [PlannedFile]
    ) throws {
        guard let created = subject.record?.decoded.createdAppFiles, !created.isEmpty else {
            return
        }
        let path = GenerationRecord.path(kind: subject.kind, name: change.new)
        guard let index = files.firstIndex(where: { $0.path == path && !$0.isDeletion }) else {
            return
        }
        var record = try GenerationRecord.decode(files[index].contents, file: path)
        var digests = created
        for (file, digest) in created {
            guard let edit = edits.first(where: { $0.path == file }),
                let original = edit.intent.original, GenerationRecord.digest(original) == digest
            else { continue }
            digests[file] = GenerationRecord.digest(edit.contents)
        }
        record.createdAppFiles = digests
        files[index].contents = try record.encoded()
    }
}
