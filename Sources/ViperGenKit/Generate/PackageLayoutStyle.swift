import ViperGenProject

/// What laying a project of one style out in targets needs to know of the style: which of a
/// module's types other targets use, and whether the app has app files to record.
struct PackageLayoutStyle: Sendable, Equatable {
    /// The suffixes (after the module's name) of the types the app uses, made public with their
    /// members: swiftui's assembly, uikit's router input and entry entity.
    let entrySuffixes: [String]
    /// The suffixes of the types the app only names (an entry's result), made public without
    /// their members: uikit's view controller.
    let namedSuffixes: [String]
    /// Whether the style registers modules in app files, recorded in the config's `appFiles`.
    let recordsAppFiles: Bool

    /// The swiftui style: the app registers and builds each module's assembly.
    static let swiftui = PackageLayoutStyle(
        entrySuffixes: ["Assembly"], namedSuffixes: [], recordsAppFiles: true)

    /// The uikit style: the app opens a module with `MainRouterInput().view(entryEntity:)`,
    /// which returns its view controller.
    static let uikit = PackageLayoutStyle(
        entrySuffixes: ["RouterInput", "EntryEntity"], namedSuffixes: ["ViewController"],
        recordsAppFiles: false)

    /// The layout of `style`, or nil when its projects cannot be laid out in targets.
    static func of(_ style: ArchitectureStyle) -> PackageLayoutStyle? {
        switch style {
        case .swiftui: .swiftui
        case .uikit: .uikit
        case .routed, .builder, .generic: nil
        }
    }

    /// The names of the styles whose projects can be laid out in targets.
    static var styleNames: [String] {
        ArchitectureStyle.allCases.filter { of($0) != nil }.map(\.rawValue)
    }
}
