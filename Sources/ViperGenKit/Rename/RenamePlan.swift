import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenText

/// Everything renaming a module or service comes to: the files of the one transaction and
/// what to report.
struct RenamePlan {
    /// The deletions, creations and edits, relative to the project root.
    var files: [PlannedFile]
    /// Each recorded file's path and its new path, in path order.
    var moves: [(old: String, new: String)]
    /// The old name's registrations' removal from the app files.
    var unregistration: UnregistrationPlan
    /// The new name's registrations in the same files.
    var registration: RegistrationPlan
    /// Whether the project file is edited.
    var editsProjectFile: Bool
    /// The lines users wrote in edited files that still mention the old name in a string or
    /// comment, as `path:line: text` (the new path, line from 1).
    var mentions: [String] = []

    /// Each moved file's change as a unified diff from its old path to its new one, for
    /// `--dry-run`.
    var moveDiffs: [String] {
        let created = Dictionary(
            files.filter { $0.intent == .create }.map { ($0.path, $0.contents) },
            uniquingKeysWith: { $1 })
        let deleted = Dictionary(
            files.compactMap { file in
                file.isDeletion ? (file.path, file.intent.original ?? []) : nil
            },
            uniquingKeysWith: { $1 })
        return moves.map { move in
            UnifiedDiff.render(
                old: String(decoding: deleted[move.old] ?? [], as: UTF8.self),
                new: String(decoding: created[move.new] ?? [], as: UTF8.self), path: move.old,
                newPath: move.new)
        }.filter { !$0.isEmpty }
    }

    /// The closing line that says what the rename came to.
    ///
    /// `Renamed Payments to Billing: 11 files, 4 registrations, project file.`
    func summary(old: String, new: String) -> String {
        let registrations = Set(registration.edits.map(\.path)).count
        var parts = [
            "\(moves.count) file" + (moves.count == 1 ? "" : "s"),
            "\(registrations) registration" + (registrations == 1 ? "" : "s"),
        ]
        if editsProjectFile { parts.append("project file") }
        return "Renamed \(old) to \(new): " + parts.joined(separator: ", ") + "."
    }
}
