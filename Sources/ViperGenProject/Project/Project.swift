import ViperGenSystem

/// A viper-gen project found on disk: its root folder and its config.
package struct Project: Sendable, Equatable {
    /// The folder holding `.viper-gen.json`.
    package let root: AbsolutePath
    /// The decoded config.
    package let config: ProjectConfig

    /// The app target's source folder (`sourcesPath`): every type of the app is declared below
    /// it, and modules and services outside it are not registered.
    package var sourcesFolder: AbsolutePath { root.appending(component: config.sourcesPath) }
    /// The folder modules are written to.
    package var modulesFolder: AbsolutePath { root.appending(component: config.modulesPath) }
    /// The folder services are written to.
    package var servicesFolder: AbsolutePath { root.appending(component: config.servicesPath) }

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(root: AbsolutePath, config: ProjectConfig) {
        self.root = root
        self.config = config
    }
}
