/// What a manifest declares about one target: enough for `check` and `remove` to read.
package struct ManifestTargetSummary: Equatable, Sendable {
    /// The call declaring it, without the dot: `target`, `testTarget`, `executableTarget`,
    /// `macro`, `plugin`, `binaryTarget`, `systemLibrary`.
    package var kind: String
    /// The target's name.
    package var name: String
    /// The names in its `dependencies:` (`"X"`, `.target(name:)`, `.byName(name:)`,
    /// `.product(name:)`), in order; elements of another shape are left out.
    package var dependencyNames: [String]
    /// Its explicit `path:`, if it has a literal one.
    package var path: String?
    /// Its `swiftSettings:` elements as written, each on one line (those of the top-level
    /// `let` it names, too), or nil when it has none or they are computed.
    package var swiftSettings: [String]?
    /// The 1-based line its call starts on.
    package var line: Int

    /// Whether it is a test target.
    package var isTest: Bool { kind == "testTarget" }
}
