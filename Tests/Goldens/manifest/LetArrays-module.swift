// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let targets: [Target] = [
    .target(name: "Payments", dependencies: ["Wallet"], swiftSettings: settings),
    .target(name: "Wallet", dependencies: [.product(name: "Networking", package: "Networking")], swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    .testTarget(name: "PaymentsTests", dependencies: ["Payments"]),
    .testTarget(name: "WalletTests", dependencies: ["Wallet"]),
]

let package = Package(
    name: "Payments",
    products: [
        .library(name: "Payments", targets: ["Payments"]),
        .library(name: "Wallet", targets: ["Wallet"])
    ],
    dependencies: [
        .package(path: "../Networking")
    ],
    targets: targets
)
