// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "Architecture",
    platforms: [.iOS(.v18)],
    products: [.library(name: "Architecture", targets: ["Architecture"])],
    targets: [
        .target(
            name: "Architecture",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
