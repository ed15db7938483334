import ViperGenOutput
import ViperGenSystem
import ViperGenXcode

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Makes new files members of the app target in the app's `.xcodeproj`, as an edit of its
/// `project.pbxproj` that joins the run's transaction.
package struct XcodeProjectMembership {
    /// The folder the files' paths are relative to: the viper-gen project's root, or the folder
    /// holding the `.xcodeproj` of an app that is not adopted.
    let root: AbsolutePath
    /// The `.xcodeproj`, relative to `root`.
    let xcodeProject: String
    /// The file system to read the project file from.
    let fileSystem: any FileSystem
    /// `--target`, or nil to let the project file decide.
    let target: String?
    /// `--test-target`, or nil for the unit-test target that tests the app target.
    let testTarget: String?
    /// The tool that generates the `.xcodeproj`, whose project file is then never edited.
    var generator: ProjectGenerator? = nil

    /// What adding the files came to: the edit to plan (if any) and the outcome to report.
    package struct Result {
        /// The edit of `project.pbxproj` (relative to `root`), when files were added.
        package var edit: PlannedFile?
        /// The library's answer; nil when a generator makes the project file.
        package var membership: XcodeMembership?
        /// The `.xcodeproj`, relative to `root`.
        package var xcodeProject: String
        /// What became of the modules' tests: their membership in the unit-test target that
        /// tests the app target, or nil when there were none.
        package var tests: Tests?
        /// When a generator makes the project file: the spec and what to add to it.
        package var generated: RegenerationAdvice? = nil
    }

    /// The tests' side of the result.
    package enum Tests {
        /// Added to, or already built by, the unit-test target.
        case member(XcodeMembership)
        /// No unit-test target tests the app target: the tests are written but not built.
        case noTestTarget(appTarget: String)
    }

    /// Adds `files` to the app target and `tests` to the unit-test target that tests it.
    ///
    /// The paths are relative to `root`; the result is one edit, or nil when there are no
    /// files. A `--test-target` is checked even when there are no tests. `base` is the
    /// project file's text to add to when an edit of the same run comes first (the edit's
    /// original stays the file on disk).
    package func add(_ files: [String], tests: [String] = [], over base: [UInt8]? = nil) throws
        -> Result?
    {
        guard !files.isEmpty else { return nil }
        if let generated = generatedProject(adding: files) {
            return Result(
                edit: nil, membership: nil, xcodeProject: xcodeProject, generated: generated)
        }
        let pbxproj = projectFile
        let original = try readProjectFile()
        var result: Result
        var contents = base ?? original
        do {
            let membership = try XcodeProjectEdit(projectFile: pbxproj, target: target)
                .addFiles(relative(files), toProject: contents)
            result = Result(edit: nil, membership: membership, xcodeProject: xcodeProject)
            if case .edited(let edited, _, _) = membership { contents = edited }
            let testFiles = relative(tests)
            if !testFiles.isEmpty || testTarget != nil {
                let app = membership.target
                let testMembership = try XcodeProjectEdit(projectFile: pbxproj, target: testTarget)
                    .addTests(testFiles, testing: app, toProject: contents)
                if case .edited(let edited, _, _) = testMembership { contents = edited }
                if !testFiles.isEmpty {
                    result.tests = testMembership.map(Tests.member) ?? .noTestTarget(appTarget: app)
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

    /// The project file, relative to `root`: `MyApp.xcodeproj/project.pbxproj`.
    var projectFile: String { xcodeProject + "/project.pbxproj" }

    /// The folder holding the `.xcodeproj` (and a generator's spec).
    var folder: AbsolutePath { root.appending(component: xcodeProject).parentDirectory }

    /// The `.xcodeproj`'s name without its extension: the app target's usual name.
    var projectName: String {
        String((xcodeProject.split(separator: "/").last ?? "").dropLast(".xcodeproj".count))
    }

    /// This membership for an app whose `.xcodeproj` `generator` makes (nil: none does).
    package func generated(by generator: ProjectGenerator?) -> XcodeProjectMembership {
        var membership = self
        membership.generator = generator
        return membership
    }

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(
        root: AbsolutePath, xcodeProject: String, fileSystem: any FileSystem, target: String?,
        testTarget: String?
    ) {
        self.root = root
        self.xcodeProject = xcodeProject
        self.fileSystem = fileSystem
        self.target = target
        self.testTarget = testTarget
    }

    /// The project file's bytes.
    func readProjectFile() throws -> [UInt8] {
        let absolute = root.appending(component: projectFile).pathString
        do {
            return try fileSystem.readFile(at: AbsolutePath(validating: absolute))
        } catch let failure as FileSystemError {
            if failure.category == .notFound {
                throw ProjectError.missingProjectFile(file: absolute)
            }
            throw ProjectError.unreadableConfig(file: absolute, reason: failure.reason)
        }
    }

    /// `paths` (relative to `root`) relative to the folder holding the `.xcodeproj`, as the
    /// project file names them; those outside that folder are left out.
    package func relative(_ paths: [String]) -> [String] {
        let folder = xcodeProject.split(separator: "/").dropLast().joined(separator: "/")
        return paths.compactMap { file -> String? in
            guard !folder.isEmpty else { return file }
            return file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : nil
        }
    }

    /// The membership of files in the app target of `project`'s `.xcodeproj` (its recorded
    /// target, else the project's own), left to the generator `project` records, if any; nil
    /// when the app has no `.xcodeproj`.
    package static func appTarget(of project: Project, fileSystem: any FileSystem) throws
        -> XcodeProjectMembership?
    {
        guard let xcodeProject = try xcodeProject(of: project, fileSystem: fileSystem) else {
            return nil
        }
        return XcodeProjectMembership(
            root: project.root, xcodeProject: xcodeProject, fileSystem: fileSystem,
            target: project.config.target, testTarget: nil
        ).generated(by: project.config.projectGenerator)
    }

    /// The `.xcodeproj` of `project`, relative to its root: the configured one, else the only
    /// one in its root folder; nil when there is none.
    package static func xcodeProject(of project: Project, fileSystem: any FileSystem) throws
        -> String?
    {
        if let configured = project.config.xcodeProject { return configured }
        let names = (try? fileSystem.contentsOfDirectory(at: project.root)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        if projects.isEmpty, project.config.projectGenerator != nil {
            // Not generated yet (or not committed): the name the spec gives it.
            return project.config.projectName + ".xcodeproj"
        }
        guard projects.count <= 1 else {
            throw ProjectError.ambiguousXcodeProject(
                file: project.root.appending(component: ProjectConfig.fileName).pathString,
                candidates: projects)
        }
        return projects.first
    }
}
