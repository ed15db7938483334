// swift-tools-version:5.9
import PackageDescription

let package = Package(
	name: "AppFeatures",
	platforms: [
		.iOS(.v16)
	],
	products: [
		.library(name: "Home", targets: ["Home"]),
		.library(name: "Settings", targets: ["Settings"]),
		.library(name: "Wallet", targets: ["Wallet"])
	],
	dependencies: [
		.package(path: "../Networking")
	],
	targets: [
		.target(name: "Architecture", dependencies: ["Wallet"]),
		.target(
			name: "Home",
			dependencies: ["Architecture"]),
		.target(
			name: "Settings",
			dependencies: ["Architecture"],
			path: "Sources/Settings"),
		.target(
			name: "Wallet",
			dependencies: [.product(name: "Networking", package: "Networking")]),
		/* Tests */
		.testTarget(
			name: "HomeTests",
			dependencies: ["Home"]),
		.testTarget(
			name: "WalletTests",
			dependencies: ["Wallet"])
	],
	swiftLanguageVersions: [.v5]
)
