import ViperGenKit
import ViperGenProject
import ViperGenSystem

/// The project `viper-gen mcp` serves: its folder, the environment every call runs in, and
/// the check that a path from the client lies inside it.
struct ServedProject: Sendable {
    /// The project's folder, its links resolved: the enclosing viper-gen project's root, else
    /// the folder the server was started in (an app `init` has yet to adopt).
    let folder: AbsolutePath
    /// What each call runs in: the folder as the current folder, nobody to ask, and a file
    /// system that changes nothing outside the folder.
    let environment: RunEnvironment

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
        let project = try ProjectLocator(fileSystem: fileSystem).project(enclosing: resolved)
        folder = project?.root ?? resolved
        var environment = base
        environment.currentDirectory = folder
        environment.ask = nil
        environment.fileSystem = WriteBoundFileSystem(folder: folder, base: fileSystem)
        self.environment = environment
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
        let bound = WriteBoundFileSystem(folder: folder, base: environment.fileSystem)
        guard bound.allows(path) else { throw refusal("lies outside the project") }
        // The deepest part that exists, with its links resolved, must still be inside.
        var existing = path
        while (try? environment.fileSystem.entryKind(at: existing)) == nil, !existing.isRoot {
            existing = existing.parentDirectory
        }
        let resolved = (try? environment.fileSystem.resolvedPath(of: existing)) ?? existing
        guard bound.allows(resolved) else {
            throw refusal("leads out of the project through a symbolic link")
        }
    }
}
