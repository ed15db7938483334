import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds what a name given to `remove`, `rename` or `update` stands for in a project.
///
/// A recorded module, else a recorded service (the name normalised as `module` and `service`
/// normalise it, else as typed when `init` recorded it so), else a folder without a record,
/// which only `--force` removes. `--module` or `--service` (`kind`) looks at that kind only.
struct RemovalSubjectFinder {
    /// The project removed from.
    let project: Project
    /// The file system the records and files are read from.
    let fileSystem: any FileSystem
    /// `--force`: a module without a record is removed as it is.
    let force: Bool
    /// `--module` or `--service`: the kind the name stands for; nil for either.
    var kind: ScaffoldKind? = nil

    /// The subject `typed` names, or the error that refuses it; a recorded one's files must
    /// lie in its own folders (``RecordedPaths/checkOwnership(of:file:in:fileSystem:)``).
    func subject(named typed: String) throws -> RemovalSubject {
        let kinds = kind.map { [$0] } ?? [ScaffoldKind.module, .service]
        let candidates = kinds.compactMap { kind in
            (try? NameNormalizer().normalize(typed, kind: kind).name).map { (kind, $0) }
        }
        var found = recorded(candidates)
        // A name `init` found is recorded as the app spells it (`Tab`, `legacy_screen`).
        if found.isEmpty, NameNormalizer.identifierProblem(typed) == nil {
            found = recorded(kinds.map { ($0, typed) })
        }
        if found.count > 1 { throw RemoveError.ambiguous(name: found[0].1) }
        if let (kind, name, bytes) = found.first {
            let path = GenerationRecord.path(kind: kind, name: name)
            let record = try GenerationRecord.decode(bytes, file: path)
            try RecordedPaths.checkOwnership(
                of: record, file: path, in: project, fileSystem: fileSystem)
            return RemovalSubject.recorded(
                record, path: path, bytes: bytes, root: project.root, fileSystem: fileSystem)
        }
        for (kind, name) in candidates {
            let parent = kind == .module ? project.config.modulesPath : project.config.servicesPath
            let folder = parent + "/" + name
            guard (try? fileSystem.entryKind(at: absolute(folder))) == .directory else { continue }
            guard force else {
                throw RemoveError.unrecorded(kind: kind, name: name, folder: folder)
            }
            return try RemovalSubject.unrecorded(
                kind: kind, name: name, folder: folder, root: project.root,
                fileSystem: fileSystem)
        }
        throw RemoveError.unknown(
            name: typed, kind: kind,
            modules: GenerationRecord.recordedNames(.module, in: project, fileSystem: fileSystem),
            services: GenerationRecord.recordedNames(.service, in: project, fileSystem: fileSystem))
    }

    /// Those of `candidates` (kind and name) that have a record, with its bytes.
    private func recorded(_ candidates: [(ScaffoldKind, String)]) -> [(
        ScaffoldKind, String, [UInt8]
    )] {
        candidates.compactMap { kind, name in
            let path = GenerationRecord.path(kind: kind, name: name)
            return (try? fileSystem.readFile(at: absolute(path))).map { (kind, name, $0) }
        }
    }

    /// `path`, relative to the project root, as an absolute path.
    private func absolute(_ path: String) -> AbsolutePath {
        project.root.appending(component: path)
    }
}
