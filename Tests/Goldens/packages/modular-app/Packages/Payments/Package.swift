// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "Payments",
    platforms: [.iOS(.v18)],
    products: [.library(name: "Payments", targets: ["Payments"])],
    dependencies: [.package(path: "../Architecture")],
    targets: [
        .target(
            name: "Payments",
            dependencies: [.product(name: "Architecture", package: "Architecture")],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
        .testTarget(
            name: "PaymentsTests",
            dependencies: ["Payments"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
