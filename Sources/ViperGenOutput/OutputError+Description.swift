import ViperGenSystem

extension OutputError: CustomStringConvertible {
    /// The message for the user: the path, the problem and how to fix it; paths are shown
    /// escaped (``EchoedValue/escaped(_:)``), since a file name can hold control characters.
    package var description: String {
        switch self {
        case .unsafePath(let path, let reason):
            return "Refusing to write '\(EchoedValue.escaped(path))': \(reason.message)."
        case .rootUnavailable(let root, let failure):
            let problem = failure.map(\.reason) ?? "it is not a folder"
            return "Cannot use output folder \(EchoedValue.escaped(root)): \(problem). "
                + "Create it or choose another folder with -o."
        case .conflicts(let conflicts):
            return conflictsDescription(conflicts)
        case .cannotWrite(let path, let root, let failure):
            return "Cannot \(verb(for: failure.operation)) \(EchoedValue.escaped(path)): "
                + "\(failure.reason). " + advice(for: failure, root: root)
        case .cancelled(let signal):
            return
                "Interrupted by \(SignalNumber.name(of: signal)); nothing was written (all changes were rolled back)."
        case .recoveryFailed(let stagingFolder, let failures):
            let lines = failures.map { "  \($0.description)" }.joined(separator: "\n")
            return "An interrupted viper-gen run left \(EchoedValue.escaped(stagingFolder)), "
                + "and it could be "
                + "neither completed nor undone:\n\(lines)\nIts journal file lists the "
                + "renames and backups/ holds the originals of replaced files; restore them by "
                + "hand, then delete that folder."
        case .rollbackIncomplete(let cause, let failures, let stagingFolder):
            let lines = failures.map { "  \($0.description)" }.joined(separator: "\n")
            if failures.allSatisfy({ $0.code == FileSystemError.linkLeadingOut }) {
                // Only the link stood in the way: with the folder back, recovery undoes the rest.
                return "\(cause.description)\nRolling back also stopped at the link:\n\(lines)\n"
                    + "Originals are kept in \(EchoedValue.escaped(stagingFolder)); once the "
                    + "folder is back in place of the link, the next viper-gen command puts them "
                    + "back."
            }
            return "\(cause.description)\nRolling back also failed:\n\(lines)\n"
                + "Originals of replaced files are kept in \(EchoedValue.escaped(stagingFolder)); "
                + "restore them by hand, then delete that folder."
        }
    }

    private func conflictsDescription(_ conflicts: [FileConflict]) -> String {
        let shown = Self.shownOnce(conflicts)
        let lines = shown.map { "  \($0.message)" }.joined(separator: "\n")
        let count = shown.count == 1 ? "1 conflict" : "\(shown.count) conflicts"
        var advice: [String] = []
        if conflicts.contains(where: \.isResolvableByPolicy) {
            advice.append(
                "Use --force to overwrite existing files or --skip-existing to keep them.")
        }
        if conflicts.contains(where: { !$0.isResolvableByPolicy }) {
            advice.append("Move the other entries out of the way and run the command again.")
        }
        return "Nothing was written (\(count)):\n\(lines)\n" + advice.joined(separator: "\n")
    }

    /// The conflicts as listed: the files below a folder whose name clashes are one line, the
    /// folder's, instead of one line each saying the same.
    private static func shownOnce(_ conflicts: [FileConflict]) -> [FileConflict] {
        var shownFolders: Set<String> = []
        return conflicts.compactMap { conflict in
            guard case .nameVariant(let planned, _) = conflict.reason else { return conflict }
            guard shownFolders.insert(planned).inserted else { return nil }
            var folder = conflict
            folder.path = planned
            return folder
        }
    }

    private func verb(for operation: FileSystemOperation) -> String {
        switch operation {
        case .write, .move, .append, .link, .flush: return "write"
        case .createDirectory: return "create"
        case .read, .inspect, .resolve, .list: return "read"
        case .remove: return "delete"
        }
    }

    private func advice(for failure: FileSystemError, root: String) -> String {
        // `.` is the folder the command runs in, which a message names in words.
        let root = root == "." ? "the current folder" : EchoedValue.escaped(root)
        if failure.code == FileSystemError.linkLeadingOut {
            return "Nothing was changed through the link. Put the folder back in place of the "
                + "link (or remove the link), then run the command again."
        }
        if failure.code == FileSystemError.outsideWritableFolder {
            return "Nothing was written. Choose a folder inside the project (output, a path "
                + "relative to it)."
        }
        switch failure.category {
        case .permissionDenied:
            return "Check the permissions of \(root) or choose another folder with -o."
        case .noSpace: return "Free some disk space and run the command again."
        case .readOnly: return "Choose a writable folder with -o."
        case .alreadyExists:
            return "Another program changed \(root) meanwhile; run the command again."
        default: return "Check \(root) and run the command again, or choose another folder with -o."
        }
    }
}
