import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

/// The rules for the paths a record lists: what `remove`, `rename` and `update` delete, move
/// and rewrite, so a record edited by hand or by a merge must not reach beyond its module.
package enum RecordedPaths {
    /// Why `path` is no plain path relative to the project root, or nil: absolute, empty, a
    /// `.` or `..` or empty component, a `.viper-gen` or `.git` one (in any letter case), a
    /// control character. (A module's own hidden files, such as `.gitkeep`, are fine.)
    static func syntaxProblem(_ path: String) -> String? {
        if path.hasPrefix("/") { return "is an absolute path" }
        if ControlCharacter.first(in: path) != nil { return "contains a control character" }
        if path.contains("\\") { return "contains a backslash" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "has an empty component" }
            if component == "." || component == ".." { return "has a . or .. component" }
            if [GenerationRecord.folder, ".git"].contains(NameFolding.key(String(component))) {
                return "has a \(component) component"
            }
        }
        return nil
    }

    /// The folders the files of the `kind` named `name` lie in, ending in `/`: its folder
    /// among the modules or services, and its folder among the tests.
    static func ownFolders(kind: ScaffoldKind, name: String, config: ProjectConfig) -> [String] {
        if kind == .module, let layout = config.moduleLayout {
            // A Swift module of its own: its package, or its two targets' folders; the support
            // module is no module's own.
            guard name != layout.support else { return [] }
            let places = layout.places(of: name)
            return (places.package.map { [$0] } ?? [places.sources, places.tests]).map { $0 + "/" }
        }
        let parent = kind == .service ? config.servicesPath : config.modulesPath
        return [parent, config.testsPath].map { folder(name, in: $0) }
    }

    /// Throws ``RecordError/refusedField(file:field:value:reason:)`` for the first file of
    /// `record` (read from `file`) that is not its own.
    ///
    /// Not its own: outside ``ownFolders(kind:name:config:)``
    /// (a flat template's `<Name>…` files directly in the modules, services or tests folder
    /// count as its own), or listed by another record of `project` too (compared as a Mac's
    /// disk compares names). `claims` are ``claims(in:fileSystem:)``, read when nil.
    package static func checkOwnership(
        of record: GenerationRecord, file: String, in project: Project,
        fileSystem: any FileSystem, claims: [String: [String]]? = nil
    ) throws {
        let config = project.config
        let folders = ownFolders(kind: record.kind, name: record.name, config: config)
        let parents = [
            record.kind == .service ? config.servicesPath : config.modulesPath, config.testsPath,
        ].map { folder("", in: $0) }
        var claims = claims
        for path in record.files.keys.sorted() {
            func refuse(_ reason: String) -> RecordError {
                .refusedField(file: file, field: "files", value: path, reason: reason)
            }
            let inFolder = folders.contains { path.hasPrefix($0) }
            // viper-gen made it with a template whose files are not in a folder of their own
            // (Xcode's): `<Name>…` files directly in the folder, never an app file.
            let flat =
                !record.isFound
                && parents.contains { parent in
                    guard path.hasPrefix(parent) else { return false }
                    let rest = path.dropFirst(parent.count)
                    guard !rest.contains("/"), rest.hasPrefix(record.name) else { return false }
                    let next = rest.dropFirst(record.name.count).unicodeScalars.first
                    return next.map { !("a"..."z").contains($0) } ?? true
                }
            if !inFolder, flat, appFiles(of: project, fileSystem: fileSystem).contains(path) {
                throw refuse("is an app file, which viper-gen edits but never deletes")
            }
            guard inFolder || flat else {
                throw refuse(
                    "lies outside the folders of \(record.name) ("
                        + folders.map(EchoedValue.escaped).joined(separator: ", ") + ")")
            }
            if claims == nil { claims = Self.claims(in: project, fileSystem: fileSystem) }
            let own = NameFolding.key(file)
            if let other = claims?[NameFolding.key(path)]?.first(where: {
                NameFolding.key($0) != own
            }) {
                throw refuse("is listed by \(other) too")
            }
        }
    }

    /// The app files registrations go into (configured, else at their usual places),
    /// relative to the project root.
    private static func appFiles(of project: Project, fileSystem: any FileSystem) -> Set<String> {
        let usual = AppFileLocator(project: project, fileSystem: fileSystem).usualFiles()
        let configured = project.config.appFiles?.entries ?? []
        return Set((usual.entries + configured).map(\.path))
    }

    /// `name`'s folder in `parent` (the project root when empty or `.`), ending in `/`.
    private static func folder(_ name: String, in parent: String) -> String {
        let base = parent.isEmpty || parent == "." ? "" : parent + "/"
        return name.isEmpty ? base : base + name + "/"
    }

    /// The records of `project` that list each file, by the file's ``NameFolding/key(_:)``
    /// (record paths relative to the project root); a record that is not JSON lists none.
    package static func claims(in project: Project, fileSystem: any FileSystem) -> [String:
        [String]]
    {
        var claims: [String: [String]] = [:]
        for kind in [ScaffoldKind.module, .service] {
            for name in GenerationRecord.recordedNames(kind, in: project, fileSystem: fileSystem) {
                let path = GenerationRecord.path(kind: kind, name: name)
                // Only its files' paths: the record is checked when a command uses it.
                guard
                    let bytes = try? fileSystem.readFile(
                        at: project.root.appending(component: path)),
                    let files = (try? JSONNodeParser.parse(bytes))?.members?["files"]?.members
                else { continue }
                for listed in files.keys {
                    claims[NameFolding.key(listed), default: []].append(path)
                }
            }
        }
        return claims
    }
}
