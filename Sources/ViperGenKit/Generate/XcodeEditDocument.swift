import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenXcode

/// The new files' membership in one target of the app's Xcode project, in a `--json` document.
struct XcodeEditDocument: Encodable {
    /// The `.xcodeproj`, relative to the current folder when inside it, else absolute.
    let project: String
    /// The target's name.
    let target: String
    /// `app` for the app target's new files, `tests` for the unit-test target's.
    let role: String
    /// The ``XcodeMembership``'s name: `edited` (the project file gains the files),
    /// `synchronized` (a synchronized folder builds them), `alreadyMembers`, or `generated`
    /// (a generator makes the project file, which is left alone).
    let membership: String
    /// The files added to the project file, relative to the folder holding the `.xcodeproj`.
    let addedFiles: [String]
    /// The synchronized folder that builds them; empty unless `synchronized`.
    let folder: String
    /// The command that makes the project file again; only when `generated`.
    var regenerate: String? = nil
    /// The spec file the generator reads, relative to the `.xcodeproj`'s folder; only when
    /// `generated`.
    var spec: String? = nil
    /// The lines to add under the app target's `sources:` in the spec; only when `generated`
    /// (empty when its sources cover the files).
    var linesToAdd: [String]? = nil

    /// The edits of `result`, whose `.xcodeproj` is relative to `root`: the app target's, then
    /// the test target's when tests were made.
    static func edits(
        of result: XcodeProjectMembership.Result, root: AbsolutePath, display: PathDisplay
    ) -> [XcodeEditDocument] {
        let project = display.relative(root.appending(component: result.xcodeProject).pathString)
        if let generated = result.generated {
            var document = XcodeEditDocument(
                project: project, target: "", role: "app", membership: "generated",
                addedFiles: [], folder: "")
            document.regenerate = generated.generator.command
            document.spec = generated.spec
            document.linesToAdd = generated.linesToAdd
            return [document]
        }
        guard let membership = result.membership else { return [] }
        var edits = [edit(membership, role: "app", project: project)]
        if case .member(let tests)? = result.tests {
            edits.append(edit(tests, role: "tests", project: project))
        }
        return edits
    }

    /// The document of `membership`.
    private static func edit(_ membership: XcodeMembership, role: String, project: String)
        -> XcodeEditDocument
    {
        switch membership {
        case .edited(_, let added, let target):
            return XcodeEditDocument(
                project: project, target: target, role: role, membership: "edited",
                addedFiles: added, folder: "")
        case .synchronized(let folder, let target):
            return XcodeEditDocument(
                project: project, target: target, role: role, membership: "synchronized",
                addedFiles: [], folder: folder)
        case .alreadyMembers(let target):
            return XcodeEditDocument(
                project: project, target: target, role: role, membership: "alreadyMembers",
                addedFiles: [], folder: "")
        }
    }
}
