import ViperGenOutput
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The findings of one `viper-gen check`, and how it prints them: one line each and a summary,
/// or the versioned JSON object tools read.
package struct CheckReport: Equatable, Sendable {
    /// The JSON format this version prints.
    package static let version = 1

    /// Every finding, sorted.
    package let findings: [CheckFinding]
    /// The edits `--fix` writes, relative to the project root: the app files registering what
    /// is unregistered and the project file adding what its targets do not build.
    package let repairs: [PlannedFile]

    /// Whether the app agrees with its records: every finding is informational.
    package var isConsistent: Bool { problemCount == 0 }

    /// How many findings are not informational.
    package var problemCount: Int { findings.filter { !$0.kind.isInformational }.count }

    /// The report as pretty-printed JSON with sorted keys and a final newline:
    /// `{"consistent": …, "findings": [{"informational", "kind", "name", "path"}], "version": 1}`;
    /// a `registrationWithoutModule` finding also has `"lines"`, 1-based, and with `--fix`,
    /// `files` lists the files the fix writes (or, a dry run, would write, with their diffs).
    func json(files: [RunDocumentFile]? = nil) throws -> String {
        try JSONText.encode(Encoded(self, files: files))
    }

    /// The closing line of a consistent report, for the `recorded` modules and services.
    ///
    /// `Consistent: the app matches the records of 3 modules and 1 service.`
    func consistentSummary(recorded: [ScaffoldKind]) -> String {
        let informational = findings.count - problemCount
        let counts = [ScaffoldKind.module, .service].compactMap { kind -> String? in
            let count = recorded.filter { $0 == kind }.count
            guard count > 0 else { return nil }
            return "\(count) \(kind.rawValue)" + (count == 1 ? "" : "s")
        }
        return "Consistent: the app matches the records of "
            + (counts.isEmpty ? "no module or service" : counts.joined(separator: " and "))
            + (informational == 0 ? "." : " (\(informational) informational).")
    }

    /// The JSON shape of a report.
    private struct Encoded: Encodable {
        let version = CheckReport.version
        let consistent: Bool
        let findings: [Finding]
        let files: [RunDocumentFile]?

        init(_ report: CheckReport, files: [RunDocumentFile]?) {
            self.files = files
            consistent = report.isConsistent
            findings = report.findings.map {
                Finding(
                    kind: $0.kind.rawValue, name: $0.name, path: $0.path,
                    lines: $0.lines.isEmpty ? nil : $0.lines,
                    informational: $0.kind.isInformational)
            }
        }
    }

    /// The JSON shape of a finding.
    private struct Finding: Encodable {
        let kind: String
        let name: String
        let path: String
        let lines: [Int]?
        let informational: Bool
    }
}
