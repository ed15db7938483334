// swift-tools-version: 5.9

// Demo: an iOS app package, opened in Xcode or Swift Playgrounds.
//
// Where AppleProductTypes exists (Xcode, Swift Playgrounds), the package is an iOS application.
// Elsewhere (plain SwiftPM on the command line, CI tooling) the manifest still loads and describes
// the same sources as a library; building them needs the iOS SDK either way. SwiftPM rejects a
// library product over an executable target, so the target kind is chosen with the product: an
// executable target for the app, a regular target for the library.

import PackageDescription

/// The GenericModule library, whose Module, Presenter and ViewController every module extends.
let genericModule: Target.Dependency = .product(name: "GenericModule", package: "GenericModule")

#if canImport(AppleProductTypes)
    import AppleProductTypes

    let appProduct: Product = .iOSApplication(
        name: "Demo",
        targets: ["Demo"],
        bundleIdentifier: "com.example.Demo",
        teamIdentifier: "",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .asset("AppIcon"),
        accentColor: .asset("AccentColor"),
        supportedDeviceFamilies: [
            .pad,
            .phone,
        ],
        supportedInterfaceOrientations: [
            .portrait,
            .landscapeRight,
            .landscapeLeft,
            .portraitUpsideDown(.when(deviceFamilies: [.pad])),
        ]
    )

    let appTarget: Target = .executableTarget(
        name: "Demo",
        dependencies: [genericModule],
        resources: [.process("Resources")]
    )
#else
    let appProduct: Product = .library(
        name: "Demo",
        targets: ["Demo"]
    )

    let appTarget: Target = .target(
        name: "Demo",
        dependencies: [genericModule],
        resources: [.process("Resources")]
    )
#endif

let package = Package(
    name: "Demo",
    platforms: [.iOS("17.0")],
    products: [appProduct],
    dependencies: [
        // GenericModule has no release tags, so it is required by branch: the first resolution,
        // and each `swift package update`, takes the branch's latest commit and records it in
        // Package.resolved. To stay on one commit, require it instead: `revision: "<commit>"`.
        .package(url: "https://github.com/rosberry/GenericModule", branch: "master")
    ],
    targets: [
        appTarget,
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo", genericModule]
        ),
    ]
)
