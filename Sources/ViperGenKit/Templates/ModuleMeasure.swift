import ViperGenSystem

/// One module folder measured for choosing an exemplar: which VIPER parts its Swift files
/// are (`ProfilePresenter.swift` → `Presenter`) and how many lines they have.
struct ModuleMeasure {
    /// The module's folder.
    let folder: AbsolutePath
    /// The last words of a VIPER part's file name after the module's name (`ViewOutput`,
    /// `Presenter`); other files (`ProfileHeaderCell.swift`) say nothing of completeness.
    static let partWords =
        ModuleFolderFinder.parts + [
            "Input", "Output", "Protocol", "Protocols", "Contract", "Contracts", "Interface",
            "Interfaces", "Initializer", "Module",
        ]

    /// Its parts, by the suffixes of its files' names after the module's name.
    var parts: Set<String> = []
    /// The lines of its Swift files.
    var lines = 0

    /// Reads the Swift files below `folder`.
    init(folder: AbsolutePath, fileSystem: any FileSystem) {
        self.folder = folder
        let name = folder.basename
        try? FileTreeWalk(fileSystem: fileSystem).walk(
            below: folder, descend: { !$0.name.hasPrefix(".") },
            visit: { entry in
                guard entry.kind == .file, entry.name.hasSuffix(".swift") else { return true }
                let stem = String(entry.name.dropLast(".swift".count))
                let part = stem.hasPrefix(name) ? String(stem.dropFirst(name.count)) : ""
                if Self.partWords.contains(where: part.hasSuffix) { parts.insert(part) }
                let bytes =
                    (try? fileSystem.readFile(at: folder.appending(component: entry.relativePath)))
                    ?? []
                lines += bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                return true
            })
    }
}
