/// How an adopted app is built, as far as generated code must follow it.
///
/// The `build` object of `.viper-gen.json`, written by `viper-gen init` from the app target's build settings (or
/// Package.swift) and from its code. Every key is optional; one left out keeps viper-gen's
/// default (`@MainActor` UI types, any API).
package struct AppBuild: Encodable, Sendable, Equatable {
    /// The keys of the object.
    static let keys = [
        "defaultIsolation", "deploymentTarget", "protocolIsolation", "swiftVersion",
        "viewIsolation",
    ]
    /// The values of `defaultIsolation`, `viewIsolation` and `protocolIsolation`.
    package static let isolations = ["MainActor", "nonisolated"]

    /// The Swift language mode (`SWIFT_VERSION`'s major version): `"5"`, `"6"`.
    package var swiftVersion: String?
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION`: `MainActor` (Xcode 26's new apps) or `nonisolated`.
    package var defaultIsolation: String?
    /// `IPHONEOS_DEPLOYMENT_TARGET`, such as `15.0`: no API newer than it is generated.
    package var deploymentTarget: String?
    /// The isolation of the app's view builder (`ApplicationViewBuilder`): `nonisolated` when
    /// it is not main-actor isolated (apps made by the original template), so a module's
    /// assembly, presenter, router and view state are not `@MainActor` either.
    package var viewIsolation: String?
    /// The isolation of the app's base protocols (`PresenterProtocol`, `ViewStateProtocol`,
    /// `RouterProtocol`): `nonisolated` when they are not `@MainActor`, so in Swift 6 a
    /// main-actor type conforms to them through `@preconcurrency`.
    package var protocolIsolation: String?

    /// Settings from their parts.
    package init(
        swiftVersion: String? = nil, defaultIsolation: String? = nil,
        deploymentTarget: String? = nil, viewIsolation: String? = nil,
        protocolIsolation: String? = nil
    ) {
        self.swiftVersion = swiftVersion
        self.defaultIsolation = defaultIsolation
        self.deploymentTarget = deploymentTarget
        self.viewIsolation = viewIsolation
        self.protocolIsolation = protocolIsolation
    }

    /// Whether no key is set.
    package var isEmpty: Bool { self == AppBuild() }

    /// The deployment target's major version, such as 15.
    package var deploymentMajorVersion: Int? {
        deploymentTarget.flatMap { Int($0.prefix { $0.isNumber }) }
    }

    /// Whether generated UI types are `@MainActor`: unless the view builder is not.
    package var isMainActor: Bool { viewIsolation != "nonisolated" }

    /// The values of the built-in templates' options that follow these settings: `mainActor`
    /// (`@MainActor`, or empty when the view builder is not main-actor isolated; a swiftui
    /// module's own protocols take it too, so `protocolIsolation` needs no option of its own),
    /// `nonisolated` (for the interactor under main-actor default isolation) and
    /// `backgroundColor` (`systemBackground`, iOS 13, or `white`).
    package var optionValues: [String: String] {
        [
            "mainActor": isMainActor ? "@MainActor" : "",
            "nonisolated": defaultIsolation == "MainActor" ? "nonisolated" : "",
            "backgroundColor": (deploymentMajorVersion ?? 13) < 13 ? "white" : "systemBackground",
        ]
    }
}
