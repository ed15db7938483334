import ViperGenProject

/// Where each file of a new app package goes when its modules are targets of their own: the
/// project template's `Classes` folder (less its modules) becomes the support target, the Main
/// module its own target, and its tests their own test target.
///
/// Paths are relative to the project root, as in the config (`Sources/MyApp/RootApp.swift`).
struct PackageLayoutPaths: Sendable {
    /// The config of the project as the template lays it out (its modules in folders).
    let config: ProjectConfig
    /// The layout the files move to.
    let layout: ModuleLayout
    /// The module the project starts with.
    let moduleName: String

    /// The folder holding the support code and the modules folder in the template's layout:
    /// the modules folder's parent, such as `Sources/MyApp/Classes`.
    var classesFolder: String {
        let parts = config.modulesPath.split(separator: "/").dropLast()
        return parts.joined(separator: "/")
    }

    /// The new path of the file at `path`, and what it is to the layout.
    func place(of path: String) -> (path: String, place: PackageLayoutPlace) {
        let isSwift = path.hasSuffix(".swift")
        let module = layout.places(of: moduleName)
        if let rest = Self.rest(of: path, under: config.modulesPath + "/" + moduleName) {
            return (module.sources + "/" + rest, isSwift ? .module : .other)
        }
        if Self.rest(of: path, under: config.modulesPath) != nil {
            return (path, .other)
        }
        if let rest = Self.rest(of: path, under: classesFolder) {
            return (layout.supportPlaces.sources + "/" + rest, isSwift ? .support : .other)
        }
        if let rest = Self.rest(of: path, under: config.testsPath + "/" + moduleName) {
            return (module.tests + "/" + rest, isSwift ? .moduleTests : .other)
        }
        if Self.rest(of: path, under: config.testsPath) != nil, isSwift {
            return (path, .appTests)
        }
        if Self.rest(of: path, under: config.sourcesPath) != nil, isSwift {
            return (path, .app)
        }
        return (path, path == Self.readme ? .readme : .other)
    }

    /// The project's README, at its root.
    static let readme = "README.md"

    /// The new path of the file at `path`.
    func path(of path: String) -> String { place(of: path).path }

    /// `path` less `folder/`, or nil when it is not inside `folder`.
    private static func rest(of path: String, under folder: String) -> String? {
        let prefix = folder + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
