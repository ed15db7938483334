import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A module or service `remove` takes out of a project: its name, its record (if it has one)
/// and the files it owns, each with the bytes it holds now.
struct RemovalSubject {
    /// `module` or `service`.
    let kind: ScaffoldKind
    /// The normalised name: `Payments`, `NetworkService`.
    let name: String
    /// The record's path relative to the project root, its bytes and what they say; nil for a
    /// module made without one that `--force` removes as it is.
    let record: (path: String, bytes: [UInt8], decoded: GenerationRecord)?
    /// The files to delete that are still there, relative to the project root, with the bytes
    /// they hold now, in path order.
    let files: [(path: String, bytes: [UInt8])]
    /// The recorded files that are gone already (nothing to delete).
    let missing: [String]
    /// The files whose bytes differ from what viper-gen wrote.
    let edited: [String]

    /// Every path the subject owned, present or not, relative to the project root.
    var ownedPaths: [String] { (files.map(\.path) + missing).sorted() }

    /// The subject recorded in `bytes` (the record at `path`): each recorded file read and
    /// compared with its digest.
    static func recorded(
        _ record: GenerationRecord, path: String, bytes: [UInt8], root: AbsolutePath,
        fileSystem: any FileSystem
    ) -> RemovalSubject {
        var files: [(path: String, bytes: [UInt8])] = []
        var missing: [String] = []
        var edited: [String] = []
        for (file, digest) in record.files.sorted(by: { $0.key < $1.key }) {
            guard let current = try? fileSystem.readFile(at: root.appending(component: file)) else {
                missing.append(file)
                continue
            }
            files.append((file, current))
            if GenerationRecord.digest(current) != digest { edited.append(file) }
        }
        return RemovalSubject(
            kind: record.kind, name: record.name, record: (path, bytes, record), files: files,
            missing: missing, edited: edited)
    }

    /// Each module, then each service, the project records, with its files as they are now.
    static func everyRecorded(in project: Project, fileSystem: any FileSystem) throws
        -> [RemovalSubject]
    {
        try [ScaffoldKind.module, .service].flatMap { kind in
            try GenerationRecord.recordedNames(kind, in: project, fileSystem: fileSystem).map {
                name in
                let path = GenerationRecord.path(kind: kind, name: name)
                let bytes = try fileSystem.readFile(at: project.root.appending(component: path))
                return recorded(
                    try GenerationRecord.decode(bytes, file: path), path: path, bytes: bytes,
                    root: project.root, fileSystem: fileSystem)
            }
        }
    }

    /// The subject without a record whose folder is `folder` (relative to `root`): every
    /// regular file below it, as it is.
    static func unrecorded(
        kind: ScaffoldKind, name: String, folder: String, root: AbsolutePath,
        fileSystem: any FileSystem
    ) throws -> RemovalSubject {
        var files: [(path: String, bytes: [UInt8])] = []
        let absolute = root.appending(component: folder)
        try FileTreeWalk(fileSystem: fileSystem).walk(below: absolute) { entry in
            guard entry.kind == .file else { return true }
            let path = folder + "/" + entry.relativePath
            files.append(
                (path, try fileSystem.readFile(at: root.appending(component: path))))
            return true
        }
        return RemovalSubject(
            kind: kind, name: name, record: nil, files: files.sorted { $0.path < $1.path },
            missing: [], edited: [])
    }
}
