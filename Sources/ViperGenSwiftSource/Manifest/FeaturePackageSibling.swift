/// What a new feature package copies from a sibling package's manifest.
struct FeaturePackageSibling {
    /// The first line: `// swift-tools-version: 6.2`.
    var firstLine = "// swift-tools-version: 6.0"
    /// The `platforms:` value on one line: `[.iOS(.v17)]`.
    var platforms: String?
    /// The language argument on one line: `swiftLanguageModes: [.v6]`.
    var languageArgument: String?
    /// The main target's `swiftSettings:` elements.
    var mainSettings: [String]?
    /// The test target's `swiftSettings:` elements.
    var testSettings: [String]?
    /// The indentation and comma style.
    var layout = ManifestLayout(unit: "    ", trailingCommas: true)
    /// How the main target's call is laid out.
    var mainStyle = ManifestCallStyle(
        argumentsOnOwnLines: true, closingOnOwnLine: true, argumentIndentation: "    ",
        multiLineArrays: ["dependencies", "swiftSettings"])
    /// How the test target's call is laid out.
    var testStyle = ManifestCallStyle(
        argumentsOnOwnLines: true, closingOnOwnLine: true, argumentIndentation: "    ",
        multiLineArrays: [])

    /// The defaults for a package with no sibling: tools 6.0 and `iOSVersion`'s platform.
    init(iOSVersion: String?) {
        guard let iOSVersion else { return }
        let parts = iOSVersion.split(separator: ".")
        if let major = parts.first.flatMap({ Int($0) }), parts.dropFirst().allSatisfy({ $0 == "0" })
        {
            platforms = "[.iOS(.v\(major))]"
        } else {
            platforms = "[.iOS(\(ManifestLiteral.quoted(iOSVersion)))]"
        }
    }

    /// What `text` says, or nil when it has no `Package(` call.
    ///
    /// Its main target is the one named
    /// like the package, else the first regular target with dependencies (a feature's, not
    /// a leaf's), else the first regular one.
    init?(sibling text: String) {
        guard let document = try? ManifestDocument(text, file: "sibling") else { return nil }
        let first = String(text.prefix { $0 != "\n" && $0 != "\r" })
        if first.hasPrefix("//"), first.contains("swift-tools-version") { firstLine = first }
        layout = document.layout
        for argument in document.package.items {
            let value = document.text.compactSource(
                from: argument.valueFirst, through: argument.last)
            switch argument.label {
            case "platforms": platforms = value
            case "swiftLanguageModes", "swiftLanguageVersions":
                languageArgument = "\(argument.label ?? ""): \(value)"
            default: break
            }
        }
        let targets = (try? document.targetSummaries()) ?? []
        let packageName = try? PackageManifestEditor(text: text, file: "sibling").packageName
        let main =
            targets.first { $0.name == packageName && !$0.isTest }
            ?? targets.first { $0.kind == "target" && !$0.dependencyNames.isEmpty }
            ?? targets.first { $0.kind == "target" }
        let test = targets.first { $0.isTest }
        mainSettings = main?.swiftSettings
        testSettings = test?.swiftSettings
        let place = try? document.array(
            "targets", of: document.package, place: "", .change, lines: [])
        let calls = document.targetCalls(in: place ?? nil)
        for (summary, isTest) in [(main, false), (test, true)] {
            guard let summary,
                let call = calls.first(where: {
                    $0.literal("name", in: document.text) == summary.name
                })
            else { continue }
            let style = ManifestCallStyle(
                of: call, siblings: calls, in: document.text, layout: layout)
            if isTest { testStyle = style } else { mainStyle = style }
        }
    }
}
