@testable import ViperGenSwiftSource

/// The edits `module Wallet` makes to each fixture manifest, and the ones `remove Wallet` makes.
enum ManifestScenarios {
    /// The target of each fixture that the new module is added to as a dependency.
    static let dependent = [
        "FeatureSpaces": "Home", "AppTabs": "Architecture", "OneLineTwoSpaces": "Feed",
        "LetArrays": "Payments", "ProjectTemplate": "MyApp", "ArgumentCommas": "SharedUI",
    ]

    /// The Swift settings each fixture's targets have, copied to the new target as the lead
    /// copies a sibling's.
    static let settings: [String: [String]] = [
        "FeatureSpaces": [
            ".defaultIsolation(MainActor.self)", ".enableUpcomingFeature(\"ExistentialAny\")",
        ],
        "LetArrays": [".enableUpcomingFeature(\"ExistentialAny\")"],
        "ArgumentCommas": [".defaultIsolation(MainActor.self)"],
    ]

    /// A module's edits: a package dependency, a product, a target with a test target, and a
    /// dependency on it from the fixture's `dependent` target.
    static func adding(to fixture: String) -> [ManifestEdit] {
        [
            .addPackageDependency(path: "../Networking"),
            .addLibraryProduct(name: "Wallet", targets: ["Wallet"]),
            .addTarget(
                ManifestTarget(
                    kind: .regular, name: "Wallet",
                    dependencies: [.product(name: "Networking", package: "Networking")],
                    swiftSettingsLines: settings[fixture])),
            .addTarget(
                ManifestTarget(kind: .test, name: "WalletTests", dependencies: [.byName("Wallet")])),
            .addTargetDependency(target: dependent[fixture] ?? "", dependency: .byName("Wallet")),
        ]
    }

    /// The edits undoing `adding(to:)`, in reverse order.
    static func removing(from fixture: String) -> [ManifestEdit] {
        [
            .removeTargetDependency(target: dependent[fixture] ?? "", dependency: "Wallet"),
            .removeTarget(name: "WalletTests"),
            .removeTarget(name: "Wallet"),
            .removeProduct(name: "Wallet"),
            .removePackageDependency(path: "../Networking"),
        ]
    }
}
