import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `.viper-gen.json` file at the root of a viper-gen project, read by later commands.
///
/// Only `projectName` is required; every other key has a documented default (README, "Project
/// config"). Unknown keys, wrong types and unknown styles are refused with the file, the key
/// and the valid values.
package struct ProjectConfig: Encodable, Sendable, Equatable {
    /// The config file's name.
    package static let fileName = ".viper-gen.json"
    /// The config format this version writes.
    package static let currentVersion = 1
    /// The styles this viper-gen generates.
    package static var knownStyles: [String] { ArchitectureStyle.names }
    /// The values of `observation`: the built-in module and project templates' popup choices.
    package static let observationChoices = ["ObservableObject", "Observable"]
    /// The observation apps made by the original Xcode template use.
    package static let defaultObservation = "ObservableObject"
    /// The values of `tests`: every style's built-in templates' popup choices for the library
    /// of generated tests.
    package static let testsChoices = ["SwiftTesting", "XCTest"]
    /// The library of generated tests of a project whose config has no `tests` (written before
    /// the option, or by a template without it): the one its tests already use.
    package static let testsWhenUnrecorded = "XCTest"

    /// The style as a value (the reader refuses unknown styles).
    package var architectureStyle: ArchitectureStyle {
        ArchitectureStyle(rawValue: style) ?? ArchitectureStyle.defaultStyle
    }

    /// The config format version (default 1).
    package var version: Int
    /// The project (and app target) name, such as `MyApp`.
    package var projectName: String
    /// The template style the project follows (default `swiftui`).
    package var style: String
    /// The author unless `--author` is given, before git's user name (default: none).
    package var author: String?
    /// The organization used in copyright headers unless `--organization` is given.
    package var organization: String?
    /// The app target's source folder, relative to the project root (default
    /// `Sources/<projectName>`); modules and services outside it are not registered.
    package var sourcesPath: String
    /// Where `viper-gen module` writes modules (default `<sourcesPath>/Classes/Modules`).
    package var modulesPath: String
    /// Where `viper-gen service` writes services (default `<sourcesPath>/Classes/Services`).
    package var servicesPath: String
    /// The `.xcodeproj` whose app target receives new files (default: the only one in the
    /// project's folder, if any).
    package var xcodeProject: String?
    /// The test target's source folder (default `Tests/<projectName>Tests`); a module's tests go
    /// to `<testsPath>/<Module>/`.
    package var testsPath: String
    /// How views observe their state: the `observation` option of the module template, chosen
    /// when the project was made; `nil` (not recorded, as in styles without the option) means
    /// `ObservableObject`.
    package var observation: String?
    /// The library of generated tests (`SwiftTesting` or `XCTest`): the `tests` option chosen
    /// when the project was made; `nil` (not recorded) means `XCTest`.
    package var tests: String?
    /// Where the app files that registrations go into are, when not found by their usual
    /// names (set by `viper-gen init`).
    package var appFiles: AppFiles?
    /// The template each command uses unless `--template` says otherwise, by command
    /// (`module`, `service`): a template name or a folder relative to the project root.
    package var templates: [String: String]?
    /// The app target of the `.xcodeproj` that receives new files unless `--target` says
    /// otherwise (set by `viper-gen init`); nil lets the project file decide.
    package var target: String?
    /// Whether `module` writes the template's tests to `testsPath`: `false` when the app has
    /// no unit-test target (set by `viper-gen init`); nil (not recorded) means true.
    package var writesTests: Bool?
    /// The tool that generates the app's `.xcodeproj` (XcodeGen, Tuist), recorded by
    /// `viper-gen init`: its project file is then never edited; nil: none does.
    package var projectGenerator: ProjectGenerator?
    /// Where modules go when each is a Swift module of its own (a local package, or a target of
    /// the app's package), recorded by `init` or `project --layout packages`; nil: folders of
    /// the app target's sources.
    package var moduleLayout: ModuleLayout?
    /// How the app is built (Swift version, default isolation, deployment target, the isolation
    /// of its code), recorded by `viper-gen init`; nil keeps the templates' defaults.
    package var build: AppBuild?

    /// The values of the template options a project remembers, by identifier: what a module
    /// made in it uses unless `--set` says otherwise.
    package var optionValues: [String: String] {
        [
            "observation": observation ?? Self.defaultObservation,
            "tests": tests ?? Self.testsWhenUnrecorded,
        ].merging(build?.optionValues ?? [:]) { recorded, _ in recorded }
    }

    /// The commands whose default template the config may set.
    package static let templateCommands = ["module", "service"]

    /// Creates a config for a project laid out as the built-in project template does, or with
    /// the given folders (relative to the project root).
    package init(
        projectName: String, author: String?, organization: String?, style: String = "swiftui",
        sourcesPath: String? = nil, modulesPath: String? = nil, servicesPath: String? = nil,
        testsPath: String? = nil, observation: String? = nil, appFiles: AppFiles? = nil,
        xcodeProject: String? = nil
    ) {
        self.version = Self.currentVersion
        self.projectName = projectName
        self.style = style
        self.author = author
        self.organization = organization
        let sources = sourcesPath ?? "Sources/\(projectName)"
        self.sourcesPath = sources
        self.modulesPath = modulesPath ?? "\(sources)/Classes/Modules"
        self.servicesPath = servicesPath ?? "\(sources)/Classes/Services"
        self.testsPath = testsPath ?? Self.defaultTestsPath(projectName: projectName)
        self.observation = observation
        self.appFiles = appFiles
        self.xcodeProject = xcodeProject
    }

    /// The test folder of a SwiftPM package's test target: `Tests/<projectName>Tests`.
    package static func defaultTestsPath(projectName: String) -> String {
        "Tests/\(projectName)Tests"
    }

    /// Every path the config holds, relative to the project root, with its key: each must stay
    /// inside the project.
    package var paths: [(key: String, path: String)] {
        [
            ("sourcesPath", sourcesPath), ("modulesPath", modulesPath),
            ("servicesPath", servicesPath), ("testsPath", testsPath),
        ] + (appFiles?.entries.map { ("appFiles.\($0.key)", $0.path) } ?? [])
            + (xcodeProject.map { [("xcodeProject", $0)] } ?? [])
    }

    /// Whether the config path `value` is absolute, empty or climbs out of the project.
    static func leavesProject(_ value: String) -> Bool {
        value.hasPrefix("/") || value.isEmpty
            || value.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// The config as pretty-printed JSON with sorted keys and a final newline (deterministic).
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// Decodes a config; `file` names it in errors.
    package static func decode(_ bytes: [UInt8], file: String) throws -> ProjectConfig {
        // The reader of apply specs: positions in messages, duplicate keys and trailing commas
        // refused, nesting depth bounded.
        let root: JSONNode
        do {
            root = try JSONNodeParser.parse(bytes)
            try root.refuseRepeatedKeys()
        } catch let error as JSONSyntaxError {
            throw ProjectError.malformedConfig(
                file: file,
                reason: "it is not valid JSON: line \(error.position.line), column "
                    + "\(error.position.column): \(error.message)")
        }
        guard let object = root.members else {
            throw ProjectError.malformedConfig(file: file, reason: "it is not a JSON object")
        }
        return try ProjectConfigReader(file: file, object: object).config()
    }
}
