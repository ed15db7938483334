import ViperGenSystem
import ViperGenText

/// The transaction's steps and how far it got, kept in the staging folder's `journal` file so
/// that the next run can finish or undo a run that was killed.
///
/// The file is the header line, one line per step, then one line per phase reached:
///
///     viper-gen transaction 1
///     tree 0 Payments
///     replace 3 Sources/MyApp/RootApp.swift
///     delete 4 Billing/View/BillingView.swift
///     rmdir 0 Billing/View
///     commit
///
/// Steps are written before anything is staged; `commit` once everything is staged and every
/// original has a backup, before the first rename; `rollback` before an undo starts; `done`
/// after the last rename. Paths never contain line breaks (control characters are refused).
struct TransactionJournal: Equatable, Sendable {
    /// One rename of the commit.
    enum Step: Equatable, Sendable {
        /// The staged tree `tree-<index>` becomes the new folder `path`.
        case moveTree(index: Int, path: String)
        /// The staged `file-<index>` becomes the new file `path`.
        case moveFile(index: Int, path: String)
        /// The staged `file-<index>` replaces the existing file `path`; its original is kept
        /// as `backups/<index>`.
        case replaceFile(index: Int, path: String)
        /// The file `path` is deleted; its original is kept as `backups/<index>`.
        case deleteFile(index: Int, path: String)
        /// The folder `path`, emptied by the deletions, is moved aside as `removed-<index>`.
        case removeDirectory(index: Int, path: String)

        /// The destination, relative to the output root.
        var path: String {
            switch self {
            case .moveTree(_, let path), .moveFile(_, let path), .replaceFile(_, let path),
                .deleteFile(_, let path), .removeDirectory(_, let path):
                return path
            }
        }

        /// Whether the step takes its path away rather than putting something there.
        var removes: Bool {
            switch self {
            case .deleteFile, .removeDirectory: return true
            case .moveTree, .moveFile, .replaceFile: return false
            }
        }
    }

    /// How far a transaction got.
    enum Phase: String, Equatable, Sendable {
        /// Staging files; nothing outside the staging folder was touched.
        case staging
        /// Renaming into place; the next run completes it.
        case commit
        /// Undoing the renames; the next run finishes the undo.
        case rollback
        /// Every rename happened; only the staging folder is left to remove.
        case done
    }

    /// The file's first line, with the format version.
    static let header = "viper-gen transaction 1"

    /// The renames and deletions, in commit order.
    var steps: [Step]
    /// The last phase recorded.
    var phase: Phase = .staging

    /// The header and the steps, as first written.
    var encodedSteps: [UInt8] {
        var lines = [Self.header]
        for step in steps {
            switch step {
            case .moveTree(let index, let path): lines.append("tree \(index) \(path)")
            case .moveFile(let index, let path): lines.append("new \(index) \(path)")
            case .replaceFile(let index, let path): lines.append("replace \(index) \(path)")
            case .deleteFile(let index, let path): lines.append("delete \(index) \(path)")
            case .removeDirectory(let index, let path): lines.append("rmdir \(index) \(path)")
            }
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The line that records `phase`.
    static func record(_ phase: Phase) -> [UInt8] { Array((phase.rawValue + "\n").utf8) }

    /// Reads a journal; nil if it is not one (a run killed while writing it had moved nothing).
    static func parse(_ bytes: [UInt8]) -> TransactionJournal? {
        guard let text = String(strictUTF8: bytes) else { return nil }
        // A line without its line break was cut short by a crash: it never took effect.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.first == Substring(header) else { return nil }
        lines = lines.dropFirst()
        var journal = TransactionJournal(steps: [])
        for line in lines {
            if let phase = Phase(rawValue: String(line)) {
                journal.phase = phase
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let index = Int(parts[1]), journal.phase == .staging else {
                return nil
            }
            let path = String(parts[2])
            switch parts[0] {
            case "tree": journal.steps.append(.moveTree(index: index, path: path))
            case "new": journal.steps.append(.moveFile(index: index, path: path))
            case "replace": journal.steps.append(.replaceFile(index: index, path: path))
            case "delete": journal.steps.append(.deleteFile(index: index, path: path))
            case "rmdir": journal.steps.append(.removeDirectory(index: index, path: path))
            default: return nil
            }
        }
        return journal
    }
}

extension TransactionJournal {
    /// The steps of writing `checked`, whose missing folders are staged as the trees
    /// `treeRoots`: each tree, each new or replaced file outside them, each deletion, then
    /// each emptied folder, deepest first.
    init(writing checked: CheckedOutputPlan, treeRoots: [String]) {
        let missing = Set(checked.missingDirectories)
        var steps = treeRoots.enumerated().map { Step.moveTree(index: $0, path: $1) }
        for (index, file) in checked.files.enumerated() where Self.isWritten(file) {
            let path = file.file.path
            guard !(RelativePaths.parent(of: path).map(missing.contains) ?? false) else { continue }
            steps.append(
                file.disposition == .create
                    ? .moveFile(index: index, path: path) : .replaceFile(index: index, path: path))
        }
        for (index, file) in checked.files.enumerated() where file.disposition == .delete {
            steps.append(.deleteFile(index: index, path: file.file.path))
        }
        for (index, folder) in checked.emptiedDirectories.enumerated() {
            steps.append(.removeDirectory(index: index, path: folder))
        }
        self.init(steps: steps)
    }

    /// Whether the write puts new bytes at the file's path (creates, replaces or edits it).
    static func isWritten(_ file: CheckedFile) -> Bool {
        [.create, .overwrite, .update].contains(file.disposition)
    }
}
