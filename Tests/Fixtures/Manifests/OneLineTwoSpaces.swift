// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Modules",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [.library(name: "Profile", targets: ["Profile"])],
  dependencies: [.package(path: "../Core")],
  targets: [
    .target(name: "Profile", dependencies: [.product(name: "Core", package: "Core")]),
    .target(name: "Feed", dependencies: ["Profile"], path: "Sources/Feed"),
    .testTarget(name: "ProfileTests", dependencies: ["Profile"]),
  ],
  swiftLanguageModes: [.v6]
)
