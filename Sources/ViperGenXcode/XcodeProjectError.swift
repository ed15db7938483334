/// Why files could not be added to an Xcode project; each message says what to do instead.
package enum XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// More than one target could receive the files.
    case ambiguousTarget(candidates: [String])
    /// Only test or extension targets build that folder, and those are never chosen by
    /// themselves.
    case onlyExplicitTargets(candidates: [String])
    /// No target has the name given.
    case unknownTarget(name: String, available: [String])
    /// No unit-test target has the name given (`--test-target`); `available` are those there
    /// are.
    case unknownTestTarget(name: String, available: [String])
    /// No target builds files near the folder and there is no single application target.
    case noApplicationTarget(available: [String])
    /// The project file is not an old-style property list shaped like a project.
    case unparseable(file: String, line: Int, reason: String)
    /// A path is absolute or climbs out of the folder holding the `.xcodeproj`.
    case folderOutsideProject(path: String)
    /// The files lie in a synchronized folder that the chosen target does not build.
    case synchronizedFolderOfOtherTarget(folder: String, target: String)

    /// The message for a person, ending with what to do.
    package var description: String {
        switch self {
        case .ambiguousTarget(let candidates):
            return "More than one target could build the new files (\(list(candidates))); "
                + "pass --target NAME to choose one."
        case .onlyExplicitTargets(let candidates):
            let named = candidates.count == 1 ? "--target \(candidates[0])" : "--target NAME"
            return "Only test or extension targets build that folder (\(list(candidates))), and "
                + "viper-gen adds files to those only when named: pass \(named) to add them "
                + "there, or --target NAME with the app's target."
        case .unknownTarget(let name, let available):
            return "The Xcode project has no target named \"\(name)\"; "
                + "pass --target NAME with one of: \(list(available))."
        case .unknownTestTarget(let name, let available):
            guard !available.isEmpty else {
                return "The Xcode project has no unit-test target, so none is named \"\(name)\"; "
                    + "add one in Xcode, or leave out --test-target."
            }
            return "The Xcode project has no unit-test target named \"\(name)\"; pass "
                + "--test-target NAME with one of: \(list(available))."
        case .noApplicationTarget(let available):
            guard !available.isEmpty else {
                return "The Xcode project has no targets; add one in Xcode first."
            }
            return "No target builds files in that folder and the Xcode project has no single "
                + "application target; pass --target NAME with one of: \(list(available))."
        case .unparseable(let file, let line, let reason):
            return "\(file):\(line): cannot read the Xcode project: \(reason). Open the project "
                + "in Xcode to repair it, or add the new files to it by hand."
        case .folderOutsideProject(let path):
            return "\(path) is outside the folder that holds the .xcodeproj; generate into that "
                + "folder, or add the files to the project by hand."
        case .synchronizedFolderOfOtherTarget(let folder, let target):
            return "\(folder) is a synchronized folder that target \(target) does not build; "
                + "add \(target) to the folder's Target Membership in Xcode, or pass --target "
                + "NAME with a target that builds it."
        }
    }

    private func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
