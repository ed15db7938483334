// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "Wallet",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Wallet", targets: ["Wallet"]),
    ],
    dependencies: [
        .package(path: "../Architecture"),
    ],
    targets: [
        .target(
            name: "Wallet",
            dependencies: [
                .product(name: "Architecture", package: "Architecture"),
            ],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
        .testTarget(
            name: "WalletTests",
            dependencies: ["Wallet"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
