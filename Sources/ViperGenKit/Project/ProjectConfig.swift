import Foundation

/// The `.viper-gen.json` file at the root of a viper-gen project, read by later commands.
public struct ProjectConfig: Codable, Sendable, Equatable {
    /// The config file's name.
    public static let fileName = ".viper-gen.json"
    /// The config format this version writes.
    public static let currentVersion = 1

    /// The config format version.
    public var version: Int
    /// The project (and app target) name, such as `MyApp`.
    public var projectName: String
    /// The template style the project follows, such as `swiftui`.
    public var style: String
    /// The author used when no `--author` or git user name is available.
    public var author: String?
    /// The organization used in copyright headers unless `--organization` is given.
    public var organization: String?
    /// Where `viper-gen module` writes modules, relative to the project root.
    public var modulesPath: String
    /// Where `viper-gen service` writes services, relative to the project root.
    public var servicesPath: String

    /// Creates a config for a new project laid out as the built-in project template does.
    public init(
        projectName: String, author: String?, organization: String?, style: String = "swiftui"
    ) {
        self.version = Self.currentVersion
        self.projectName = projectName
        self.style = style
        self.author = author
        self.organization = organization
        self.modulesPath = "Sources/\(projectName)/Classes/Modules"
        self.servicesPath = "Sources/\(projectName)/Classes/Services"
    }

    /// The config as pretty-printed JSON with sorted keys and a final newline (deterministic).
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// Decodes a config; `file` names it in errors.
    public static func decode(_ bytes: [UInt8], file: String) throws -> ProjectConfig {
        do {
            let config = try JSONDecoder().decode(ProjectConfig.self, from: Data(bytes))
            guard config.version <= currentVersion else {
                throw ProjectError.unsupportedVersion(file: file, version: config.version)
            }
            return config
        } catch let error as ProjectError {
            throw error
        } catch {
            throw ProjectError.malformedConfig(file: file, reason: String(describing: error))
        }
    }
}
