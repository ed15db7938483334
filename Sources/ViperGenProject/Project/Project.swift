#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A viper-gen project found on disk: its root folder and its config.
public struct Project: Sendable, Equatable {
    /// The folder holding `.viper-gen.json`.
    public let root: URL
    /// The decoded config.
    public let config: ProjectConfig

    /// The app target's source folder (`sourcesPath`): every type of the app is declared below
    /// it, and modules and services outside it are not registered.
    public var sourcesFolder: URL { root.appendingPathComponent(config.sourcesPath) }
    /// The absolute folder modules are written to.
    public var modulesFolder: URL { root.appendingPathComponent(config.modulesPath) }
    /// The absolute folder services are written to.
    public var servicesFolder: URL { root.appendingPathComponent(config.servicesPath) }

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(root: URL, config: ProjectConfig) {
        self.root = root
        self.config = config
    }
}
