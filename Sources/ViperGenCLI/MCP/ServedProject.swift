import ViperGenKit
import ViperGenProject
import ViperGenSystem

/// The project `viper-gen mcp` serves: its folder, the environment every call runs in, and
/// the check that a path from the client lies inside it.
struct ServedProject: Sendable {
    /// The project's folder, its links resolved.
    ///
    /// The nearest folder at or above the start holding a `.viper-gen.json`, else the start (an
    /// app `init` has yet to adopt). The config is not read here: one that cannot be read is
    /// each call's error to report, so the server still starts and says what is wrong.
    let folder: AbsolutePath
    /// What each call runs in: the folder as the current folder, nobody to ask, and
    /// ``boundFileSystem``.
    let environment: RunEnvironment
    /// The file system every call changes files through: nothing outside the folder.
    let boundFileSystem: WriteBoundFileSystem

    /// The project enclosing `start` (a folder), served with `environment`'s variables, clock
    /// and identity.
    init(start: AbsolutePath, environment base: RunEnvironment) throws {
        let fileSystem = base.fileSystem
        guard let resolved = try? fileSystem.resolvedPath(of: start),
            (try? fileSystem.entryKind(at: resolved)) == .directory
        else {
            throw UsageError(
                "\(EchoedValue(base.pathDisplay.show(start))) is not a folder: give the app's "
                    + "folder, e.g. viper-gen mcp ~/Developer/MyApp.", command: "mcp")
        }
        folder = Self.configFolder(enclosing: resolved, in: fileSystem) ?? resolved
        boundFileSystem = WriteBoundFileSystem(folder: folder, base: fileSystem)
        var environment = base
        environment.currentDirectory = folder
        environment.ask = nil
        environment.fileSystem = boundFileSystem
        self.environment = environment
    }

    /// The nearest folder at or above `folder` holding a `.viper-gen.json`, if any.
    private static func configFolder(enclosing folder: AbsolutePath, in fileSystem: any FileSystem)
        -> AbsolutePath?
    {
        var candidate = folder
        while true {
            let config = candidate.appending(component: ProjectConfig.fileName)
            if (try? fileSystem.entryKind(at: config)) != nil { return candidate }
            if candidate.isRoot { return nil }
            candidate = candidate.parentDirectory
        }
    }

    /// Refuses `value`, the path a call gave for `parameter`, unless it lies inside the
    /// folder, as written and with the links on its way resolved.
    func check(path value: String, for parameter: String, tool: String) throws {
        let refusal = { (why: String) in
            UsageError(
                "The \(parameter == "path" ? "" : parameter + " ")path \(EchoedValue(value)) "
                    + "\(why): this server reads and "
                    + "writes only inside the project it serves (\(folder.pathString)). Give a "
                    + "path relative to it, such as Sources/Features.", command: tool)
        }
        if value.hasPrefix("~") { throw refusal("starts with '~', which is not expanded here") }
        let path = AbsolutePath(value, relativeTo: folder)
        guard boundFileSystem.allows(path) else { throw refusal("lies outside the project") }
        // The deepest part that exists, with its links resolved, must still be inside.
        var existing = path
        while (try? environment.fileSystem.entryKind(at: existing)) == nil, !existing.isRoot {
            existing = existing.parentDirectory
        }
        let resolved = (try? environment.fileSystem.resolvedPath(of: existing)) ?? existing
        guard boundFileSystem.allows(resolved) else {
            throw refusal("leads out of the project through a symbolic link")
        }
    }
}
