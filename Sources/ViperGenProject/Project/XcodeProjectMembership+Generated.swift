import ViperGenSystem

/// An app whose `.xcodeproj` a generator makes: the project file is never edited, and the
/// spec is read for what regenerating it needs.
extension XcodeProjectMembership {
    /// What adding `files` (relative to `root`) comes to when a generator makes the project
    /// file; nil when none does.
    package func generatedProject(adding files: [String]) -> RegenerationAdvice? {
        guard let generator else { return nil }
        return RegenerationAdvice.adding(
            relative(files), target: target ?? projectName, generator: generator,
            folder: folder, xcodeProject: xcodeProject, fileSystem: fileSystem)
    }

    /// The generated project of `project` when its config records a generator, for `files`
    /// (relative to its root) added to its app target; nil when none is recorded.
    package static func generatedProject(
        of project: Project, adding files: [String] = [], fileSystem: any FileSystem
    ) throws -> RegenerationAdvice? {
        guard project.config.projectGenerator != nil else { return nil }
        return try appTarget(of: project, fileSystem: fileSystem)?.generatedProject(adding: files)
    }
}
