import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AppFileLocator {
    /// The files declaring a `routed` app's `ApplicationRouter`: the nearest ApplicationRouter.swift
    /// above the modules folder, else every Swift file of the app's sources that declares the type.
    func applicationRouterFiles() -> [URL] {
        let name = "ApplicationRouter"
        if let file = nearest(name + ".swift", from: project.modulesFolder) { return [file] }
        let wanted = Array(name.utf8)
        return SwiftFileFinder(fileSystem: fileSystem).files(below: project.sourcesFolder.path)
            .filter { path in
                guard let bytes = try? fileSystem.readFile(at: path),
                    TypeDeclarationScanner.mentions(wanted, in: bytes)
                else { return false }
                return TypeDeclarationScanner.declaredTypes(
                    in: String(decoding: bytes, as: UTF8.self)
                ).contains(name)
            }
            .map { URL(fileURLWithPath: $0) }
    }
}
