import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The uses of a renamed module's or service's types in the rest of the app (found as
/// ``RemainingUseFinder`` finds them for `remove`): listed after the run, or with
/// `--everywhere` rewritten in its transaction, identifier by identifier.
struct OutsideUses {
    /// The app's other Swift files that name the old types, as the run's edits leave them.
    let files: [RemainingUseFinder.UsingFile]
    /// Each old type with its new name: `PaymentsPresenter` → `BillingPresenter`.
    let renamed: [String: String]

    /// The uses of `subject`'s types outside its files, the run's `planned` files applied to
    /// the app's `sources`.
    init(
        of subject: RemovalSubject, as change: NameChange, planned: [PlannedFile],
        in sources: SourceFolderFiles, project: Project
    ) {
        let finder = RemainingUseFinder(project: project)
        let types = finder.types(of: [subject])
        let rewrite = change.rewrite
        renamed = Dictionary(uniqueKeysWithValues: types.map { ($0, rewrite.words(in: $0)) })
        files = finder.files(using: types, planned: planned, in: sources)
    }

    /// Each use as `path:line: Type`, in path and line order.
    var listing: [String] {
        files.flatMap { file in file.uses.map { "\(file.path):\($0.line + 1): \($0.type)" } }
    }

    /// Adds to `planned` the edit of each file that uses the old types (replacing an edit the
    /// run plans for it already), the types renamed; `root` is the project's.
    func rewrite(into planned: inout [PlannedFile], root: AbsolutePath, fileSystem: any FileSystem)
        throws
    {
        for file in files {
            let contents = Array(
                NameRewrite.identifiers(
                    in: String(decoding: file.bytes, as: UTF8.self), renaming: renamed
                ).utf8)
            try planned.planEdit(of: file.path, to: contents, root: root, fileSystem: fileSystem)
        }
    }
}
