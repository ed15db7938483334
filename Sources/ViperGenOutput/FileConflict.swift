import ViperGenSystem

/// A planned path that cannot be written as planned, with the reason.
package struct FileConflict: Equatable, Sendable {
    /// Why a planned path conflicts with what is on disk.
    package enum Reason: Equatable, Sendable {
        /// A different file exists and the policy is `.refuse`.
        case fileExists
        /// A directory exists where the file should go.
        case directoryInTheWay
        /// A file (not a directory) exists at this ancestor path, where a folder should go.
        case fileInTheWay(ancestor: String)
        /// A symbolic link exists where the file should go; links are never replaced.
        case symbolicLink
        /// Something other than a regular file or directory (socket, FIFO, device) exists there.
        case notARegularFile
        /// A file to edit or delete was changed on disk after the tool read it.
        case changedSinceRead
        /// A file to edit or delete was removed after the tool read it.
        case removedSinceRead
        /// A file to edit or delete is read-only: its owner may not write it.
        case readOnly
        /// The planned `planned` (this path or a folder above it) and the existing `existing`
        /// differ only in letter case or Unicode normalization, one name on a Mac's disk.
        case nameVariant(planned: String, existing: String)
    }

    /// The planned path, relative to the output root.
    package var path: String
    /// Why the path conflicts.
    package var reason: Reason

    /// Creates a conflict for `path`.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// A one-line human description such as `Payments/View/PaymentsView.swift already exists`;
    /// paths are shown escaped (``EchoedValue/escaped(_:)``).
    package var message: String {
        let path = EchoedValue.escaped(self.path)
        switch reason {
        case .fileExists: return "\(path) already exists"
        case .directoryInTheWay: return "\(path) is a folder, but a file should go there"
        case .fileInTheWay(let ancestor):
            return "\(EchoedValue.escaped(ancestor)) is a file, but \(path) needs it to be a folder"
        case .symbolicLink: return "\(path) is a symbolic link; viper-gen does not replace links"
        case .notARegularFile: return "\(path) exists and is not a regular file"
        case .changedSinceRead: return "\(path) changed on disk after viper-gen read it"
        case .removedSinceRead: return "\(path) was removed after viper-gen read it"
        case .readOnly:
            return "\(path) is read-only, so viper-gen leaves it as it is; make it writable "
                + "(chmod u+w) if viper-gen should change it"
        case .nameVariant(let planned, let existing):
            let other = EchoedValue.escaped(existing)
            let clash =
                planned == self.path
                ? "\(path) and the existing \(other) differ"
                : "\(path) goes into \(EchoedValue.escaped(planned)), which differs from the "
                    + "existing \(other)"
            return "\(clash) only in letter case or Unicode normalization, and a Mac's disk "
                + "(APFS) takes them for one name; rename \(other) or choose another name"
        }
    }

    /// Whether `--force` or `--skip-existing` would resolve this conflict.
    package var isResolvableByPolicy: Bool { reason == .fileExists }
}
