import ViperGenSwiftSource
import ViperGenSystem

extension AppFileLocator {
    /// The files declaring a `routed` app's `ApplicationRouter`: the nearest ApplicationRouter.swift
    /// above the modules folder, else every Swift file of the app's sources that declares the type.
    func applicationRouterFiles() -> [AbsolutePath] {
        let name = "ApplicationRouter"
        if let file = nearest(name + ".swift", from: project.modulesFolder) { return [file] }
        return SwiftFileFinder(fileSystem: fileSystem).files(
            below: project.sourcesFolder.pathString
        )
        .map { AbsolutePath($0, relativeTo: .root) }
        .filter { path in
            (try? fileSystem.readFile(at: path)).map {
                DeclarationScanner.declaresType(name, in: $0)
            } ?? false
        }
    }
}
