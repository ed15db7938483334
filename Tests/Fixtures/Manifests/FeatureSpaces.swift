// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Home",
    platforms: [.iOS(.v17)],
    products: [
        // The feature's entry point.
        .library(name: "Home", targets: ["Home"]),
    ],
    dependencies: [
        .package(path: "../Architecture"),
        .package(path: "../DesignSystem"),  // colours and fonts
    ],
    targets: [
        .target(
            name: "Home",
            dependencies: [
                .product(name: "Architecture", package: "Architecture"),
                // Colours and fonts.
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
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
