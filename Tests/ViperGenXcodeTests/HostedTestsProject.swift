/// A small hand-written project file with an application target `Shop` and the test bundles
/// given, each with its own build configuration, for telling which test target tests the app.
enum HostedTestsProject {
    /// A test bundle of the project.
    struct Bundle {
        /// The target's name.
        var name: String
        /// Its product type: a unit-test bundle unless told.
        var productType = "com.apple.product-type.bundle.unit-test"
        /// Its build settings (TEST_HOST, BUNDLE_LOADER, ...).
        var settings: [String: String] = [:]
        /// Whether it has a target dependency on the app.
        var dependsOnApp = false
    }

    /// The project's text: the app `Shop` (its `productName` `productName`, its build
    /// settings `appSettings`) and `bundles`, in that order.
    static func text(
        productName: String = "Shop", appSettings: [String: String] = [:], bundles: [Bundle]
    ) -> String {
        var objects = [
            object("A0", "PBXGroup", ["children = (\n\t\t\t);", "sourceTree = \"<group>\";"]),
            target(
                id: "D0", name: "Shop", productName: productName,
                productType: "com.apple.product-type.application", dependencies: []),
        ]
        objects += configurations(id: "0", settings: appSettings)
        for (index, bundle) in bundles.enumerated() {
            let number = String(index + 1)
            var dependencies: [String] = []
            if bundle.dependsOnApp {
                dependencies.append(id("E" + number))
                objects.append(
                    object("E" + number, "PBXTargetDependency", ["target = \(id("D0"));"]))
            }
            objects.append(
                target(
                    id: "D" + number, name: bundle.name, productName: bundle.name,
                    productType: bundle.productType, dependencies: dependencies))
            objects += configurations(id: number, settings: bundle.settings)
        }
        let targets = (["D0"] + bundles.indices.map { "D\($0 + 1)" }).map {
            "\t\t\t\t\(id($0)),\n"
        }
        objects.append(
            object(
                "P0", "PBXProject",
                ["mainGroup = \(id("A0"));", "targets = (\n\(targets.joined())\t\t\t);"]))
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
            + objects.joined() + "\t};\n\trootObject = \(id("P0"));\n}\n"
    }

    /// The text's bytes.
    static func bytes(
        productName: String = "Shop", appSettings: [String: String] = [:], bundles: [Bundle]
    ) -> [UInt8] {
        Array(text(productName: productName, appSettings: appSettings, bundles: bundles).utf8)
    }

    /// A 24-character identifier starting with `prefix`.
    private static func id(_ prefix: String) -> String {
        prefix + String(repeating: "0", count: 24 - prefix.count)
    }

    /// An object entry with `fields` (each ending in `;`).
    private static func object(_ prefix: String, _ isa: String, _ fields: [String]) -> String {
        "\t\t\(id(prefix)) = {\n\t\t\tisa = \(isa);\n"
            + fields.map { "\t\t\t\($0)\n" }.joined() + "\t\t};\n"
    }

    /// A native target whose configuration list is `L<number>`.
    private static func target(
        id prefix: String, name: String, productName: String, productType: String,
        dependencies: [String]
    ) -> String {
        let number = prefix.dropFirst()
        return object(
            prefix, "PBXNativeTarget",
            [
                "buildConfigurationList = \(id("L\(number)"));", "buildPhases = (\n\t\t\t);",
                "dependencies = (\n" + dependencies.map { "\t\t\t\t\($0),\n" }.joined()
                    + "\t\t\t);",
                "name = \"\(name)\";", "productName = \"\(productName)\";",
                "productType = \"\(productType)\";",
            ])
    }

    /// The configuration list `L<number>` with a Debug and a Release configuration, both
    /// setting `settings`.
    private static func configurations(id number: String, settings: [String: String]) -> [String] {
        let lines = settings.sorted { $0.key < $1.key }.map {
            "\t\t\t\t\($0.key) = \"\($0.value)\";\n"
        }
        let configurations = ["Debug", "Release"].map { name in
            object(
                "C\(number)\(name.prefix(1))", "XCBuildConfiguration",
                ["buildSettings = {\n\(lines.joined())\t\t\t};", "name = \(name);"])
        }
        let list = object(
            "L\(number)", "XCConfigurationList",
            [
                "buildConfigurations = (\n\t\t\t\t\(id("C\(number)D")),\n\t\t\t\t"
                    + "\(id("C\(number)R")),\n\t\t\t);"
            ])
        return [list] + configurations
    }
}
