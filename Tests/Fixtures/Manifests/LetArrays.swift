// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let targets: [Target] = [
    .target(name: "Payments", swiftSettings: settings),
    .testTarget(name: "PaymentsTests", dependencies: ["Payments"]),
]

let package = Package(
    name: "Payments",
    products: [
        .library(name: "Payments", targets: ["Payments"])
    ],
    targets: targets
)
