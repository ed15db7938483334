import ViperGenOutput
import ViperGenProject
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
/// Only files that spell a wanted name are lexed; strings and comments never count, the code
/// inside a literal's interpolations (`"\(PaymentsAssembly.self)"`) does.
struct RemainingUseFinder {
    /// The project removed from.
    let project: Project

    /// A Swift file of the app that names some of the types, as it is after the run's edits.
    struct UsingFile {
        /// Its path relative to the project root (absolute if outside it).
        let path: String
        /// Its bytes after the run's edits.
        let bytes: [UInt8]
        /// Each use: the 0-based line and the type named there, in order, once per line.
        let uses: [(line: Int, type: String)]
    }

    /// Each remaining use as `path:line: Type` (path relative to the project root, line from
    /// 1), in path and line order; `planned` are the run's deletions and edits, relative to
    /// the project root, applied to the files of `sources`.
    func uses(of subjects: [RemovalSubject], planned: [PlannedFile], in sources: SourceFolderFiles)
        -> [String]
    {
        files(using: types(of: subjects), planned: planned, in: sources).flatMap { file in
            file.uses.map { "\(file.path):\($0.line + 1): \($0.type)" }
        }
    }

    /// The types the subjects' Swift files declare under their names (`PaymentsPresenter`).
    func types(of subjects: [RemovalSubject]) -> Set<String> {
        var types: Set<String> = []
        for subject in subjects {
            for file in subject.files where file.path.hasSuffix(".swift") {
                let text = String(decoding: file.bytes, as: UTF8.self)
                types.formUnion(
                    DeclarationScanner.declaredTypes(in: text).filter { $0.hasPrefix(subject.name) }
                )
            }
        }
        return types
    }

    /// The sources folder's Swift files (read once, in `sources`), as `planned` leaves them,
    /// that name any of `types` as code, in path order.
    func files(using types: Set<String>, planned: [PlannedFile], in sources: SourceFolderFiles)
        -> [UsingFile]
    {
        guard !types.isEmpty else { return [] }
        let planned = Dictionary(
            planned.map { (project.root.appending(component: $0.path).pathString, $0) },
            uniquingKeysWith: { $1 })
        let filter = MentionFilter(names: types)
        var files: [UsingFile] = []
        for source in sources.files {
            let path = source.path
            let bytes: [UInt8]
            if let file = planned[path] {
                guard !file.isDeletion else { continue }
                bytes = file.contents
            } else {
                bytes = source.bytes
            }
            guard filter.mentionsAny(in: bytes) else { continue }
            let relative = AbsolutePath(path, relativeTo: .root).text(inside: project.root)
            var uses: [(line: Int, type: String)] = []
            let text = String(decoding: bytes, as: UTF8.self)
            for token in SwiftSource(text, interpolationsAsCode: true).tokens
            where token.kind == .identifier && types.contains(token.text) {
                if !uses.contains(where: { $0 == (token.line, token.text) }) {
                    uses.append((token.line, token.text))
                }
            }
            if !uses.isEmpty {
                files.append(UsingFile(path: relative ?? path, bytes: bytes, uses: uses))
            }
        }
        return files
    }
}
