import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Refuses a new name that is taken: a folder of that name where the module or service would
/// go, a record of that name, or a type its renamed files would declare that the app declares
/// already.
struct RenameClashCheck {
    /// The project renamed in.
    let project: Project
    /// The file system the folders, records and sources are read from.
    let fileSystem: any FileSystem

    /// Throws `RenameError.taken` listing what already holds the new name of `change`, looking
    /// for declared types in the app's `sources`.
    func check(
        _ change: NameChange, kind: ScaffoldKind, plan: RenamePlan, subject: RemovalSubject,
        sources: SourceFolderFiles
    ) throws {
        var places: [String] = []
        let parent = kind == .module ? project.config.modulesPath : project.config.servicesPath
        for path in [
            parent + "/" + change.new, GenerationRecord.path(kind: kind, name: change.new),
        ]
        where (try? fileSystem.entryKind(at: project.root.appending(component: path))) != nil {
            places.append(path)
        }
        var types: Set<String> = []
        for file in plan.files where file.path.hasSuffix(".swift") && !file.isDeletion {
            guard plan.moves.contains(where: { $0.new == file.path }) else { continue }
            let text = String(decoding: file.contents, as: UTF8.self)
            types.formUnion(
                DeclarationScanner.declaredTypes(in: text).filter { $0.contains(change.new) })
        }
        let own = Set(subject.files.map { absolute($0.path) })
        let filter = MentionFilter(names: types)
        for source in sources.files where !own.contains(source.path) {
            let (path, bytes) = (source.path, source.bytes)
            guard filter.mentionsAny(in: bytes) else { continue }
            let relative = AbsolutePath(path, relativeTo: .root).text(inside: project.root)
            for type in DeclarationScanner.declaredTypes(inUTF8: bytes)
            where types.contains(type) {
                places.append("\(relative ?? path): \(type)")
            }
        }
        if !places.isEmpty { throw RenameError.taken(name: change.new, by: places) }
    }

    /// `path`, relative to the project root, as an absolute path.
    private func absolute(_ path: String) -> String {
        project.root.appending(component: path).pathString
    }
}
