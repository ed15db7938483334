import ViperGenSystem

/// A viper-gen project found on disk: its root folder and its config.
public struct Project: Sendable, Equatable {
    /// The folder holding `.viper-gen.json`.
    public let root: AbsolutePath
    /// The decoded config.
    public let config: ProjectConfig

    /// The app target's source folder (`sourcesPath`): every type of the app is declared below
    /// it, and modules and services outside it are not registered.
    public var sourcesFolder: AbsolutePath { root.appending(component: config.sourcesPath) }
    /// The folder modules are written to.
    public var modulesFolder: AbsolutePath { root.appending(component: config.modulesPath) }
    /// The folder services are written to.
    public var servicesFolder: AbsolutePath { root.appending(component: config.servicesPath) }

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(root: AbsolutePath, config: ProjectConfig) {
        self.root = root
        self.config = config
    }
}
