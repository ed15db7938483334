/// A small hand-written project file with an application target `Shop` for reading build
/// settings: the target's and the project's Debug and Release configurations, each level
/// optionally based on an `.xcconfig` file of the main group's `Config` folder.
struct BuildSettingsProject {
    /// The target's settings per configuration (`Debug`, `Release`).
    var target: [String: [String: String]] = [:]
    /// The project's settings per configuration.
    var project: [String: [String: String]] = [:]
    /// The target's base `.xcconfig` name in `Config/`, if any.
    var targetBase: String?
    /// The project's base `.xcconfig` name in `Config/`, if any.
    var projectBase: String?
    /// The target's base `.xcconfig` named as Xcode 16 does, by its path in the synchronized
    /// folder `Settings` (`baseConfigurationReferenceAnchor`), if any.
    var anchoredTargetBase: String?

    /// The project file's bytes.
    var bytes: [UInt8] {
        var objects = [
            object(
                "A0", "PBXGroup",
                [
                    "children = (\n\t\t\t\t\(id("A1")),\n\t\t\t\t\(id("S0")),\n\t\t\t);",
                    "sourceTree = \"<group>\";",
                ]),
            object(
                "S0", "PBXFileSystemSynchronizedRootGroup",
                ["path = Settings;", "sourceTree = \"<group>\";"]),
            object(
                "A1", "PBXGroup",
                [
                    "children = (\n\t\t\t\t\(id("F0")),\n\t\t\t\t\(id("F1")),\n\t\t\t);",
                    "path = Config;", "sourceTree = \"<group>\";",
                ]),
            object(
                "D0", "PBXNativeTarget",
                [
                    "buildConfigurationList = \(id("LT"));", "buildPhases = (\n\t\t\t);",
                    "name = Shop;", "productType = \"com.apple.product-type.application\";",
                ]),
            object(
                "P0", "PBXProject",
                [
                    "buildConfigurationList = \(id("LP"));", "mainGroup = \(id("A0"));",
                    "targets = (\n\t\t\t\t\(id("D0")),\n\t\t\t);",
                ]),
        ]
        for (prefix, name) in [("F0", targetBase), ("F1", projectBase)] {
            guard let name else { continue }
            objects.append(
                object(
                    prefix, "PBXFileReference",
                    [
                        "lastKnownFileType = text.xcconfig;", "path = \(name);",
                        "sourceTree = \"<group>\";",
                    ]))
        }
        objects += configurations(
            "T", target, base: targetBase.map { _ in "F0" }, anchored: anchoredTargetBase)
        objects += configurations("P", project, base: projectBase.map { _ in "F1" })
        return Array(
            ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
                + objects.joined() + "\t};\n\trootObject = \(id("P0"));\n}\n").utf8)
    }

    private func id(_ prefix: String) -> String {
        prefix + String(repeating: "0", count: 24 - prefix.count)
    }

    private func object(_ prefix: String, _ isa: String, _ fields: [String]) -> String {
        "\t\t\(id(prefix)) = {\n\t\t\tisa = \(isa);\n"
            + fields.map { "\t\t\t\($0)\n" }.joined() + "\t\t};\n"
    }

    private func configurations(
        _ level: String, _ settings: [String: [String: String]], base: String?,
        anchored: String? = nil
    ) -> [String] {
        let configurations = ["Debug", "Release"].map { name in
            let lines = (settings[name] ?? [:]).sorted { $0.key < $1.key }.map {
                "\t\t\t\t\($0.key) = \"\($0.value)\";\n"
            }
            let reference =
                base.map { ["baseConfigurationReference = \(id($0));"] }
                ?? anchored.map {
                    [
                        "baseConfigurationReferenceAnchor = \(id("S0"));",
                        "baseConfigurationReferenceRelativePath = \($0);",
                    ]
                } ?? []
            return object(
                "C\(level)\(name.prefix(1))", "XCBuildConfiguration",
                reference + ["buildSettings = {\n\(lines.joined())\t\t\t};", "name = \(name);"])
        }
        let list = object(
            "L\(level)", "XCConfigurationList",
            [
                "buildConfigurations = (\n\t\t\t\t\(id("C\(level)D")),\n\t\t\t\t\(id("C\(level)R")),\n\t\t\t);"
            ])
        return [list] + configurations
    }
}
