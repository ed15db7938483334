import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the app code that would still use a removed module's or service's types: the types
/// its files declare under its name (`PaymentsPresenter`, `NetworkServiceProtocol`), named as
/// code in the sources folder's other Swift files as they are after the run's edits.
///
/// Only files that spell a wanted name are lexed; strings and comments never count.
struct RemainingUseFinder {
    /// The project removed from.
    let project: Project
    /// The file system the sources are read from.
    let fileSystem: any FileSystem

    /// Each remaining use as `path:line: Type` (path relative to the project root, line from
    /// 1), in path and line order; `planned` are the run's deletions and edits, relative to
    /// the project root.
    func uses(of subjects: [RemovalSubject], planned: [PlannedFile]) -> [String] {
        var types: Set<String> = []
        for subject in subjects {
            for file in subject.files where file.path.hasSuffix(".swift") {
                let text = String(decoding: file.bytes, as: UTF8.self)
                types.formUnion(
                    DeclarationScanner.declaredTypes(in: text).filter { $0.hasPrefix(subject.name) }
                )
            }
        }
        guard !types.isEmpty else { return [] }
        let root = project.root.standardizedFileURL.path
        let planned = Dictionary(
            planned.map { (RelativePaths.join(root, $0.path), $0) }, uniquingKeysWith: { $1 })
        let filter = MentionFilter(names: types)
        var uses: [String] = []
        for path in SwiftFileFinder(fileSystem: fileSystem)
            .files(below: project.sourcesFolder.standardizedFileURL.path)
        {
            let bytes: [UInt8]
            if let file = planned[path] {
                guard !file.isDeletion else { continue }
                bytes = file.contents
            } else {
                guard let read = try? fileSystem.readFile(at: path) else { continue }
                bytes = read
            }
            guard filter.mentionsAny(in: bytes) else { continue }
            let relative = RelativePaths.path(of: URL(fileURLWithPath: path), inside: project.root)
            var seen: Set<String> = []
            for token in SwiftSource(String(decoding: bytes, as: UTF8.self)).tokens
            where token.kind == .identifier && types.contains(token.text) {
                let use = "\(relative ?? path):\(token.line + 1): \(token.text)"
                if seen.insert(use).inserted { uses.append(use) }
            }
        }
        return uses
    }
}
