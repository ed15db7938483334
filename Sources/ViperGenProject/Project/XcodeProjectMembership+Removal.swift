import ViperGenOutput
import ViperGenXcode

/// Taking files out of the app's Xcode project: the removal side of the membership.
extension XcodeProjectMembership {
    /// Removes `files` (relative to `root`) from the project file.
    ///
    /// Their references go, with their build files in every target and the groups left empty;
    /// returns the edit (nil when nothing changed) and the library's answer, none when a
    /// generator makes the project file (it is not edited).
    package func remove(_ files: [String]) throws -> (edit: PlannedFile?, removal: XcodeRemoval?) {
        guard generator == nil else { return (nil, nil) }
        let original = try readProjectFile()
        let removal: XcodeRemoval
        do {
            removal = try XcodeProjectEdit(projectFile: projectFile, target: nil)
                .removeFiles(relative(files), fromProject: original)
        } catch {
            throw error.echoed
        }
        let edit = removal.newContents.map {
            PlannedFile(path: projectFile, contents: $0, intent: .edit(original: original))
        }
        return (edit, removal)
    }

    /// One edit that takes `removed` out of the project file and adds `added` to the app
    /// target and `tests` to the unit-test target (paths relative to `root`); nil when it
    /// changes nothing.
    package func replace(_ removed: [String], with added: [String], tests: [String]) throws
        -> PlannedFile?
    {
        let (removal, _) = try remove(removed.sorted())
        return try add(added, tests: tests, over: removal?.contents)?.edit ?? removal
    }
}
