import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the viper-gen project enclosing a folder by walking up to the file system root.
package struct ProjectLocator {
    /// The file system to look in.
    package let fileSystem: any FileSystem

    /// Creates a locator reading `fileSystem`.
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Returns the nearest project at or above `folder`, or nil outside any project.
    ///
    /// A config that exists but cannot be read (a folder, a FIFO, no permission) is an error,
    /// never "no project": that would write the module to the wrong place and register nothing.
    /// So is one holding a control character in any of its strings (``ValueValidationError``).
    package func project(enclosing folder: AbsolutePath) throws -> Project? {
        var current = folder
        while true {
            if let project = try project(at: current) { return project }
            if current.isRoot { return nil }
            current = current.parentDirectory
        }
    }

    /// The project enclosing the run's current folder, for `command`, which needs one: outside
    /// any project it is refused with ``NotInProjectError``.
    package static func required(for command: String, in environment: RunEnvironment) throws
        -> Project
    {
        guard
            let project = try ProjectLocator(fileSystem: environment.fileSystem)
                .project(enclosing: environment.currentDirectory)
        else {
            throw NotInProjectError(
                command: command,
                folder: environment.pathDisplay.show(environment.currentDirectory))
        }
        return project
    }

    /// Returns the project whose config lies in `folder` itself, or nil when it has none;
    /// a config is read and checked as by `project(enclosing:)`.
    package func project(at root: AbsolutePath) throws -> Project? {
        let candidate = root.appending(component: ProjectConfig.fileName).pathString
        guard try configExists(at: candidate) else { return nil }
        let config = try ProjectConfig.decode(read(candidate), file: candidate)
        try ValueChecks.checkStrings(of: config, file: candidate)
        if let problem = SwiftModuleName.problem(with: config.projectName) {
            throw ProjectError.invalidConfigValue(
                file: candidate, key: "projectName",
                expected: "the app's Swift module name, as `@testable import` names it, such as "
                    + "\"\(SwiftModuleName.derived(from: config.projectName))\" (\(problem))")
        }
        guard ProjectConfig.knownStyles.contains(config.style) else {
            throw ProjectError.unknownStyle(
                file: candidate, style: config.style, known: ProjectConfig.knownStyles)
        }
        if let observation = config.observation,
            !ProjectConfig.observationChoices.contains(observation)
        {
            throw ProjectError.invalidConfigValue(
                file: candidate, key: "observation",
                expected: "one of " + ProjectConfig.observationChoices.joined(separator: ", "))
        }
        if let tests = config.tests, !ProjectConfig.testsChoices.contains(tests) {
            throw ProjectError.invalidConfigValue(
                file: candidate, key: "tests",
                expected: "one of " + ProjectConfig.testsChoices.joined(separator: ", "))
        }
        try validate(config, file: candidate)
        return Project(root: root, config: config)
    }

    private func configExists(at path: String) throws -> Bool {
        do {
            return try fileSystem.entryKind(at: AbsolutePath(validating: path)) != nil
        } catch let failure as FileSystemError {
            throw ProjectError.unreadableConfig(file: path, reason: failure.reason)
        }
    }

    private func read(_ path: String) throws -> [UInt8] {
        do {
            return try fileSystem.readFile(at: AbsolutePath(validating: path))
        } catch let failure as FileSystemError {
            throw ProjectError.unreadableConfig(file: path, reason: failure.reason)
        }
    }

    /// Refuses config paths that are absolute or climb out of the project.
    private func validate(_ config: ProjectConfig, file: String) throws {
        for (key, value) in config.paths where ProjectConfig.leavesProject(value) {
            throw ProjectError.pathOutsideProject(file: file, key: key, value: value)
        }
    }
}
