// swift-tools-version: 6.2
// The Settings feature of ModularApp.

import PackageDescription

let package = Package(
    name: "Settings",
    platforms: [.iOS(.v18)],
    products: [.library(name: "Settings", targets: ["Settings"])],
    targets: [
        .target(
            name: "Settings",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
        .testTarget(
            name: "SettingsTests",
            dependencies: ["Settings"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
