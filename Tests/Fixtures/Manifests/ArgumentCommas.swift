// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "Shared",
  platforms: [
    .iOS(.v17),
  ],
  products: [
    .library(
      name: "Shared",
      targets: ["Shared"],
    ),
    .library(
      name: "SharedUI",
      targets: ["SharedUI"],
    ),
  ],
  dependencies: [
    .package(name: "Storage", path: "../Storage"),
  ],
  targets: [
    .target(
      name: "Shared",
      dependencies: [
        .product(name: "Storage", package: "Storage")
      ],
      swiftSettings: [
        .defaultIsolation(nil)
      ],
    ),
    .target(
      name: "SharedUI",
      dependencies: [
        .target(name: "Shared")
      ],
      swiftSettings: [
        .defaultIsolation(MainActor.self)
      ],
    ),
  ],
)
