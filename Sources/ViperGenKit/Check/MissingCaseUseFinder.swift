import ViperGenOutput
import ViperGenProject
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
        let repaired = Dictionary(
            repairs.map { (project.root.appending(component: $0.path).pathString, $0.contents) },
            uniquingKeysWith: { $1 })
        let sources = SourceFolderFiles(of: project, fileSystem: fileSystem).files.map {
            ($0.path, String(decoding: repaired[$0.path] ?? $0.bytes, as: UTF8.self))
        }
        // Only a file spelling `Views` can declare the enum or a function taking it.
        let mentioning = sources.filter {
            MentionFilter(names: ["Views"]).mentionsAny(in: Array($0.1.utf8))
        }
        let declaring = mentioning.filter {
            DeclarationScanner.declares("enum", "Views", in: $0.1)
        }
        guard declaring.count == 1, let views = declaring.first else { return [] }
        let cases = Set(ViewsEnumSite.caseNames(in: views.1))
        var functions: Set<String> = []
        for (_, text) in mentioning {
            functions.formUnion(ViewsCaseUses.functionsTakingViews(in: text))
        }
        let callees = MentionFilter(
            names: Set(["Views"] + functions.map { String($0.prefix { $0 != "(" }) }))
        var uses: [(path: String, line: Int, name: String)] = []
        for (path, text) in sources where callees.mentionsAny(in: Array(text.utf8)) {
            for use in ViewsCaseUses.missing(in: text, cases: cases, functions: functions) {
                uses.append((path, use.line, use.name))
            }
        }
        guard !uses.isEmpty else { return [] }
        // A name the app declares otherwise (another enum's case, a static member) may be that.
        var members: Set<String> = []
        for (_, text) in sources { members.formUnion(ViewsCaseUses.declaredMembers(in: text)) }
        members.subtract(cases)
        var findings: [CheckFinding] = []
        let kept = uses.filter { !members.contains($0.name) }
        for (path, found) in Dictionary(grouping: kept, by: \.path) {
            let relative =
                AbsolutePath(path, relativeTo: .root).text(inside: project.root) ?? path
            for (name, lines) in Dictionary(grouping: found, by: \.name) {
                findings.append(
                    CheckFinding(
                        kind: .missingCaseUse, name: name, path: relative,
                        lines: Set(lines.map { $0.line + 1 }).sorted()))
            }
        }
        return findings
    }
}
