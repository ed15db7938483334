// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "viper-gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viper-gen", targets: ["viper-gen"]),
        .library(name: "ViperGenKit", targets: ["ViperGenKit"]),
    ],
    targets: [
        .executableTarget(name: "viper-gen", dependencies: ["ViperGenKit"]),
        // All logic lives here; the built-in templates are embedded at build time from Templates/.
        .target(name: "ViperGenKit", plugins: ["EmbedTemplates"]),
        // Build-time tool: turns Templates/ into a Swift source file compiled into ViperGenKit.
        .executableTarget(name: "template-embedder", path: "Sources/TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["template-embedder"],
            path: "Sources/EmbedTemplatesPlugin"
        ),
        .testTarget(name: "ViperGenKitTests", dependencies: ["ViperGenKit"]),
    ]
)
