import ViperGenSystem

/// Finds an app's module folders: a folder `X` holding `X<Part>.swift` files for two or more
/// VIPER parts (presenter, interactor, router, ...), directly or one folder deeper
/// (`X/Presenter/XPresenter.swift`), as Generamba, Clean Swift and hand-written modules lay
/// them out.
struct ModuleFolderFinder {
    /// The parts whose files mark a module.
    static let parts = [
        "Presenter", "Interactor", "Router", "Wireframe", "ViewController", "View", "Assembly",
        "Configurator", "Builder", "Worker", "Models",
    ]
    /// Folders never searched: hidden ones, build products and dependencies.
    static let skipped: Set<String> = [
        "Pods", "Carthage", "DerivedData", "node_modules", "build", "Build", "vendor",
    ]
    /// How many entries one search reads at most.
    static let entryLimit = 50_000

    /// The file system searched.
    let fileSystem: any FileSystem

    /// The module folders below `root` (paths relative to it), by module name, sorted by path.
    func modules(below root: AbsolutePath) throws -> [(name: String, folder: String)] {
        var parts: [String: Set<String>] = [:]
        var seen = 0
        try FileTreeWalk(fileSystem: fileSystem).walk(
            below: root,
            descend: { !$0.name.hasPrefix(".") && !Self.skipped.contains($0.name) },
            visit: { entry in
                seen += 1
                note(entry.relativePath, in: &parts)
                return seen < Self.entryLimit
            })
        return parts.filter { $0.value.count >= 2 }.keys.sorted().map {
            (String($0.split(separator: "/").last ?? ""), $0)
        }
    }

    /// Notes the part `path` is against its module's folder.
    private func note(_ path: String, in found: inout [String: Set<String>]) {
        let components = path.split(separator: "/").map(String.init)
        guard let file = components.last, file.hasSuffix(".swift") else { return }
        let stem = String(file.dropLast(".swift".count))
        for part in Self.parts where stem.hasSuffix(part) {
            let name = String(stem.dropLast(part.count))
            for depth in [2, 3] where components.count >= depth && !name.isEmpty {
                guard components[components.count - depth] == name else { continue }
                let folder = components.prefix(components.count - depth + 1)
                    .joined(separator: "/")
                found[folder, default: []].insert(part)
                return
            }
        }
    }
}
