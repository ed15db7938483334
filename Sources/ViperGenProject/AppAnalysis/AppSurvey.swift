import ViperGenSystem
import ViperGenXcode

/// What `viper-gen init` finds in an app's folder.
///
/// The app files by their declarations, the folders holding modules and services, and the
/// project name. Paths are relative to the app's folder; a list with more than one entry is a
/// finding that cannot be decided.
package struct AppSurvey: Equatable {
    /// Files declaring `@main … : App`.
    package var rootApps: [String] = []
    /// Files declaring `enum Views`.
    package var views: [String] = []
    /// Files declaring `ApplicationViewBuilder`.
    package var viewBuilders: [String] = []
    /// Files declaring `struct RootView`.
    package var rootViews: [String] = []
    /// Files marking the app's entry point (`@main` on any type, `@UIApplicationMain`, a
    /// `main.swift` or `main.m` calling `UIApplicationMain`).
    var entryPoints: [String] = []
    /// Those of `entryPoints` that start a UIKit app (``DeclarationScanner/marksUIKitEntryPoint``).
    var uikitEntryPoints: [String] = []
    /// Those of `entryPoints` in Objective-C: a `main.m` calling `UIApplicationMain`.
    var objectiveCEntryPoints: [String] = []
    /// Per style, the folders holding modules laid out as that style's template lays them out
    /// (``ArchitectureStyle/moduleMarker``), most first.
    package var moduleFolders: [ArchitectureStyle: [FolderFinding]] = [:]
    /// Folders holding VIPER modules of no style's exact layout (a presenter, an interactor
    /// and a router or wireframe named after their folder), most first.
    package var viperModuleFolders: [FolderFinding] = []
    /// Module and service folders whose names are no Swift identifier
    /// (``NameNormalizer/identifierProblem(_:)``), by the folder holding them: never recorded,
    /// since no command could name them and their names would be written into Swift.
    package var unnamable: [FolderFinding] = []
    /// Folders named `Modules`, `Screens`, `Scenes` or `Features`, for an app without modules.
    var moduleGroups: [String] = []
    /// Per style, the first file whose declarations are that style's own (`import
    /// GenericModule`, the routed `ApplicationRouter`, UIKit VIPER's `Viewable`).
    var styleDeclarations: [ArchitectureStyle: String] = [:]
    /// Folders holding services (`<folder>/<Name>Service/<Name>Service(Assembly).swift`).
    package var serviceFolders: [FolderFinding] = []
    /// Files declaring `class NavigationService` with the `@Observable` macro.
    var observableNavigation: [String] = []
    /// Folders whose name ends in `Tests`, such as `LegacyTests` or `Tests/MyAppTests`.
    var testFolders: [String] = []
    /// Files importing a test library, by library (`XCTest`, `Testing`).
    var testLibraryFiles: [String: [String]] = [:]
    /// The `.xcodeproj` in the app's folder, by path without the extension (`MyApp`); when the
    /// folder has none, those one folder below it (`ios/Runner`).
    var xcodeProjects: [String] = []
    /// The application targets of each `.xcodeproj` whose project file could be read, by the
    /// same path as in `xcodeProjects`.
    var appTargets: [String: [AppTargetLayout]] = [:]
    /// The local Swift packages each `.xcodeproj` references, by the same path as in
    /// `xcodeProjects`, with the products its targets link.
    var localPackages: [String: [LocalPackageReference]] = [:]
    /// The number of Swift files in the `Sources` folder of each local package an
    /// `.xcodeproj` references, by the package's path relative to the app's folder.
    var localPackageSwiftFiles: [String: Int] = [:]
    /// The Swift files looked at, relative to the app's folder (local packages' excluded).
    var swiftFiles: [String] = []
    /// The package name declared by Package.swift, if any.
    var packageName: String?
    /// The tool whose spec in the app's folder generates its `.xcodeproj`, if any.
    var generator: ProjectGenerator?
    /// That spec file's name (`project.yml`).
    var generatorSpec: String?
    /// The project name the spec gives (XcodeGen's `name:`, Tuist's `Project(name:)`).
    var generatorProjectName: String?
}
