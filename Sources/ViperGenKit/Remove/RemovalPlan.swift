import ViperGenOutput
import ViperGenXcode

/// Everything removing modules and services from a project comes to: the files of the one
/// transaction and what to report.
struct RemovalPlan {
    /// The deletions and edits, relative to the project root.
    var files: [PlannedFile]
    /// The registrations' removal from the app files.
    var registrations: UnregistrationPlan
    /// What removing the files from the app's Xcode project came to, when it has one.
    var xcodeRemoval: XcodeRemoval?

    /// The closing line for `subject`, the plan's subject at `index`.
    ///
    /// `Removed Payments: 11 files, 4 registrations, project file.`
    func summary(of subject: RemovalSubject, at index: Int) -> String {
        let files = subject.files.count
        let registrations = self.registrations.removedFrom[index].count
        var parts = [
            "\(files) file" + (files == 1 ? "" : "s"),
            "\(registrations) registration" + (registrations == 1 ? "" : "s"),
        ]
        let owned = Set(subject.ownedPaths)
        if let xcodeRemoval, xcodeRemoval.newContents != nil,
            xcodeRemoval.removedFiles.contains(where: { path in
                owned.contains { $0 == path || $0.hasSuffix("/" + path) }
            })
        {
            parts.append("project file")
        }
        return "Removed \(subject.name): " + parts.joined(separator: ", ") + "."
    }
}
