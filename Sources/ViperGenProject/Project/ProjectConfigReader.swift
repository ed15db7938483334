import ViperGenText

/// Reads a decoded `.viper-gen.json` object key by key, with defaults and errors that name the
/// file, the key and what is valid.
struct ProjectConfigReader {
    /// The config file, for messages.
    let file: String
    /// The JSON object's members by key (each key once: the parse refused repeated keys).
    let object: [String: JSONNode]
    /// What key names are shown with (`appFiles.` inside `appFiles`).
    var prefix = ""

    /// Every key the config may have.
    static let keys = [
        "appFiles", "author", "build", "moduleLayout", "modulesPath", "observation",
        "organization",
        "projectGenerator", "projectName", "servicesPath", "sourcesPath", "style", "target",
        "templates", "tests",
        "testsPath", "version", "writesTests", "xcodeProject",
    ]

    /// The config, or the first problem found.
    func config() throws -> ProjectConfig {
        for key in object.keys.sorted() where !Self.keys.contains(key) {
            throw ProjectError.unknownConfigKey(file: at(key), key: key, known: Self.keys)
        }
        let version = try integer("version") ?? ProjectConfig.currentVersion
        guard version <= ProjectConfig.currentVersion else {
            throw ProjectError.unsupportedVersion(file: at("version"), version: version)
        }
        guard let projectName = try string("projectName") else {
            throw ProjectError.missingConfigKey(
                file: file, key: "projectName", example: "\"projectName\": \"MyApp\"")
        }
        let modulesPath = try string("modulesPath")
        let servicesPath = try string("servicesPath")
        // The folders given are checked before any is derived from another, so an error names
        // the key the file has (a bad modulesPath, not the sourcesPath made from it).
        for key in ["sourcesPath", "modulesPath", "servicesPath", "testsPath", "xcodeProject"] {
            if let value = try string(key), ProjectConfig.leavesProject(value) {
                throw ProjectError.pathOutsideProject(file: at(key), key: key, value: value)
            }
        }
        let sourcesPath =
            try string("sourcesPath")
            ?? Self.defaultSourcesPath(
                projectName: projectName, modulesPath: modulesPath, servicesPath: servicesPath)
        var config = ProjectConfig(
            projectName: projectName, author: try string("author"),
            organization: try string("organization"), style: try string("style") ?? "swiftui",
            sourcesPath: sourcesPath, modulesPath: modulesPath, servicesPath: servicesPath,
            testsPath: try string("testsPath"), observation: try string("observation"),
            appFiles: try appFiles(), xcodeProject: try string("xcodeProject"))
        config.version = version
        config.templates = try templates()
        config.tests = try string("tests")
        try readTargets(into: &config)
        config.build = try build()
        config.projectGenerator = try projectGenerator()
        config.moduleLayout = try moduleLayout()
        return config
    }

