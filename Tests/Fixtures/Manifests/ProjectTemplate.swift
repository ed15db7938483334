// swift-tools-version: 6.0

// MyApp: an iOS app package, opened in Xcode or Swift Playgrounds.
//
// Where AppleProductTypes exists (Xcode, Swift Playgrounds), the package is an iOS application.
// Elsewhere (plain SwiftPM on the command line, CI tooling) the manifest still loads and describes
// the same sources as a library; building them needs the iOS SDK either way. SwiftPM rejects a
// library product over an executable target, so the target kind is chosen with the product: an
// executable target for the app, a regular target for the library.

import PackageDescription

#if canImport(AppleProductTypes)
    import AppleProductTypes

    let appProduct: Product = .iOSApplication(
        name: "MyApp",
        targets: ["MyApp"],
        bundleIdentifier: "com.example.MyApp",
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
        name: "MyApp",
        resources: [.process("Resources")]
    )
#else
    let appProduct: Product = .library(
        name: "MyApp",
        targets: ["MyApp"]
    )

    let appTarget: Target = .target(
        name: "MyApp",
        resources: [.process("Resources")]
    )
#endif

let package = Package(
    name: "MyApp",
    platforms: [.iOS("17.0")],
    products: [appProduct],
    targets: [
        appTarget,
        .testTarget(
            name: "MyAppTests",
            dependencies: ["MyApp"]
        ),
    ]
)
