/// The build settings an application target is built with, per build configuration (Debug,
/// Release, ...): its own and its project's, each with the `.xcconfig` file it is based on.
///
/// Xcode's order, highest first: the target's settings, the target's base `.xcconfig`, the
/// project's settings, the project's base `.xcconfig`. `$(inherited)` alone means the level
/// does not set the key. Reading the `.xcconfig` files is the caller's: ``value(of:files:)``
/// takes them read and parsed.
package struct AppBuildSettings: Equatable, Sendable {
    /// One level of one configuration: the settings it sets and the file it is based on.
    package struct Level: Equatable, Sendable {
        /// The settings set in the project file, by key.
        package var settings: [String: String]
        /// The `baseConfigurationReference` file's path relative to the folder holding the
        /// `.xcodeproj`, if there is one inside that folder.
        package var baseConfiguration: String?

        /// A level from its parts.
        package init(settings: [String: String], baseConfiguration: String? = nil) {
            self.settings = settings
            self.baseConfiguration = baseConfiguration
        }
    }

    /// One build configuration: its name and both levels.
    package struct Configuration: Equatable, Sendable {
        /// The configuration's name, such as `Debug`.
        package var name: String
        /// The target's level.
        package var target: Level
        /// The project's level of the configuration of the same name.
        package var project: Level

        /// A configuration from its parts.
        package init(name: String, target: Level, project: Level) {
            self.name = name
            self.target = target
            self.project = project
        }
    }

    /// The target's configurations, in the order its configuration list gives them.
    package var configurations: [Configuration]

    /// Settings from their configurations.
    package init(configurations: [Configuration]) {
        self.configurations = configurations
    }

    /// The settings of the application target `target` of the project file `bytes` (`file`
    /// names it in errors); nil when the project has no such target.
    package static func read(inProject bytes: [UInt8], file: String, target: String)
        throws(XcodeProjectError) -> AppBuildSettings?
    {
        let document = try ProjectDocument(bytes: bytes, file: file)
        guard let app = NativeTarget.all(in: document).first(where: { $0.name == target }) else {
            return nil
        }
        let tree = GroupTree(document)
        func levels(_ list: String?) -> [(name: String, level: Level)] {
            let ids = list.flatMap { document[$0] }?.references("buildConfigurations") ?? []
            return ids.compactMap { id in
                guard let object = document[id] else { return nil }
                var settings: [String: String] = [:]
                for entry in object.node["buildSettings"]?.entries ?? [] {
                    if let text = entry.value.string { settings[entry.key] = text }
                }
                // A file reference, or (Xcode 16) a path inside a synchronized folder.
                let anchored = object.string("baseConfigurationReferenceAnchor").flatMap {
                    anchor in
                    (tree.synchronizedFolders[anchor] ?? tree.filePaths[anchor]).flatMap { folder in
                        object.string("baseConfigurationReferenceRelativePath").map {
                            folder == "." ? $0 : folder + "/" + $0
                        }
                    }
                }
                let base =
                    object.string("baseConfigurationReference").flatMap { tree.filePaths[$0] }
                    ?? anchored
                let level = Level(settings: settings, baseConfiguration: base)
                return (object.string("name") ?? id, level)
            }
        }
        let projectLevels = levels(document.project.string("buildConfigurationList"))
        return AppBuildSettings(
            configurations: levels(app.buildConfigurationList).map { name, level in
                let project = projectLevels.first { $0.name == name }?.level
                return Configuration(
                    name: name, target: level, project: project ?? Level(settings: [:]))
            })
    }

    /// The `.xcconfig` files the configurations are based on, without repeats, in order.
    package var baseConfigurations: [String] {
        var paths: [String] = []
        for configuration in configurations {
            let levels = [configuration.target, configuration.project]
            for path in levels.compactMap(\.baseConfiguration) where !paths.contains(path) {
                paths.append(path)
            }
        }
        return paths
    }

    /// The value each configuration gives `key`, in order and without repeats.
    ///
    /// `files` holds the settings of each base `.xcconfig` (its includes resolved), by the path in
    /// ``Level/baseConfiguration``. Empty when no level of any configuration sets it.
    package func value(of key: String, files: [String: [String: String]]) -> [String] {
        var values: [String] = []
        for configuration in configurations {
            let sources: [[String: String]?] = [
                configuration.target.settings,
                configuration.target.baseConfiguration.flatMap { files[$0] },
                configuration.project.settings,
                configuration.project.baseConfiguration.flatMap { files[$0] },
            ]
            let found = sources.lazy.compactMap { $0?[key] }.first { !Self.isInheritedOnly($0) }
            if let found, !values.contains(found) { values.append(found) }
        }
        return values
    }

    /// Whether `value` only says "what the level below says".
    private static func isInheritedOnly(_ value: String) -> Bool {
        let trimmed = value.trimmingSpaces
        return trimmed.isEmpty || trimmed == "$(inherited)" || trimmed == "${inherited}"
    }
}
