import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds what a name given to `remove` stands for in a project: a recorded module, else a
/// recorded service (the name normalised as `module` and `service` normalise it), else a folder
/// without a record, which only `--force` removes.
struct RemovalSubjectFinder {
    /// The project removed from.
    let project: Project
    /// The file system the records and files are read from.
    let fileSystem: any FileSystem
    /// `--force`: a module without a record is removed as it is.
    let force: Bool

    /// The subject `typed` names, or the error that refuses it.
    func subject(named typed: String) throws -> RemovalSubject {
        let candidates = [ScaffoldKind.module, .service].compactMap { kind in
            (try? NameNormalizer().normalize(typed, kind: kind).name).map { (kind, $0) }
        }
        var found: [(ScaffoldKind, String, [UInt8])] = []
        for (kind, name) in candidates {
            let path = GenerationRecord.path(kind: kind, name: name)
            if let bytes = try? fileSystem.readFile(at: absolute(path)) {
                found.append((kind, name, bytes))
            }
        }
        if found.count > 1 { throw RemoveError.ambiguous(name: found[0].1) }
        if let (kind, name, bytes) = found.first {
            let path = GenerationRecord.path(kind: kind, name: name)
            let record = try GenerationRecord.decode(bytes, file: path)
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
            name: typed,
            modules: GenerationRecord.recordedNames(.module, in: project, fileSystem: fileSystem),
            services: GenerationRecord.recordedNames(.service, in: project, fileSystem: fileSystem))
    }

    /// `path`, relative to the project root, as an absolute path.
    private func absolute(_ path: String) -> String {
        project.root.appendingPathComponent(path).path
    }
}
