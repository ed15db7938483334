// swift-tools-version:5.9

import PackageDescription

let package = Package(
	name: "Wallet",
	platforms: [.iOS(.v16)],
	products: [
		.library(name: "Wallet", targets: ["Wallet"])
	],
	dependencies: [
		.package(path: "../Architecture")
	],
	targets: [
		.target(
			name: "Wallet",
			dependencies: [.product(name: "Architecture", package: "Architecture")]),
		.testTarget(
			name: "WalletTests",
			dependencies: ["Wallet"])
	],
	swiftLanguageVersions: [.v5]
)