    /// `Sources/<projectName>` when the module and service folders lie in it (or are not
    /// given), else the folder holding both (a config written before `sourcesPath` existed).
    static func defaultSourcesPath(
        projectName: String, modulesPath: String?, servicesPath: String?
    ) -> String {
        let standard = "Sources/\(projectName)"
        let folders = [modulesPath, servicesPath].compactMap { $0 }
        if folders.allSatisfy({ $0 == standard || $0.hasPrefix(standard + "/") }) {
            return standard
        }
        let parts = folders.map { $0.split(separator: "/").filter { $0 != "." }.dropLast() }
        var common = parts.first.map(Array.init) ?? []
        for other in parts.dropFirst() {
            common = Array(zip(common, other).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? "." : common.joined(separator: "/")
    }

    /// The file with the line and column of `key`'s value (`.viper-gen.json:3:18`), where the
    /// object has it; the file alone otherwise.
    func at(_ key: String) -> String {
        guard let position = object[key]?.position else { return file }
        return "\(file):\(position.line):\(position.column)"
    }

    func string(_ key: String) throws -> String? {
        guard let node = object[key], node.value != .null else { return nil }
        guard case .string(let text) = node.value else {
            throw ProjectError.invalidConfigValue(
                file: at(key), key: prefix + key, expected: "a string")
        }
        return text
    }

    private func integer(_ key: String) throws -> Int? {
        guard let node = object[key], node.value != .null else { return nil }
        guard case .number(let text) = node.value, let number = Int(text) else {
            throw ProjectError.invalidConfigValue(
                file: at(key), key: key, expected: "a whole number")
        }
        return number
    }

    /// `templates`: the default template name or folder per command.
    private func templates() throws -> [String: String]? {
        let commands = ProjectConfig.templateCommands
        guard
            let reader = try nested(
                "templates", keys: commands,
                expected: "an object mapping " + commands.joined(separator: " or ")
                    + " to a template name or folder, e.g. {\"module\": \"team-module\"}")
        else { return nil }
        var result: [String: String] = [:]
        for key in reader.object.keys.sorted() {
            guard let name = try reader.string(key), !name.isEmpty else {
                throw ProjectError.invalidConfigValue(
                    file: reader.at(key), key: "templates.\(key)",
                    expected: "a template name or folder, not empty")
            }
            result[key] = name
        }
        return result
    }

    private func appFiles() throws -> AppFiles? {
        guard
            let reader = try nested(
                "appFiles", keys: AppFiles.keys,
                expected: "an object with " + AppFiles.keys.joined(separator: ", "))
        else { return nil }
        return AppFiles(
            rootApp: try reader.string("rootApp"), views: try reader.string("views"),
            viewBuilder: try reader.string("viewBuilder"), rootView: try reader.string("rootView"))
    }

    /// A reader of the object `key` holds, whose keys must be among `keys`; nil when `key` is
    /// absent or null, refused (`expected` says what is valid) when it is not an object.
    func nested(_ key: String, keys: [String], expected: String) throws -> ProjectConfigReader? {
        guard let node = object[key], node.value != .null else { return nil }
        guard let entries = node.members else {
            throw ProjectError.invalidConfigValue(file: at(key), key: key, expected: expected)
        }
        let reader = ProjectConfigReader(file: file, object: entries, prefix: key + ".")
        for name in entries.keys.sorted() where !keys.contains(name) {
            throw ProjectError.unknownConfigKey(
                file: reader.at(name), key: "\(key).\(name)", known: keys.map { "\(key).\($0)" })
        }
        return reader
    }

    /// `projectGenerator`: the tool that makes the `.xcodeproj`, one of ``ProjectGenerator``.
    private func projectGenerator() throws -> ProjectGenerator? {
        guard let name = try string("projectGenerator") else { return nil }
        guard let generator = ProjectGenerator(rawValue: name) else {
            throw ProjectError.invalidConfigValue(
                file: at("projectGenerator"), key: "projectGenerator",
                expected: ProjectGenerator.names.map { "\"\($0)\"" }.joined(separator: " or ")
                    + " (the tool whose spec makes the .xcodeproj), or no key when none does")
        }
        return generator
    }

    /// `moduleLayout`: where modules go when each is a Swift module of its own.
    private func moduleLayout() throws -> ModuleLayout? {
        let key = ModuleLayout.key
        let example =
            "an object such as {\"kind\": \"packages\", \"folder\": \"Packages\"} or "
            + "{\"kind\": \"targets\", \"manifest\": \"Package.swift\"}"
        guard let reader = try nested(key, keys: ModuleLayout.keys, expected: example) else {
            return nil
        }
        let kinds = ModuleLayout.Kind.allCases.map { "\"\($0.rawValue)\"" }
        guard let name = try reader.string("kind"), let kind = ModuleLayout.Kind(rawValue: name)
        else {
            throw ProjectError.invalidConfigValue(
                file: reader.at("kind"), key: key + ".kind",
                expected: kinds.joined(separator: " or "))
        }
        let support = try reader.string("support") ?? ModuleLayout.defaultSupport
        guard SwiftModuleName.problem(with: support) == nil else {
            throw ProjectError.invalidConfigValue(
                file: reader.at("support"), key: key + ".support",
                expected: "a Swift module name, such as \"Architecture\"")
        }
        let pathKey = kind == .packages ? "folder" : "manifest"
        let path = try reader.string(pathKey)
        guard let path, !ProjectConfig.leavesProject(path),
            kind == .packages || path.split(separator: "/").last == "Package.swift"
        else {
            throw ProjectError.invalidConfigValue(
                file: reader.at(pathKey), key: key + "." + pathKey,
                expected: kind == .packages
                    ? "the folder holding one package per module, inside the project, such as "
                        + "\"Packages\""
                    : "the path of the Package.swift whose targets the modules are, inside the "
                        + "project, such as \"Package.swift\"")
        }
        return kind == .packages
            ? .packages(folder: path, support: support)
            : .targets(manifest: path, support: support)
    }
}
