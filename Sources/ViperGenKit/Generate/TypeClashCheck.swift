import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem

/// Refuses a module or service that would declare a type, or add a file name, that the app
/// target already has: Swift does not compile a target with either twice.
///
/// Only the new files' top-level types count: a nested one (`Request` in a Clean Swift scene's `enum Orders`) is
/// named within its parent and clashes with nothing.
///
/// Inside a project it scans every Swift file below the project's sources folder (under the
/// run's lock) except the files this run writes itself; outside a project, or for output
/// outside the project, nothing is scanned. The project's declaration index (see
/// ``DeclarationIndex``) spares reading the folders and files unchanged since an earlier run.
struct TypeClashCheck {
    /// The run's environment: its file system and how paths are shown.
    let environment: RunEnvironment
    /// The project's declaration index with its records' stamps, if the run started taking
    /// them before the check (used only if it is of the project the check scans).
    var stamped: BackgroundTask<StampedIndex>? = nil

    /// A Swift file this run writes: its absolute path, file name, declared types and the
    /// index of the entry it belongs to.
    private struct NewFile {
        let path: String
        let name: Substring
        let types: [String]
        let owner: Int
    }

    /// Throws `GenerationError.declarationClash` for the first clashing entry of `batch`.
    ///
    /// The error holds that entry's clashes; `written` holds every file the run writes, which
    /// is not scanned. Returns what brings the project's declaration index up to date, for the
    /// run to call once it has written its files (never on a refusal or a dry run).
    func check(_ batch: GenerationBatch, written checked: CheckedOutputPlan) throws
        -> () -> Void
    {
        let entries = batch.entries
        let root = batch.root
        var sourcesProject: Project? = nil
        var newFiles: [NewFile] = []
        var texts: [(owner: Int, text: String)] = []
        for (owner, entry) in entries.enumerated() {
            let request = entry.request
            guard request.command != .project, let project = request.project,
                request.outputRoot.isDescendantOrSelf(of: project.root)
            else { continue }
            sourcesProject = project
            // App files the registration creates are new too (``MissingAppFiles``).
            let created = (entry.registration.plan?.edits ?? []).filter { edit in
                let path = root.appending(component: edit.path).pathString
                return edit.intent == .create && !newFiles.contains { $0.path == path }
            }
            // A module's own manifest is no code of the app.
            for file in entry.outputFiles + entry.testFiles + created
            where file.path.hasSuffix(".swift") && !file.path.hasSuffix("/Package.swift") {
                let path = root.appending(component: file.path).pathString
                let text = String(decoding: file.contents, as: UTF8.self)
                texts.append((owner, text))
                newFiles.append(
                    NewFile(
                        path: path, name: Self.fileName(of: path),
                        types: DeclarationScanner.topLevelTypes(in: text), owner: owner))
            }
        }
        guard let project = sourcesProject, !newFiles.isEmpty else { return {} }
        let planRoot = checked.plan.rootDirectory
        let written = Set(
            checked.files.map { planRoot.appending(component: $0.file.path).pathString })
        let index = NewFileIndex(newFiles)
        let needs = SupportTypeCheck.needs(of: texts, declaredByRun: Set(index.byType.keys))
        let needed = Set(needs.flatMap(\.types))
        let query = DeclarationQuery(
            types: newFiles.flatMap(\.types) + needed, fileNames: newFiles.map { String($0.name) })
        let (scanned, saveIndex) = scannedSources(of: project, matching: query)
        let existing = scanned.filter { !written.contains($0.path) }
        let found = existing.flatMap { file -> [(owner: Int, clash: DeclarationClash)] in
            let declared = Set(file.types.filter { index.byType[$0] != nil })
            return clashes(of: file.path, declaring: declared, with: newFiles, index: index)
        }
        if let owner = found.map({ $0.owner }).min() {
            let request = entries[owner].request
            throw GenerationError.declarationClash(
                kind: request.command, name: request.name,
                clashes: found.filter { $0.owner == owner }.map { $0.clash })
        }
        let support = SupportTypeCheck(fileSystem: environment.fileSystem)
        let projectRoot = project.root
        // The support module of a module layout lies in a package folder the scan skips.
        let supportSources = project.config.moduleLayout.map {
            [projectRoot.appending(component: $0.supportPlaces.sources)]
        }
        if let unmet = try support.firstUnmet(
            needs, declaredInSources: Set(scanned.flatMap(\.types)).intersection(needed),
            root: projectRoot, alsoBelow: supportSources ?? [])
        {
            throw SupportTypeCheck.error(
                for: entries[unmet.owner].request, missing: unmet.missing, root: projectRoot,
                display: environment.pathDisplay)
        }
        try support.refuseUnlinked(
            needs, of: entries.map(\.request), root: projectRoot, display: environment.pathDisplay)
        return saveIndex
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

    /// The Swift files of `project`'s sources folder that `query` matches, with the types they
    /// declare, through its declaration index, and what writes the index when it changed.
    private func scannedSources(of project: Project, matching query: DeclarationQuery) -> (
        files: [DeclarationScan.ScannedFile], saveIndex: () -> Void
    ) {
        let root = project.sourcesFolder.pathString
        let start =
            stamped.map(\.value).flatMap { $0.root == root ? $0 : nil }
            ?? StampedIndex(of: project, fileSystem: environment.fileSystem)
        let scan = DeclarationScan(
            fileSystem: environment.fileSystem,
            settledBefore: FileStamp.now() - environment.declarationIndexSettling)
        let (files, next, changed) = scan.scan(start, matching: query)
        if !changed { return (files, {}) }
        let file = DeclarationIndexFile(
            fileSystem: environment.fileSystem, projectRoot: project.root)
        return (files, { file.write(next) })
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
