import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The uses of a renamed module's registration names in the rest of the app (`.payments`,
/// `buildPayments()`, `open(route: "payments")`), renamed with the registration in the
/// rename's transaction: they are part of it, so no `--everywhere` is needed.
///
/// A name is renamed only when the run takes the old one away and gives the new one (a `Views`
/// case whose removal is left to the user keeps its uses, which still compile); an ambiguous
/// implicit member (``RegistrationUseFinder``) is listed, never edited.
struct RegistrationUseRename {
    /// The files whose uses are renamed, with their uses.
    let files: [RegistrationUseFinder.FileUses]
    /// The old names that are renamed and their new spellings.
    let old: RegistrationNames
    /// The new names, in the same order as `old`'s.
    let new: RegistrationNames

    /// The uses of `subject`'s names renamed as `change` says, in `sources` as `planned` leaves
    /// them.
    init(
        of subject: RemovalSubject, as change: NameChange, planned: [PlannedFile],
        in sources: SourceFolderFiles, project: Project
    ) {
        let style = project.config.architectureStyle
        let texts = RegistrationUseFinder(project: project).texts(planned: planned, in: sources)
        let oldNames = RegistrationUseFinder.names(
            kind: subject.kind, name: change.old, style: style)
        let newNames = RegistrationUseFinder.names(
            kind: subject.kind, name: change.new, style: style)
        let takenOld = RegistrationUseFinder.taken(oldNames, from: texts)
        let absentNew = RegistrationUseFinder.taken(newNames, from: texts)
        var old = RegistrationNames(stringKey: oldNames.stringKey)
        var new = RegistrationNames(stringKey: newNames.stringKey)
        if takenOld.caseName != nil, newNames.caseName != nil, absentNew.caseName == nil {
            (old.caseName, new.caseName) = (oldNames.caseName, newNames.caseName)
        }
        for (oldMethod, newMethod) in zip(oldNames.methods, newNames.methods)
        where takenOld.methods.contains(oldMethod) && !absentNew.methods.contains(newMethod) {
            old.methods.append(oldMethod)
            new.methods.append(newMethod)
        }
        (self.old, self.new) = (old, new)
        files = RegistrationUseFinder.uses(of: old, in: texts)
    }

    /// The ambiguous implicit members left, as `path:line: .name`.
    var ambiguous: [String] { RegistrationUseFinder.listing(files, ambiguous: true) }

    /// How many files have uses renamed.
    var count: Int { files.filter { !$0.uses.isEmpty }.count }

    /// Adds to `planned` the edit of each file with uses (replacing an edit the run plans for
    /// it already), the uses renamed; `root` is the project's.
    func rewrite(into planned: inout [PlannedFile], root: AbsolutePath, fileSystem: any FileSystem)
        throws
    {
        for file in files where !file.uses.isEmpty {
            let contents = Array(
                RegistrationUseEdit.renaming(file.uses, in: file.text, from: old, to: new).utf8)
            try planned.planEdit(of: file.path, to: contents, root: root, fileSystem: fileSystem)
        }
    }
}
