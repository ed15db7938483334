/// Where an app keeps its modules when each is a Swift module of its own, recorded in the
/// config's `moduleLayout` (by `init`, or `project --layout packages`); nil in the config: every
/// module is a folder of the app target's sources.
package struct ModuleLayout: Codable, Sendable, Equatable {
    /// How a module becomes a Swift module.
    package enum Kind: String, Codable, Sendable, CaseIterable {
        /// One local package per module, `<folder>/<Module>/Package.swift`, its library product
        /// linked to the app target by the `.xcodeproj`.
        case packages
        /// One target per module (and its test target) in the package `manifest`, which also
        /// holds the app target (`project --layout packages`) or whose products the
        /// `.xcodeproj` links.
        case targets
    }

    /// The config key.
    package static let key = "moduleLayout"
    /// The keys of the object, as written in `.viper-gen.json`.
    package static let keys = ["folder", "kind", "manifest", "support"]
    /// The name of the Swift module holding the architecture's support code, unless recorded.
    package static let defaultSupport = "Architecture"

    /// How a module becomes a Swift module.
    package var kind: Kind
    /// `packages`: the folder holding one package per module, relative to the project root
    /// (such as `Packages`).
    package var folder: String?
    /// `targets`: the manifest whose targets the modules are, relative to the project root
    /// (such as `Package.swift`).
    package var manifest: String?
    /// The Swift module (package, or target) that holds the architecture's support code; the
    /// modules depend on it.
    package var support: String

    /// A layout of one package per module in `folder`.
    package static func packages(folder: String, support: String = defaultSupport) -> Self {
        ModuleLayout(kind: .packages, folder: folder, manifest: nil, support: support)
    }

    /// A layout of one target per module in the package `manifest`.
    package static func targets(manifest: String, support: String = defaultSupport) -> Self {
        ModuleLayout(kind: .targets, folder: nil, manifest: manifest, support: support)
    }

    /// The folder holding the package whose targets the modules are (`targets`), relative to
    /// the project root: the manifest's folder, `""` for the root.
    package var manifestFolder: String? {
        guard let manifest else { return nil }
        let parts = manifest.split(separator: "/").dropLast()
        return parts.joined(separator: "/")
    }

    /// The places of the module `name`: its package folder (`packages`), its sources folder and
    /// its tests folder, relative to the project root.
    package func places(of name: String) -> ModulePlaces {
        switch kind {
        case .packages:
            let package = Self.joined(folder ?? "", name)
            return ModulePlaces(
                package: package, sources: package + "/Sources/" + name,
                tests: package + "/Tests/" + name + "Tests")
        case .targets:
            let root = manifestFolder ?? ""
            return ModulePlaces(
                package: nil, sources: Self.joined(root, "Sources/" + name),
                tests: Self.joined(root, "Tests/" + name + "Tests"))
        }
    }

    /// The folder whose entries are the modules, relative to the project root: the packages'
    /// folder (`Packages`), or the package's `Sources`.
    package var modulesFolder: String {
        switch kind {
        case .packages: return folder ?? "."
        case .targets: return Self.joined(manifestFolder ?? "", "Sources")
        }
    }

    /// The folders below which a module's path components are its own (and change with its
    /// name): the packages' folder, or the package's `Sources` and `Tests`.
    package var renamedFolders: [String] {
        switch kind {
        case .packages: return [modulesFolder]
        case .targets: return [modulesFolder, Self.joined(manifestFolder ?? "", "Tests")]
        }
    }

    /// The places of the support module.
    package var supportPlaces: ModulePlaces { places(of: support) }

    /// `folder/path`, or `path` when `folder` is the root.
    private static func joined(_ folder: String, _ path: String) -> String {
        folder.isEmpty || folder == "." ? path : folder + "/" + path
    }
}
