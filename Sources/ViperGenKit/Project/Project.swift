import Foundation

/// A viper-gen project found on disk: its root folder and its config.
public struct Project: Sendable, Equatable {
    /// The folder holding `.viper-gen.json`.
    public let root: URL
    /// The decoded config.
    public let config: ProjectConfig

    /// The absolute folder modules are written to.
    public var modulesFolder: URL { root.appendingPathComponent(config.modulesPath) }
    /// The absolute folder services are written to.
    public var servicesFolder: URL { root.appendingPathComponent(config.servicesPath) }

    /// The app target's sources folder, below which every type of the app is declared.
    ///
    /// The common parent of the modules and services folders, widened to `Sources/<Target>`
    /// when it lies in one (SwiftPM compiles that whole folder, and the app files sit there,
    /// above `Classes/`); the project root when they share nothing. A `sourcesPath` config key
    /// can replace this rule.
    public var sourcesFolder: URL {
        let modules = Self.parts(of: config.modulesPath)
        let services = Self.parts(of: config.servicesPath)
        var common = zip(modules, services).prefix { $0 == $1 }.map(\.0)
        if common.count > 2, common[0] == "Sources" { common = Array(common.prefix(2)) }
        return common.reduce(root) { $0.appendingPathComponent($1) }
    }

    /// The components of a config path, without empty and `.` ones.
    private static func parts(of path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
