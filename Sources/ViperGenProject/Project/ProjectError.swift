import ViperGenSystem
import ViperGenTemplates

/// A problem with the viper-gen project the command runs in.
package enum ProjectError: Error, Equatable, CustomStringConvertible {
    /// The `.viper-gen.json` file cannot be decoded.
    case malformedConfig(file: String, reason: String)
    /// The `.viper-gen.json` file exists but cannot be read (a folder, a FIFO, no permission).
    case unreadableConfig(file: String, reason: String)
    /// The config has a key viper-gen does not know (a typo, or a newer viper-gen's key).
    case unknownConfigKey(file: String, key: String, known: [String])
    /// A required key is missing.
    case missingConfigKey(file: String, key: String, example: String)
    /// A key's value has the wrong type.
    case invalidConfigValue(file: String, key: String, expected: String)
    /// The style is not one viper-gen generates.
    case unknownStyle(file: String, style: String, known: [String])
    /// The project's folder holds several `.xcodeproj` and the config names none.
    case ambiguousXcodeProject(file: String, candidates: [String])
    /// The config was written by a newer viper-gen.
    case unsupportedVersion(file: String, version: Int)
    /// A path in the config leaves the project folder.
    case pathOutsideProject(file: String, key: String, value: String)
    /// The `.xcodeproj` holds no `project.pbxproj`: a tool (XcodeGen, Tuist) generates it.
    case missingProjectFile(file: String)

    /// A message that names the problem and how to fix it; the config's keys and values are
    /// shown through ``EchoedValue``, its path escaped.
    package var description: String {
        let file = EchoedValue.escaped(self.file)
        switch self {
        case .malformedConfig(_, let reason):
            return "\(file) is not a valid viper-gen config (\(EchoedValue.escaped(reason))). Fix "
                + "the JSON or delete the file to use viper-gen outside a project."
        case .unreadableConfig(_, let reason):
            return "\(file) cannot be read: \(reason). viper-gen reads it to find the project; "
                + "make it a readable file (chmod 644), or remove it to work outside a project."
        case .unknownConfigKey(_, let key, let known):
            return "\(file): unknown key \(EchoedValue(key)).\(Self.guess(key, among: known)) "
                + "The keys viper-gen reads are "
                + known.joined(separator: ", ") + ". Fix or remove it (README, \"Project config\")."
        case .missingConfigKey(_, let key, let example):
            return "\(file) has no '\(key)', which is required. Add it, e.g. \(example), or run "
                + "`viper-gen init` in the project's folder to write the config."
        case .invalidConfigValue(_, let key, let expected):
            return "\(file): \(EchoedValue(key)) must be \(EchoedValue.escaped(expected)). Fix the "
                + "value (README, \"Project config\")."
        case .unknownStyle(_, let style, let known):
            return "\(file): style \(EchoedValue(style)) is not a style viper-gen generates."
                + "\(Self.guess(style, among: known)) Valid styles: "
                + known.joined(separator: ", ")
                + "."
        case .missingProjectFile:
            return "\(file) does not exist: the project file is made by a tool (XcodeGen's "
                + "project.yml, Tuist's Project.swift) and not committed. Generate it "
                + "(`xcodegen generate`, `tuist generate`), then run viper-gen again; or add "
                + "\"projectGenerator\": \"xcodegen\" (or \"tuist\") to the config, and viper-gen "
                + "leaves the file to the tool."
        case .ambiguousXcodeProject(_, let candidates):
            return "The project's folder holds several Xcode projects ("
                + candidates.map(EchoedValue.escaped).joined(separator: ", ")
                + "). Name the one whose app target gets new files as \"xcodeProject\" in "
                + "\(file)."
        case .unsupportedVersion(_, let version):
            return "\(file) has version \(version), newer than this viper-gen understands "
                + "(\(ProjectConfig.currentVersion)). Update viper-gen."
        case .pathOutsideProject(_, let key, let value):
            let examples = [
                "sourcesPath": "Sources/MyApp", "servicesPath": "Sources/MyApp/Classes/Services",
                "testsPath": "Tests/MyAppTests", "xcodeProject": "MyApp.xcodeproj",
            ]
            return "\(file): \(EchoedValue(key).unquoted) \(EchoedValue(value)) leaves the project "
                + "folder. Use a relative path inside the project, e.g. "
                + (examples[key] ?? "Sources/MyApp/Classes/Modules") + "."
        }
    }

    /// ` Did you mean 'x'?` for the one of `known` that `given` is a slip of (letter case
    /// first, then one or two edits), else nothing.
    private static func guess(_ given: String, among known: [String]) -> String {
        let close =
            known.first { $0.lowercased() == given.lowercased() }
            ?? EditDistance.closest(to: given, among: known)
        return close.map { " Did you mean '\($0)'?" } ?? ""
    }

    /// The config file the error is about.
    private var file: String {
        switch self {
        case .malformedConfig(let file, _), .unreadableConfig(let file, _),
            .unknownConfigKey(let file, _, _), .missingConfigKey(let file, _, _),
            .invalidConfigValue(let file, _, _), .unknownStyle(let file, _, _),
            .ambiguousXcodeProject(let file, _), .unsupportedVersion(let file, _),
            .pathOutsideProject(let file, _, _), .missingProjectFile(let file):
            return file
        }
    }
}

extension ProjectError: ExitCodeError {
    /// A bad project config: 65.
    package var exitCode: ExitCode { .badTemplate }
}
