import ViperGenOutput
import ViperGenSystem
import ViperGenXcode

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Makes new files members of the app target in the project's `.xcodeproj`, as an edit of its
/// `project.pbxproj` that joins the run's transaction.
struct XcodeProjectMembership {
    /// The project holding the `.xcodeproj`.
    let project: Project
    /// The file system to read the project file from.
    let fileSystem: any FileSystem
    /// `--target`, or nil to let the project file decide.
    let target: String?

    /// What adding the files came to: the edit to plan (if any) and the outcome to report.
    struct Result {
        /// The edit of `project.pbxproj` (relative to the project root), when files were added.
        var edit: PlannedFile?
        /// The library's answer.
        var membership: XcodeMembership
        /// The `.xcodeproj`, relative to the project root.
        var xcodeProject: String
    }

    /// Adds `files` (relative to the project root); nil when the project has no `.xcodeproj`.
    func add(_ files: [String]) throws -> Result? {
        guard let xcodeProject = try findXcodeProject(), !files.isEmpty else { return nil }
        let pbxproj = xcodeProject + "/project.pbxproj"
        let absolute = project.root.appendingPathComponent(pbxproj).path
        let original: [UInt8]
        do {
            original = try fileSystem.readFile(at: absolute)
        } catch let failure as FileSystemError {
            throw ProjectError.unreadableConfig(file: absolute, reason: failure.reason)
        }
        let folder = xcodeProject.split(separator: "/").dropLast().joined(separator: "/")
        let relative = files.compactMap { file -> String? in
            guard !folder.isEmpty else { return file }
            return file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : nil
        }
        let membership: XcodeMembership
        do {
            membership = try XcodeProjectEdit(projectFile: pbxproj, target: target)
                .addFiles(relative, toProject: original)
        } catch {
            throw error.echoed
        }
        var result = Result(edit: nil, membership: membership, xcodeProject: xcodeProject)
        if case .edited(let contents, _, _) = membership {
            result.edit = PlannedFile(
                path: pbxproj, contents: contents, intent: .edit(original: original))
        }
        return result
    }

    /// The configured `.xcodeproj`, else the only one in the project's root folder.
    private func findXcodeProject() throws -> String? {
        if let configured = project.config.xcodeProject { return configured }
        let names = (try? fileSystem.contentsOfDirectory(at: project.root.path)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        guard projects.count <= 1 else {
            throw ProjectError.ambiguousXcodeProject(
                file: project.root.appendingPathComponent(ProjectConfig.fileName).path,
                candidates: projects)
        }
        return projects.first
    }
}
