/// Checks planned paths without touching the disk: syntax, duplicates, file/folder clashes.
enum PlannedPathValidator {
    /// Longest allowed component in bytes (Linux `NAME_MAX`).
    static let maximumComponentLength = 255

    /// Throws `OutputError.unsafePath` for the first unusable path of `plan`.
    static func validate(_ plan: OutputPlan) throws {
        try validate(plan, directories: plan.directories)
    }

    /// The same, given the plan's `directories` (computed once by the caller).
    static func validate(_ plan: OutputPlan, directories: [String]) throws {
        for path in plan.files.map(\.path) + plan.emptyDirectories {
            try validate(path: path)
        }
        // Before duplicates: String equality ignores normalization, the disk may not.
        try refuseNameVariants(plan.files.map(\.path) + plan.emptyDirectories)
        var filePaths: Set<String> = []
        for file in plan.files where !filePaths.insert(file.path).inserted {
            throw OutputError.unsafePath(path: file.path, reason: .duplicate)
        }
        if let clash = directories.first(where: filePaths.contains) {
            throw OutputError.unsafePath(path: clash, reason: .fileAndFolder)
        }
    }

    /// Throws for two planned paths, or two of their folders, that differ only in letter case
    /// or Unicode normalization (`NameFolding`): a Mac's disk would take them for one.
    private static func refuseNameVariants(_ paths: [String]) throws {
        var spellings: [String: String] = [:]
        for path in paths {
            for prefix in RelativePaths.ancestors(of: path) + [path] {
                let key = NameFolding.key(prefix)
                guard let first = spellings[key] else {
                    spellings[key] = prefix
                    continue
                }
                if !first.utf8.elementsEqual(prefix.utf8) {
                    throw OutputError.unsafePath(path: prefix, reason: .nameVariant(of: first))
                }
            }
        }
    }

    /// Throws `OutputError.unsafePath` unless `path` is a safe relative path.
    static func validate(path: String) throws {
        if let reason = problem(with: path) {
            throw OutputError.unsafePath(path: path, reason: reason)
        }
    }

    /// The first syntactic problem of `path`, or nil if it is a safe relative path.
    static func problem(with path: String) -> UnsafePathReason? {
        if path.isEmpty { return .empty }
        if path.hasPrefix("/") { return .absolute }
        // Printable ASCII, the usual case, needs no look-up of Unicode properties.
        let printableASCII = path.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if !printableASCII,
            path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return .controlCharacter
        }
        let components = RelativePaths.components(of: path)
        for component in components {
            if component.isEmpty { return .emptyComponent }
            if component == "." || component == ".." { return .dotComponent }
            if component.utf8.count > maximumComponentLength { return .componentTooLong }
        }
        if let first = components.first, first.hasPrefix(StagingArea.namePrefix) {
            return .reservedName
        }
        return nil
    }
}
