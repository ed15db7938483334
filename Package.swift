// swift-tools-version: 6.0
import PackageDescription

// The layers, each depending only on the ones below it; the compiler enforces the direction,
// and a test checks that every target imports exactly what it declares here:
//   viper-gen → ViperGenCLI → ViperGenKit → ViperGenProject
//     → ViperGenTemplates, ViperGenOutput → ViperGenSystem (the platform layer, on nothing).
// ViperGenText (JSON, digests, diff and merge), ViperGenXcode (Xcode project files) and
// ViperGenSwiftSource (Swift app files, on ViperGenText) are pure: bytes and text in and out.
let package = Package(
    name: "viper-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        .library(name: "ViperGenCLI", targets: ["ViperGenCLI"]),
    ],
    targets: [
        // The entry point: hands the process to ViperGenCLI.
        .executableTarget(name: "viper-gen", dependencies: ["ViperGenCLI"]),
        // Arguments, help, exit codes: the command line as a function.
        .target(
            name: "ViperGenCLI",
            dependencies: [
                "ViperGenKit", "ViperGenMCP", "ViperGenProject", "ViperGenTemplates",
                "ViperGenSystem", "ViperGenText",
            ]),
        // The Model Context Protocol over stdio: JSON-RPC messages in, replies out, for any
        // toolbox of tools and resources; ViperGenCLI serves the commands through it.
        .target(name: "ViperGenMCP", dependencies: ["ViperGenSystem", "ViperGenText"]),
        // The commands: the run frame (console, lock, reporter, project edit run, documents)
        // and one folder per command.
        .target(
            name: "ViperGenKit",
            dependencies: [
                "ViperGenProject", "ViperGenTemplates", "ViperGenOutput", "ViperGenSystem",
                "ViperGenXcode", "ViperGenSwiftSource", "ViperGenText",
            ]),
        // The app model: the project, its config and records, option values, template lookup,
        // the run's environment, the declaration index, app files found for registration, and
        // what an app's shape says (survey, settings).
        .target(
            name: "ViperGenProject",
            dependencies: [
                "ViperGenTemplates", "ViperGenOutput", "ViperGenSystem", "ViperGenXcode",
                "ViperGenSwiftSource", "ViperGenText",
            ]),
        // Adds new files to Xcode project files (project.pbxproj), as pure functions over bytes.
        .target(name: "ViperGenXcode"),
        // Registers modules and services in Swift app files, and removes them, as pure functions
        // over text: the lexer, the registration sites and the table of app files.
        .target(name: "ViperGenSwiftSource", dependencies: ["ViperGenText"]),
        // Macro engine and templates; the built-in ones are embedded at build time.
        .target(
            name: "ViperGenTemplates", dependencies: ["ViperGenSystem"],
            plugins: ["EmbedTemplates"]),
        // Output plans: check, stage, commit, roll back.
        .target(name: "ViperGenOutput", dependencies: ["ViperGenSystem", "ViperGenText"]),
        // The platform layer: the only code that imports Glibc, Musl or Darwin.
        .target(name: "ViperGenSystem"),
        // Text as values, with no platform and no file: strict UTF-8, JSON read with positions
        // and written, SHA-256, little-endian fields, line diff and three-way merge, wrapping.
        .target(name: "ViperGenText"),
        // Build-time tool: turns Templates/ into a Swift source file compiled into
        // ViperGenTemplates.
        .executableTarget(name: "template-embedder", path: "Sources/TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["template-embedder"],
            path: "Sources/EmbedTemplatesPlugin"
        ),
        // Tests: one target per library, each depending on its library, the libraries below it
        // that its tests use, and ViperGenTestSupport.
        // What several test targets share: temporary folders, goldens, the APFS double, paths, the
        // fixed environment and captured console of in-process runs.
        .target(
            name: "ViperGenTestSupport",
            dependencies: [
                "ViperGenSystem", "ViperGenTemplates", "ViperGenKit", "ViperGenProject",
            ],
            path: "Tests/ViperGenTestSupport"),
        // What ViperGenCLITests and ViperGenEndToEndTests share: the in-process run (TestRun),
        // the launched binary, the compiler setup of the compile checks, fixtures.
        .target(
            name: "ViperGenCLITestSupport",
            dependencies: [
                "ViperGenCLI", "ViperGenKit", "ViperGenProject", "ViperGenOutput", "ViperGenSystem",
                "ViperGenText", "ViperGenTestSupport",
            ],
            path: "Tests/ViperGenCLITestSupport"),
        .testTarget(
            name: "ViperGenSystemTests", dependencies: ["ViperGenSystem", "ViperGenTestSupport"]),
        .testTarget(
            name: "ViperGenXcodeTests", dependencies: ["ViperGenXcode", "ViperGenTestSupport"]),
        .testTarget(
            name: "ViperGenOutputTests",
            dependencies: ["ViperGenOutput", "ViperGenSystem", "ViperGenTestSupport"]),
        .testTarget(
            name: "ViperGenTemplatesTests",
            dependencies: [
                "ViperGenTemplates", "ViperGenSystem", "ViperGenText", "ViperGenTestSupport",
            ]),
        .testTarget(
            name: "ViperGenKitTests",
            dependencies: [
                "ViperGenKit", "ViperGenProject", "ViperGenOutput", "ViperGenSwiftSource",
                "ViperGenSystem", "ViperGenTemplates", "ViperGenText", "ViperGenTestSupport",
            ]),
        .testTarget(
            name: "ViperGenCLITests",
            dependencies: [
                "ViperGenCLI", "ViperGenKit", "ViperGenMCP", "ViperGenProject", "ViperGenTemplates",
                "ViperGenOutput", "ViperGenSystem", "ViperGenText", "ViperGenTestSupport",
                "ViperGenCLITestSupport",
            ]),
        // The binary end to end: goldens, crash safety, compile checks of what it generates.
        .testTarget(
            name: "ViperGenEndToEndTests",
            dependencies: [
                "ViperGenCLI", "ViperGenKit", "ViperGenProject", "ViperGenTemplates",
                "ViperGenOutput", "ViperGenSystem", "ViperGenTestSupport", "ViperGenCLITestSupport",
                "ViperGenSwiftSource",
            ]),
        .testTarget(
            name: "ViperGenSwiftSourceTests",
            dependencies: ["ViperGenSwiftSource", "ViperGenTestSupport", "ViperGenText"]),
        .testTarget(name: "ViperGenTextTests", dependencies: ["ViperGenText"]),
        .testTarget(name: "ViperGenMCPTests", dependencies: ["ViperGenMCP", "ViperGenText"]),
        // The architecture: which target imports which, and where C libraries and Foundation
        // may be imported; read from Package.swift and the sources, not compiled against them.
        .testTarget(name: "ViperGenArchitectureTests", dependencies: ["ViperGenTestSupport"]),
    ]
)
