/// A new feature package's manifest, made like a sibling package's.
///
/// Made like `sibling` (an existing feature package's manifest text): the same first line
/// (swift-tools-version), the same `platforms:` text, the same `swiftLanguageModes:` or
/// `swiftLanguageVersions:` argument, the sibling's main and test targets' `swiftSettings:`
/// elements and call layout, its indentation and comma style; a library product, a target
/// depending on the given local packages' products, and a test target depending on it. With
/// no sibling (or one without a `Package(` call): tools 6.0 and the given iOS version.
package struct FeaturePackageManifest: Equatable, Sendable {
    /// The manifest's text.
    package let text: String

    /// The manifest of the package `name`, made like `sibling`.
    ///
    /// It depends on the products of the local packages at `dependencies`' paths (such as
    /// `("../Architecture", "Architecture")`); `iOSVersion` (such as `17.0`) is used when there
    /// is no sibling. Without `tests`, the package has no test target (a support package's).
    package init(
        name: String, dependencies: [(path: String, product: String)], sibling: String?,
        iOSVersion: String?, tests: Bool = true
    ) {
        let model =
            sibling.flatMap { FeaturePackageSibling(sibling: $0) }
            ?? FeaturePackageSibling(iOSVersion: iOSVersion)
        let layout = model.layout
        let unit = layout.unit
        let quoted = ManifestLiteral.quoted
        let comma = layout.trailingCommas ? "," : ""
        func array(_ label: String, _ elements: [String]) -> [String] {
            ManifestItemText.arrayArgument(
                label, elements: elements, multiLine: elements.count > 1, layout: layout
            )
            .lines
        }
        func target(
            _ function: String, _ target: String, _ uses: [String], _ settings: [String]?,
            style: ManifestCallStyle
        ) -> [String] {
            var arguments: [(label: String, value: ManifestCallText.Value)] = [
                ("name", .plain(quoted(target)))
            ]
            if !uses.isEmpty { arguments.append(("dependencies", .array(uses))) }
            if let settings, !settings.isEmpty {
                arguments.append(("swiftSettings", .array(settings)))
            }
            return ManifestCallText(function: function, arguments: arguments)
                .item(style: style, layout: layout).lines
        }
        let products = dependencies.map {
            ".product(name: \(quoted($0.product)), package: "
                + "\(quoted(ManifestDocument.identity(of: $0.path))))"
        }
        var arguments: [[String]] = [["name: \(quoted(name))"]]
        if let platforms = model.platforms { arguments.append(["platforms: \(platforms)"]) }
        arguments.append(
            array("products", [".library(name: \(quoted(name)), targets: [\(quoted(name))])"]))
        if !dependencies.isEmpty {
            arguments.append(
                array("dependencies", dependencies.map { ".package(path: \(quoted($0.path)))" }))
        }
        let main = target("target", name, products, model.mainSettings, style: model.mainStyle)
        let testTarget = target(
            "testTarget", name + "Tests", [quoted(name)], model.testSettings, style: model.testStyle
        )
        let targets =
            tests
            ? main.dropLast() + [main[main.count - 1] + ","] + testTarget.dropLast()
                + [testTarget[testTarget.count - 1] + comma]
            : main.dropLast() + [main[main.count - 1] + comma]
        arguments.append(["targets: ["] + targets.map { unit + $0 } + ["]"])
        if let language = model.languageArgument { arguments.append([language]) }
        var lines = [
            model.firstLine, "", "import PackageDescription", "", "let package = Package(",
        ]
        for (index, argument) in arguments.enumerated() {
            var indented = argument.map { unit + $0 }
            if index < arguments.count - 1 { indented[indented.count - 1] += "," }
            lines += indented
        }
        lines.append(")")
        text = lines.joined(separator: "\n") + "\n"
    }
}
