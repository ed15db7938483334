import ViperGenTemplates

/// The `Package.swift` of a new app package whose modules are targets of their own: the app
/// target, its test target, the support code's target, and each module's target and test target.
///
/// A template rendered with the project's macro values, as the project template's own manifest
/// is, so the bundle identifier prefix and the project name keep their meaning. The app target
/// is a plain literal in `targets:` (not chosen in an `#if`, so the executable product stands in
/// for the iOS application off Apple platforms): `module` adds a module to its dependencies and
/// the module's targets after the last one, by line edits.
struct PackageLayoutManifest: Sendable {
    /// The manifest's file name, at the project root.
    static let fileName = "Package.swift"

    /// The target holding the architecture's support code.
    let support: String
    /// The module the project starts with.
    let moduleName: String
    /// Whether the module has a test target (not with `--no-tests`).
    let hasModuleTests: Bool

    /// The manifest rendered with `values`.
    func rendered(values: MacroValues) throws -> [UInt8] {
        try MacroRenderer(values: values).renderContent(
            Array(template.utf8), outputFileName: Self.fileName, templatePath: Self.fileName)
    }

    /// The manifest as a template.
    var template: String {
        Self.header + Self.products + """
            let package = Package(
                name: "\(Self.project)",
                platforms: [.iOS("17.0")],
                products: [appProduct],
                targets: [
                    .executableTarget(
                        name: "\(Self.project)",
                        dependencies: [
                            "\(support)",
                            "\(moduleName)",
                        ],
                        resources: [.process("Resources")]
                    ),
                    .testTarget(
                        name: "\(Self.project)Tests",
                        dependencies: ["\(Self.project)"]
                    ),
                    .target(name: "\(support)"),
                    .target(
                        name: "\(moduleName)",
                        dependencies: ["\(support)"]
                    ),\(moduleTests)
                ]
            )

            """
    }

    /// The module's test target, when it has one.
    private var moduleTests: String {
        guard hasModuleTests else { return "" }
        return """

                    .testTarget(
                        name: "\(moduleName)Tests",
                        dependencies: ["\(moduleName)"]
                    ),
            """
    }

    /// The project's name as a Swift string's contents.
    private static let project = "___PROJECTNAME:swiftString___"

    /// The tools version and what the package is.
    private static let header = """
        // swift-tools-version: 6.0

        // ___PROJECTNAME___: an iOS app package, opened in Xcode or Swift Playgrounds.
        //
        // The app target depends on Architecture (the support code every module builds on) and on
        // each module; each module is a target of its own, with its test target, and depends on
        // Architecture. Where AppleProductTypes exists (Xcode, Swift Playgrounds), the app is an iOS
        // application; elsewhere (plain SwiftPM on the command line, CI tooling) the manifest still
        // loads and describes the same targets, the app as an executable product. Building them
        // needs the iOS SDK either way.

        import PackageDescription


        """

    /// The app's product: an iOS application with Apple's product types, else an executable.
    private static let products = """
        #if canImport(AppleProductTypes)
            import AppleProductTypes

            let appProduct: Product = .iOSApplication(
                name: "\(project)",
                targets: ["\(project)"],
                bundleIdentifier: "___VARIABLE_bundleIdentifierPrefix:swiftString___.___PROJECTNAME:rfc1034Identifier,swiftString___",
                teamIdentifier: "",
                displayVersion: "1.0",
                bundleVersion: "1",
                appIcon: .asset("AppIcon"),
                accentColor: .asset("AccentColor"),
                supportedDeviceFamilies: [
                    .pad,
                    .phone,
                ],
                supportedInterfaceOrientations: [
                    .portrait,
                    .landscapeRight,
                    .landscapeLeft,
                    .portraitUpsideDown(.when(deviceFamilies: [.pad])),
                ]
            )
        #else
            let appProduct: Product = .executable(name: "\(project)", targets: ["\(project)"])
        #endif


        """
}
