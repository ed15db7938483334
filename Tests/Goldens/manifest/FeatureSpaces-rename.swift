// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Home",
    platforms: [.iOS(.v17)],
    products: [
        // The feature's entry point.
        .library(name: "Start", targets: ["Start"]),
    ],
    dependencies: [
        .package(path: "../Architecture"),
        .package(path: "../Design"),  // colours and fonts
    ],
    targets: [
        .target(
            name: "Start",
            dependencies: [
                .product(name: "Architecture", package: "Architecture"),
                // Colours and fonts.
                .product(name: "DesignSystem", package: "Design"),
            ],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
        .testTarget(
            name: "HomeTests",
            dependencies: ["Start"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
