// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Modules",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [.library(name: "Profile", targets: ["Profile"]), .library(name: "Wallet", targets: ["Wallet"])],
  dependencies: [.package(path: "../Core"), .package(path: "../Networking")],
  targets: [
    .target(name: "Profile", dependencies: [.product(name: "Core", package: "Core")]),
    .target(name: "Feed", dependencies: ["Profile", "Wallet"], path: "Sources/Feed"),
    .target(name: "Wallet", dependencies: [.product(name: "Networking", package: "Networking")]),
    .testTarget(name: "ProfileTests", dependencies: ["Profile"]),
    .testTarget(name: "WalletTests", dependencies: ["Wallet"]),
  ],
  swiftLanguageModes: [.v6]
)
