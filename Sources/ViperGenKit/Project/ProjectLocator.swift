import Foundation

/// Finds the viper-gen project enclosing a folder by walking up to the file system root.
public enum ProjectLocator {
    /// Returns the nearest project at or above `folder`, or nil outside any project.
    public static func project(enclosing folder: URL) throws -> Project? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(ProjectConfig.fileName)
            if let data = FileManager.default.contents(atPath: candidate.path) {
                let config = try ProjectConfig.decode(data, file: candidate.path)
                try validate(config, file: candidate.path)
                return Project(root: current, config: config)
            }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Refuses config paths that are absolute or climb out of the project.
    private static func validate(_ config: ProjectConfig, file: String) throws {
        for (key, value) in [
            ("modulesPath", config.modulesPath), ("servicesPath", config.servicesPath),
        ] {
            let parts = value.split(separator: "/", omittingEmptySubsequences: false)
            if value.hasPrefix("/") || value.isEmpty || parts.contains("..") {
                throw ProjectError.pathOutsideProject(file: file, key: key, value: value)
            }
        }
    }
}
