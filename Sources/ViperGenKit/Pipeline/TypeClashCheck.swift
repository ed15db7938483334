import Foundation
import ViperGenOutput
import ViperGenSystem

/// Refuses a module or service that would declare a type, or add a file name, that the app
/// target already has: Swift does not compile a target with either twice.
///
/// Inside a project it scans every Swift file below the project's sources folder (read under
/// the run's lock) except the files this run writes itself; outside a project, or for output
/// outside the project, nothing is scanned.
struct TypeClashCheck {
    /// The generation being checked.
    let request: GenerationRequest

    /// A Swift file this run writes: its absolute path and the types it declares.
    private struct NewFile {
        let path: String
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
        }.map {
            NewFile(
                path: RelativePaths.join(root, $0.file.path),
                types: TypeDeclarationScanner.declaredTypes(
                    in: String(decoding: $0.file.contents, as: UTF8.self)))
        }
        guard !newFiles.isEmpty else { return }
        let existing = SwiftFileFinder(fileSystem: request.environment.fileSystem)
            .files(below: project.sourcesFolder.standardizedFileURL.path)
            .filter { !written.contains($0) }
        let found = existing.flatMap { clashes(withExisting: $0, newFiles) }
        guard !found.isEmpty else { return }
        throw GenerationError.declarationClash(
            kind: request.command, name: request.name, clashes: found)
    }

    /// The clashes of the existing file at `path` with each new file, in the new files' order.
    private func clashes(withExisting path: String, _ newFiles: [NewFile]) -> [DeclarationClash] {
        let fileName = Self.fileName(of: path)
        let wanted = Set(newFiles.flatMap(\.types))
        var declared: Set<String> = []
        if let bytes = try? request.environment.fileSystem.readFile(at: path),
            wanted.contains(where: { TypeDeclarationScanner.mentions(Array($0.utf8), in: bytes) })
        {
            declared = Set(
                TypeDeclarationScanner.declaredTypes(in: String(decoding: bytes, as: UTF8.self))
            ).intersection(wanted)
        }
        return newFiles.compactMap { file -> DeclarationClash? in
            let types = file.types.filter(declared.contains)
            let sameName = Self.fileName(of: file.path) == fileName
            guard !types.isEmpty || sameName else { return nil }
            return DeclarationClash(
                types: types, fileName: sameName ? fileName : nil,
                existingFile: request.display.show(path), newFile: request.display.show(file.path))
        }
    }

    /// The last component of `path`.
    private static func fileName(of path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }
}
