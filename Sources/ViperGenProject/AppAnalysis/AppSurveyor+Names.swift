import ViperGenTemplates

/// The names `init` may record: a module's or service's folder name goes into Swift (its
/// registrations) and into paths (its record), so one that is no Swift identifier is skipped.
extension AppSurveyor {
    /// `found` (names by folder) without the names that are no Swift identifier, which are
    /// added to `skipped`; a folder left with none is dropped.
    static func namable(_ found: [String: [String]], skipping skipped: inout [FolderFinding])
        -> [String: [String]]
    {
        var kept: [String: [String]] = [:]
        for (folder, names) in found {
            let bad = names.filter { NameNormalizer.identifierProblem($0) != nil }
            if !bad.isEmpty { skipped.append(FolderFinding(folder: folder, names: bad)) }
            let good = names.filter { NameNormalizer.identifierProblem($0) == nil }
            if !good.isEmpty { kept[folder] = good }
        }
        return kept
    }
}
