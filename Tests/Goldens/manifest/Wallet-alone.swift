// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "Wallet",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Wallet", targets: ["Wallet"]),
    ],
    targets: [
        .target(name: "Wallet"),
        .testTarget(
            name: "WalletTests",
            dependencies: ["Wallet"]
        ),
    ]
)
