import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem

/// Which modules an app can import: those a Swift file of it imports, and those a
/// `Package.swift` or an Xcode project file below it names as a product.
struct ModuleAvailability {
    /// The file system to read.
    let fileSystem: any FileSystem

    /// Those of `modules` the app below `root` imports or links, skipping build output and
    /// dependencies' checkouts as `init` does (a pod's own imports say nothing of the app).
    func available(_ modules: Set<String>, below root: AbsolutePath) throws -> Set<String> {
        var found: Set<String> = []
        try FileTreeWalk(fileSystem: fileSystem).walk(
            below: root,
            descend: { !$0.name.hasPrefix(".") && !AppSurveyor.skippedFolders.contains($0.name) },
            visit: { entry in
                guard entry.kind == .file else { return true }
                let path = root.appending(component: entry.relativePath)
                let looked = modules.subtracting(found)
                if entry.name == "Package.swift" || entry.name == "project.pbxproj" {
                    if let bytes = try? fileSystem.readFile(at: path) {
                        found.formUnion(looked.filter { linked($0, in: bytes) })
                    }
                } else if entry.name.hasSuffix(".swift") {
                    found.formUnion(imported(looked, byFileAt: path))
                }
                return found != modules
            })
        return found
    }

    /// Those of `modules` the Swift file at `path` imports.
    private func imported(_ modules: Set<String>, byFileAt path: AbsolutePath) -> Set<String> {
        guard let bytes = try? fileSystem.readFile(at: path),
            modules.contains(where: { DeclarationScanner.mentions(Array($0.utf8), in: bytes) })
        else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        return DeclarationScanner(text: text).importedModules.intersection(modules)
    }

    /// Whether a manifest or project file names `module` as a product: `"GenericModule"` in a
    /// `Package.swift`, `productName = GenericModule;` in a `project.pbxproj`.
    private func linked(_ module: String, in bytes: [UInt8]) -> Bool {
        let quoted = Array("\"\(module)\"".utf8)
        let product = Array("productName = \(module);".utf8)
        return [quoted, product].contains { DeclarationScanner.mentions($0, in: bytes) }
    }
}
