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

/// Finds the app code that uses a module's registration names (``RegistrationNames``: its
/// `Views` case, builder method, route) in the sources folder's Swift files as the run's edits
/// leave them: uses of the module like its types, for `remove` (refused, or their lines removed
/// with `--force`), `rename` (renamed with the registration) and `check` (a case gone).
///
/// A name counts only while the run takes it away: a case `enum Views` still declares after the
/// edits (its removal left to the user) or a method still declared is used safely. An implicit
/// member `.payments` is the `Views` case only if the app declares no other member of that name
/// (another enum's `case payments`, a `static let payments`): otherwise it is ambiguous, listed
/// but never edited.
struct RegistrationUseFinder {
    /// The project the module is in.
    let project: Project

    /// The uses in one Swift file of the app.
    struct FileUses {
        /// Its path relative to the project root (absolute if outside it).
        let path: String
        /// Its text after the run's edits.
        let text: String
        /// The uses that are certainly the module's.
        var uses: [RegistrationUse]
        /// The implicit members that may be the module's case or another member of its name.
        var ambiguous: [RegistrationUse]
    }

    /// The names `style` registers a `kind` named `name` under: a swiftui module's case and
    /// `build…` method, a routed module's route, a builder module's `create…` method.
    static func names(kind: ScaffoldKind, name: String, style: ArchitectureStyle)
        -> RegistrationNames
    {
        guard kind == .module else { return RegistrationNames() }
        let lower = NameCasing.lowerCamel(name)
        switch style {
        case .swiftui:
            return RegistrationNames(caseName: lower, methods: ["build" + name])
        case .routed: return RegistrationNames(stringKey: lower)
        case .builder: return RegistrationNames(methods: ["create" + name])
        case .uikit, .generic: return RegistrationNames()
        }
    }

    /// The sources folder's Swift files as `planned` (relative to the project root) leaves
    /// them: each file's path relative to the root and its text; deleted ones left out, the
    /// Swift files `planned` creates below the sources folder added.
    func texts(planned: [PlannedFile], in sources: SourceFolderFiles) -> [(
        path: String, text: String
    )] {
        let sourcesFolder = project.sourcesFolder.pathString + "/"
        let existing = Set(sources.files.map(\.path))
        let created = planned.filter { file in
            let path = project.root.appending(component: file.path).pathString
            return file.intent == .create && file.path.hasSuffix(".swift")
                && path.hasPrefix(sourcesFolder) && !existing.contains(path)
        }.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }
        let planned = Dictionary(
            planned.map { (project.root.appending(component: $0.path).pathString, $0) },
            uniquingKeysWith: { $1 })
        return created
            + sources.files.compactMap { source in
                let bytes: [UInt8]
                if let file = planned[source.path] {
                    guard !file.isDeletion else { return nil }
                    bytes = file.contents
                } else {
                    bytes = source.bytes
                }
                let relative = AbsolutePath(source.path, relativeTo: .root).text(
                    inside: project.root)
                return (relative ?? source.path, String(decoding: bytes, as: UTF8.self))
            }
    }

    /// Of `names`, those no file of `texts` declares any more: the case when no `enum Views`
    /// has it, each method when no `func` has it; the route always (its module is gone).
    static func taken(_ names: RegistrationNames, from texts: [(path: String, text: String)])
        -> RegistrationNames
    {
        var taken = names
        let filter = MentionFilter(names: names.spellings)
        for (_, text) in texts where filter.mentionsAny(in: Array(text.utf8)) {
            if let name = taken.caseName, ViewsEnumSite.caseNames(in: text).contains(name) {
                taken.caseName = nil
            }
            taken.methods.removeAll { DeclarationScanner.declares("func", $0, in: text) }
        }
        return taken
    }

    /// The files of `texts` that use `names`, in path order, each with its uses.
    static func uses(of names: RegistrationNames, in texts: [(path: String, text: String)])
        -> [FileUses]
    {
        guard !names.isEmpty else { return [] }
        let filter = MentionFilter(names: names.spellings)
        let candidates = texts.filter { filter.mentionsAny(in: Array($0.text.utf8)) }
        let ambiguousCase =
            names.caseName.map { name in
                candidates.contains {
                    RegistrationUse.otherMemberDeclarations(of: name, in: $0.text) > 0
                }
            } ?? false
        return candidates.compactMap { path, text in
            let found = RegistrationUse.all(of: names, in: text)
            guard !found.isEmpty else { return nil }
            let isAmbiguous = { (use: RegistrationUse) in ambiguousCase && use.kind == .implicitCase
            }
            return FileUses(
                path: path, text: text, uses: found.filter { !isAmbiguous($0) },
                ambiguous: found.filter(isAmbiguous))
        }
    }

    /// Each of `files`' uses as `path:line: spelling` (line from 1), in order; `ambiguous`
    /// lists the ambiguous ones instead.
    static func listing(_ files: [FileUses], ambiguous: Bool = false) -> [String] {
        files.flatMap { file in
            (ambiguous ? file.ambiguous : file.uses).map {
                "\(file.path):\($0.line + 1): \($0.spelling)"
            }
        }
    }
}
