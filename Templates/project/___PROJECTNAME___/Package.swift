// swift-tools-version: 6.0

// ___PROJECTNAME___: an iOS app package, opened in Xcode or Swift Playgrounds.
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
        name: "___PROJECTNAME:swiftString___",
        targets: ["___PROJECTNAME:swiftString___"],
        bundleIdentifier: "___VARIABLE_bundleIdentifierPrefix:swiftString___.___PROJECTNAME:rfc1034Identifier,swiftString___",
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
        name: "___PROJECTNAME:swiftString___",
        resources: [.process("Resources")]
    )
#else
    let appProduct: Product = .library(
        name: "___PROJECTNAME:swiftString___",
        targets: ["___PROJECTNAME:swiftString___"]
    )

    let appTarget: Target = .target(
        name: "___PROJECTNAME:swiftString___",
        resources: [.process("Resources")]
    )
#endif

let package = Package(
    name: "___PROJECTNAME:swiftString___",
    platforms: [.iOS("17.0")],
    products: [appProduct],
    targets: [
        appTarget,
        .testTarget(
            name: "___PROJECTNAME:swiftString___Tests",
            dependencies: ["___PROJECTNAME:swiftString___"]
        ),
    ]
)
