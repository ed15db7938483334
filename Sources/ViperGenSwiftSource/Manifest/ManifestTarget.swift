/// A target ``ManifestEdit/addTarget(_:)`` writes into a manifest.
package struct ManifestTarget: Equatable, Sendable {
    /// Which call declares the target.
    package enum Kind: String, Equatable, Sendable {
        /// `.target(`.
        case regular = "target"
        /// `.testTarget(`.
        case test = "testTarget"
    }

    /// Which call declares the target.
    package var kind: Kind
    /// The target's name.
    package var name: String
    /// Its dependencies, in order (no `dependencies:` argument when empty).
    package var dependencies: [ManifestDependency]
    /// An explicit `path:`, or nil for SwiftPM's default (`Sources/<name>`, `Tests/<name>`).
    package var path: String?
    /// The `swiftSettings:` elements as written (copied from a sibling target, such as
    /// `.defaultIsolation(MainActor.self)`), or nil for no argument.
    package var swiftSettingsLines: [String]?

    /// A target of `kind` named `name`.
    package init(
        kind: Kind, name: String, dependencies: [ManifestDependency] = [], path: String? = nil,
        swiftSettingsLines: [String]? = nil
    ) {
        self.kind = kind
        self.name = name
        self.dependencies = dependencies
        self.path = path
        self.swiftSettingsLines = swiftSettingsLines
    }
}
