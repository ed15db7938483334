import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the app code that uses a `Views` case the enum no longer has.
///
/// A module removed by hand, or its case deleted, leaves `Views.payments`, or `.payments`
/// passed straight to a function the app declares with a first parameter of type `Views`
/// (``ViewsCaseUses``): the app does not compile until they go. Reads only.
struct MissingCaseUseFinder {
    /// The project checked.
    let project: Project
    /// The file system the sources are read from.
    let fileSystem: any FileSystem

    /// A ``CheckFindingKind/missingCaseUse`` finding per file and case name, with its 1-based
    /// lines, in the sources as the `repairs` of `--fix` would leave them (a case it registers
    /// again is not missing); none when no single file of the sources declares `enum Views`.
    func findings(repairs: [PlannedFile]) -> [CheckFinding] {
        let root = project.root.standardizedFileURL.path
        let repaired = Dictionary(
            repairs.map { (RelativePaths.join(root, $0.path), $0.contents) },
            uniquingKeysWith: { $1 })
        let sources = SourceFolderFiles(of: project, fileSystem: fileSystem).files.map {
            ($0.path, String(decoding: repaired[$0.path] ?? $0.bytes, as: UTF8.self))
        }
        let declaring = sources.filter {
            DeclarationScanner.declares("enum", "Views", in: $0.1)
        }
        guard declaring.count == 1, let views = declaring.first else { return [] }
        let cases = Set(ViewsEnumSite.caseNames(in: views.1))
        var members: Set<String> = []
        var functions: Set<String> = []
        for (_, text) in sources {
            members.formUnion(ViewsCaseUses.declaredMembers(in: text))
            functions.formUnion(ViewsCaseUses.functionsTakingViews(in: text))
        }
        members.subtract(cases)
        var findings: [CheckFinding] = []
        for (path, text) in sources where text.contains("Views") || !functions.isEmpty {
            let uses = ViewsCaseUses.missing(
                in: text, cases: cases, members: members, functions: functions)
            guard !uses.isEmpty else { continue }
            let relative =
                RelativePaths.path(of: URL(fileURLWithPath: path), inside: project.root) ?? path
            for (name, found) in Dictionary(grouping: uses, by: \.name) {
                findings.append(
                    CheckFinding(
                        kind: .missingCaseUse, name: name, path: relative,
                        lines: Set(found.map { $0.line + 1 }).sorted()))
            }
        }
        return findings
    }
}
