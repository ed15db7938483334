// swift-tools-version: 6.2
// The Home feature of ModularApp.

import PackageDescription

let package = Package(
    name: "Home",
    platforms: [.iOS(.v18)],
    products: [.library(name: "Home", targets: ["Home"])],
    targets: [
        .target(
            name: "Home",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
        .testTarget(
            name: "HomeTests",
            dependencies: ["Home"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
