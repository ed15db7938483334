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
        /// What became of the modules' tests: their membership in the unit-test target that
        /// tests the app target, or nil when there were none.
        var tests: Tests?
    }

    /// The tests' side of the result.
    enum Tests {
        /// Added to, or already built by, the unit-test target.
        case member(XcodeMembership)
        /// No unit-test target tests the app target: the tests are written but not built.
        case noTestTarget(appTarget: String)
    }

    /// Adds `files` to the app target and `tests` to the unit-test target that tests it (all
    /// relative to the project root), as one edit; nil when the project has no `.xcodeproj`.
    func add(_ files: [String], tests: [String] = []) throws -> Result? {
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
        func relative(_ paths: [String]) -> [String] {
            paths.compactMap { file -> String? in
                guard !folder.isEmpty else { return file }
                return file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : nil
            }
        }
        var result: Result
        var contents = original
        do {
            let membership = try XcodeProjectEdit(projectFile: pbxproj, target: target)
                .addFiles(relative(files), toProject: original)
            result = Result(edit: nil, membership: membership, xcodeProject: xcodeProject)
            if case .edited(let edited, _, _) = membership { contents = edited }
            let testFiles = relative(tests)
            if !testFiles.isEmpty {
                let app = membership.target
                if let testMembership = try XcodeProjectEdit(projectFile: pbxproj)
                    .addTests(testFiles, testing: app, toProject: contents)
                {
                    if case .edited(let edited, _, _) = testMembership { contents = edited }
                    result.tests = .member(testMembership)
                } else {
                    result.tests = .noTestTarget(appTarget: app)
                }
            }
        } catch {
            throw error.echoed
        }
        if contents != original {
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
