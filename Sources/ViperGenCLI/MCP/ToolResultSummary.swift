import ViperGenText

/// The short text a tool result opens with, read from the command's `--json` document: what
/// happened, the files by disposition, the findings, or the error and its exit code.
struct ToolResultSummary {
    /// The tool called.
    let tool: String
    /// The command's document.
    let document: JSONValue
    /// The command's exit code.
    let exitCode: Int32

    /// The summary: one line, then the warnings, one per line.
    var text: String {
        if let error = document["error"], let message = error["message"]?.string {
            return "\(tool) failed (exit \(exitCode)): \(message)"
        }
        var parts: [String] = []
        if let outcome = document["outcome"]?.string {
            parts.append(Self.outcomes[outcome] ?? outcome)
        }
        if let files = document["files"]?.array, !files.isEmpty { parts.append(fileCounts(files)) }
        if let consistent = document["consistent"]?.boolean {
            let findings = document["findings"]?.array?.count ?? 0
            parts.append(
                consistent
                    ? "consistent" + (findings > 0 ? " (\(Self.count(findings, "note")))" : "")
                    : "not consistent: \(Self.count(findings, "finding"))")
        }
        if let outdated = document["outdated"]?.array {
            parts.append("\(outdated.count) of \(document["recorded"]?.number ?? "?") outdated")
        }
        if let conflicts = document["conflicts"]?.array, !conflicts.isEmpty {
            parts.append(Self.count(conflicts.count, "conflict") + " to resolve")
        }
        if let templates = document["templates"]?.array {
            parts.append(Self.count(templates.count, "template"))
        }
        if exitCode != 0 { parts.append("exit \(exitCode)") }
        let warnings = document["warnings"]?.array?.compactMap(\.string) ?? []
        let line = "\(tool): " + (parts.isEmpty ? "done" : parts.joined(separator: "; "))
        return ([line] + warnings.map { "Warning: " + $0 }).joined(separator: "\n")
    }

    /// The files counted by disposition, in the order first met: `11 create, 4 update`.
    private func fileCounts(_ files: [JSONValue]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for file in files {
            let disposition = file["disposition"]?.string ?? "file"
            if counts[disposition] == nil { order.append(disposition) }
            counts[disposition, default: 0] += 1
        }
        return "files: " + order.map { "\(counts[$0] ?? 0) \($0)" }.joined(separator: ", ")
    }

    /// How each outcome reads.
    private static let outcomes = [
        "planned": "dry run, nothing written", "written": "written",
        "unchanged": "nothing to change", "nothingToDo": "nothing to do",
    ]

    /// `count` and `noun`, plural when not one.
    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}

extension JSONValue {
    /// The number as written, if the value is one.
    fileprivate var number: String? {
        if case .number(let text) = self { return text }
        return nil
    }
}
