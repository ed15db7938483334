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
    .library(
      name: "Wallet",
      targets: ["Wallet"],
    ),
  ],
  dependencies: [
    .package(name: "Storage", path: "../Storage"),
    .package(path: "../Networking"),
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
        .target(name: "Shared"),
        "Wallet"
      ],
      swiftSettings: [
        .defaultIsolation(MainActor.self)
      ],
    ),
    .target(
      name: "Wallet",
      dependencies: [
        .product(name: "Networking", package: "Networking")
      ],
      swiftSettings: [
        .defaultIsolation(MainActor.self)
      ],
    ),
    .testTarget(
      name: "WalletTests",
      dependencies: [
        "Wallet"
      ],
    ),
  ],
)
