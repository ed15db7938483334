/// What laying a project of one style out in targets needs to know of the style: which of a
/// module's types other targets use, and whether the app has app files to record.
package struct PackageLayoutStyle: Sendable, Equatable {
    /// The suffixes (after the module's name) of the types the app uses, made public with their
    /// members: swiftui's assembly, uikit's router input and entry entity.
    package let entrySuffixes: [String]
    /// The suffixes of the types the app only names (an entry's result), made public without
    /// their members: uikit's view controller.
    package let namedSuffixes: [String]
    /// Whether the style registers modules in app files, recorded in the config's `appFiles`.
    package let recordsAppFiles: Bool

    /// The swiftui style: the app registers and builds each module's assembly.
    package static let swiftui = PackageLayoutStyle(
        entrySuffixes: ["Assembly"], namedSuffixes: [], recordsAppFiles: true)

    /// The uikit style: the app opens a module with `MainRouterInput().view(entryEntity:)`,
    /// which returns its view controller.
    package static let uikit = PackageLayoutStyle(
        entrySuffixes: ["RouterInput", "EntryEntity"], namedSuffixes: ["ViewController"],
        recordsAppFiles: false)

    /// The layout of `style`, or nil when its projects cannot be laid out in targets.
    package static func of(_ style: ArchitectureStyle) -> PackageLayoutStyle? {
        switch style {
        case .swiftui: .swiftui
        case .uikit: .uikit
        case .routed, .builder, .generic: nil
        }
    }

    /// The names of the styles whose projects can be laid out in targets.
    package static var styleNames: [String] {
        ArchitectureStyle.modulePackageStyles.map(\.rawValue)
    }
}
