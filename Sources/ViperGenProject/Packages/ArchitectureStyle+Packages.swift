/// Which styles' modules can be Swift modules of their own.
extension ArchitectureStyle {
    /// Whether `module` makes this style's modules as local packages or targets of their own
    /// in an app with a ``ModuleLayout``: swiftui and uikit, whose support code and entry
    /// types are known (routed's router reaches the app's application router, builder and
    /// generic modules have no support module to depend on).
    package var makesModulePackages: Bool { PackageLayoutStyle.of(self) != nil }

    /// The styles that do.
    package static var modulePackageStyles: [ArchitectureStyle] {
        allCases.filter(\.makesModulePackages)
    }
}
