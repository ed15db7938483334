// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Home",
    platforms: [.iOS(.v17)],
    products: [
        // The feature's entry point.
        .library(name: "Home", targets: ["Home"]),
        .library(name: "Wallet", targets: ["Wallet"]),
    ],
    dependencies: [
        .package(path: "../Architecture"),
        .package(path: "../DesignSystem"),  // colours and fonts
        .package(path: "../Networking"),
    ],
    targets: [
        .target(
            name: "Home",
            dependencies: [
                .product(name: "Architecture", package: "Architecture"),
                // Colours and fonts.
                .product(name: "DesignSystem", package: "DesignSystem"),
                "Wallet",
            ],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
        .target(
            name: "Wallet",
            dependencies: [
                .product(name: "Networking", package: "Networking"),
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
        .testTarget(
            name: "WalletTests",
            dependencies: ["Wallet"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
