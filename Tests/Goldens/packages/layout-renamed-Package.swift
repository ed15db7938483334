// swift-tools-version: 6.0

// MyApp: an iOS app package, opened in Xcode or Swift Playgrounds.
//
// The app target depends on Architecture (the support code every module builds on) and on
// each module; each module is a target of its own, with its test target, and depends on
// Architecture. Where AppleProductTypes exists (Xcode, Swift Playgrounds), the app is an iOS
// application; elsewhere (plain SwiftPM on the command line, CI tooling) the manifest still
// loads and describes the same targets, the app as an executable product. Building them
// needs the iOS SDK either way.

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
#else
    let appProduct: Product = .executable(name: "MyApp", targets: ["MyApp"])
#endif

let package = Package(
    name: "MyApp",
    platforms: [.iOS("17.0")],
    products: [appProduct],
    targets: [
        .executableTarget(
            name: "MyApp",
            dependencies: [
                "Architecture",
                "Main",
                "Billing",
                "PaymentDetails",
            ],
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "MyAppTests",
            dependencies: ["MyApp"]
        ),
        .target(name: "Architecture"),
        .target(
            name: "Main",
            dependencies: ["Architecture"]
        ),
        .target(
            name: "Billing",
            dependencies: ["Architecture"]
        ),
        .target(
            name: "PaymentDetails",
            dependencies: ["Architecture"]
        ),
        .testTarget(
            name: "MainTests",
            dependencies: ["Main"]
        ),
        .testTarget(
            name: "BillingTests",
            dependencies: ["Billing"]
        ),
        .testTarget(
            name: "PaymentDetailsTests",
            dependencies: ["PaymentDetails"]
        ),
    ]
)
