// swift-tools-version: 6.0

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
        // Pinned to one commit: GenericModule has no release tags, and a branch requirement
        // would take whatever lands on `master` at the next resolution or `swift package update`
        // (its API has changed under its users before: ModuleInput<State> went in 2021). This
        // commit has the API the modules are written against (Module, Presenter with a State,
        // ViewModel(delegate:), ViewController and Update). To move on, read the changes and
        // require a newer commit here.
        .package(
            url: "https://github.com/rosberry/GenericModule",
            revision: "8bf4326c905e722b956d467d31ca483a406e0788"
        )
    ],
    targets: [
        appTarget,
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo", genericModule]
        ),
    ]
)
