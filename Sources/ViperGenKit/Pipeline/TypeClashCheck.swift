import ViperGenOutput
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Refuses a module or service that would declare a type, or add a file name, that the app
/// target already has: Swift does not compile a target with either twice.
///
/// Inside a project it scans every Swift file below the project's sources folder (read under
/// the run's lock) except the files this run writes itself; outside a project, or for output
/// outside the project, nothing is scanned. Only files that spell a wanted name are lexed.
struct TypeClashCheck {
    /// The generation being checked.
    let request: GenerationRequest

    /// A Swift file this run writes: its absolute path, file name and declared types.
    private struct NewFile {
        let path: String
        let name: Substring
        let types: [String]
    }

    /// Throws `GenerationError.declarationClash` when a new Swift file of `checked` clashes.
    func check(_ checked: CheckedOutputPlan) throws {
        guard request.command != .project, let project = request.project,
            RelativePaths.path(of: request.outputRoot, inside: project.root) != nil
        else { return }
        let root = checked.plan.rootDirectory
        let written = Set(checked.files.map { RelativePaths.join(root, $0.file.path) })
        let newFiles = checked.files.filter {
            $0.file.intent == .create && $0.file.path.hasSuffix(".swift")
        }.map { file in
            let path = RelativePaths.join(root, file.file.path)
            return NewFile(
                path: path, name: Self.fileName(of: path),
                types: TypeDeclarationScanner.declaredTypes(
                    in: String(decoding: file.file.contents, as: UTF8.self)))
        }
        guard !newFiles.isEmpty else { return }
        let wanted = Set(newFiles.flatMap(\.types))
        let filter = MentionFilter(names: wanted)
        let found = SwiftFileFinder(fileSystem: request.environment.fileSystem)
            .files(below: project.sourcesFolder.standardizedFileURL.path)
            .filter { !written.contains($0) }
            .flatMap { path -> [DeclarationClash] in
                let declared = declaredTypes(in: path, among: wanted, filter: filter)
                return clashes(of: path, declaring: declared, with: newFiles)
            }
        guard !found.isEmpty else { return }
        throw GenerationError.declarationClash(
            kind: request.command, name: request.name, clashes: found)
    }

    /// The types among `wanted` that the file at `path` declares; none when it is unreadable.
    private func declaredTypes(in path: String, among wanted: Set<String>, filter: MentionFilter)
        -> Set<String>
    {
        guard let bytes = try? request.environment.fileSystem.readFile(at: path),
            filter.mentionsAny(in: bytes)
        else { return [] }
        return Set(TypeDeclarationScanner.declaredTypes(in: String(decoding: bytes, as: UTF8.self)))
            .intersection(wanted)
    }

    /// The clashes of the existing file at `path`, declaring `declared`, with each new file.
    private func clashes(of path: String, declaring declared: Set<String>, with newFiles: [NewFile])
        -> [DeclarationClash]
    {
        let name = Self.fileName(of: path)
        return newFiles.compactMap { file -> DeclarationClash? in
            let types = declared.isEmpty ? [] : file.types.filter(declared.contains)
            let sameName = file.name == name
            guard !types.isEmpty || sameName else { return nil }
            return DeclarationClash(
                types: types, fileName: sameName ? String(name) : nil,
                existingFile: request.display.show(path), newFile: request.display.show(file.path))
        }
    }

    /// The last component of `path`.
    private static func fileName(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    }
}
