/// Where a module that is a Swift module of its own lies, relative to the project root.
package struct ModulePlaces: Equatable, Sendable {
    /// The folder of its own package (holding `Package.swift`), for ``ModuleLayout/Kind/packages``.
    package var package: String?
    /// The folder of its target's sources, such as `Packages/Payments/Sources/Payments`.
    package var sources: String
    /// The folder of its test target's sources, such as `Packages/Payments/Tests/PaymentsTests`.
    package var tests: String

    /// The manifest of its own package, for ``ModuleLayout/Kind/packages``.
    package var manifest: String? { package.map { $0 + "/Package.swift" } }
}
