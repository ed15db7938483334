import ViperGenSwiftSource
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
        if let file = nearest(name + ".swift", from: URL(project.modulesFolder)) { return [file] }
        return SwiftFileFinder(fileSystem: fileSystem).files(
            below: project.sourcesFolder.pathString
        )
        .filter { path in
            (try? fileSystem.readFile(at: path)).map {
                DeclarationScanner.declaresType(name, in: $0)
            } ?? false
        }
        .map { URL(fileURLWithPath: $0) }
    }
}
