// swift-tools-version:5.9
import PackageDescription

let package = Package(
	name: "AppFeatures",
	platforms: [
		.iOS(.v16)
	],
	products: [
		.library(name: "Home", targets: ["Home"]),
		.library(name: "Preferences", targets: ["Preferences"])
	],
	targets: [
		.target(name: "Architecture"),
		.target(
			name: "Home",
			dependencies: ["Architecture"]),
		.target(
			name: "Preferences",
			dependencies: ["Architecture"],
			path: "Sources/Preferences"),
		/* Tests */
		.testTarget(
			name: "HomeTests",
			dependencies: ["Home"])
	],
	swiftLanguageVersions: [.v5]
)
