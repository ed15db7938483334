// swift-tools-version:5.9
import PackageDescription

let package = Package(
	name: "AppFeatures",
	platforms: [
		.iOS(.v16)
	],
	products: [
		.library(name: "Home", targets: ["Home"]),
		.library(name: "Settings", targets: ["Settings"])
	],
	targets: [
		.target(name: "Architecture"),
		.target(
			name: "Home",
			dependencies: ["Architecture"]),
		.target(
			name: "Settings",
			dependencies: ["Architecture"],
			path: "Sources/Settings"),
		/* Tests */
		.testTarget(
			name: "HomeTests",
			dependencies: ["Home"])
	],
	swiftLanguageVersions: [.v5]
)
