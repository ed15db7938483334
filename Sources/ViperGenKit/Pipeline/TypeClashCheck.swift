import ViperGenOutput
import ViperGenSwiftSource
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
    /// The run's environment: its file system and how paths are shown.
    let environment: RunEnvironment

    /// A Swift file this run writes: its absolute path, file name, declared types and the
    /// index of the entry it belongs to.
    private struct NewFile {
        let path: String
        let name: Substring
        let types: [String]
        let owner: Int
    }

    /// Throws `GenerationError.declarationClash` for the first entry of `batch` whose new Swift
    /// files clash, with its clashes; `written` holds every file the run writes, which is not
    /// scanned.
    func check(_ batch: GenerationBatch, written checked: CheckedOutputPlan) throws {
        let entries = batch.entries
        let root = batch.root.standardizedFileURL.path
        var sources: URL? = nil
        var newFiles: [NewFile] = []
        for (owner, entry) in entries.enumerated() {
            let request = entry.request
            guard request.command != .project, let project = request.project,
                RelativePaths.path(of: request.outputRoot, inside: project.root) != nil
            else { continue }
            sources = project.sourcesFolder
            for file in entry.outputFiles + entry.testFiles where file.path.hasSuffix(".swift") {
                let path = RelativePaths.join(root, file.path)
                newFiles.append(
                    NewFile(
                        path: path, name: Self.fileName(of: path),
                        types: DeclarationScanner.declaredTypes(
                            in: String(decoding: file.contents, as: UTF8.self)),
                        owner: owner))
            }
        }
        guard let sources, !newFiles.isEmpty else { return }
        let planRoot = checked.plan.rootDirectory
        let written = Set(checked.files.map { RelativePaths.join(planRoot, $0.file.path) })
        let index = NewFileIndex(newFiles)
        let filter = MentionFilter(names: Set(index.byType.keys))
        let found = SwiftFileFinder(fileSystem: environment.fileSystem)
            .files(below: sources.standardizedFileURL.path)
            .filter { !written.contains($0) }
            .flatMap { path -> [(owner: Int, clash: DeclarationClash)] in
                let declared = declaredTypes(in: path, among: index.byType, filter: filter)
                return clashes(of: path, declaring: declared, with: newFiles, index: index)
            }
        guard let owner = found.map({ $0.owner }).min() else { return }
        let request = entries[owner].request
        throw GenerationError.declarationClash(
            kind: request.command, name: request.name,
            clashes: found.filter { $0.owner == owner }.map { $0.clash })
    }

    /// The new files by file name and by declared type, so an existing file is compared with
    /// the few new files it can clash with, however many a batch writes.
    private struct NewFileIndex {
        /// Indices of the new files, by file name as a Mac's disk compares it (`NameFolding`):
        /// `PaymentsView.swift` and `paymentsView.swift` would build to one object file there.
        let byName: [String: [Int]]
        /// Indices of the new files, by a type they declare.
        let byType: [String: [Int]]

        init(_ files: [NewFile]) {
            var byName: [String: [Int]] = [:]
            var byType: [String: [Int]] = [:]
            for (index, file) in files.enumerated() {
                byName[NameFolding.key(String(file.name)), default: []].append(index)
                for type in Set(file.types) { byType[type, default: []].append(index) }
            }
            self.byName = byName
            self.byType = byType
        }
    }

    /// The types among `wanted` that the file at `path` declares; none when it is unreadable.
    private func declaredTypes(
        in path: String, among wanted: [String: [Int]], filter: MentionFilter
    ) -> Set<String> {
        guard let bytes = try? environment.fileSystem.readFile(at: path),
            filter.mentionsAny(in: bytes)
        else { return [] }
        return Set(
            DeclarationScanner.declaredTypes(in: String(decoding: bytes, as: UTF8.self))
                .filter { wanted[$0] != nil })
    }

    /// The clashes of the existing file at `path`, declaring `declared`, with the new files
    /// (in their order) that declare one of those types or have its file name, each with the
    /// entry the new file belongs to.
    private func clashes(
        of path: String, declaring declared: Set<String>, with newFiles: [NewFile],
        index: NewFileIndex
    ) -> [(owner: Int, clash: DeclarationClash)] {
        let name = Self.fileName(of: path)
        let key = NameFolding.key(String(name))
        let candidates = Set(
            (index.byName[key] ?? []) + declared.flatMap { index.byType[$0] ?? [] })
        return candidates.sorted().map { candidate in
            let file = newFiles[candidate]
            let display = environment.pathDisplay
            let clash = DeclarationClash(
                types: file.types.filter(declared.contains),
                fileName: Self.sharedFileName(new: file.name, existing: name),
                existingFile: display.show(path), newFile: display.show(file.path))
            return (file.owner, clash)
        }
    }

    /// The file name two files share as a Mac's disk compares names, as shown, or nil.
    private static func sharedFileName(new: Substring, existing: Substring) -> String? {
        if new.utf8.elementsEqual(existing.utf8) { return String(new) }
        guard NameFolding.key(String(new)) == NameFolding.key(String(existing)) else { return nil }
        return "\(new), which a Mac's disk takes for \(existing)"
    }

    /// The last component of `path`.
    private static func fileName(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    }
}
