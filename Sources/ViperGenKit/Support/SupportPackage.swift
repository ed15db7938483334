import ViperGenProject
import ViperGenSwiftSource
import ViperGenTemplates

/// The architecture's support code as a Swift module of its own (`Packages/Architecture`, or
/// the target `Architecture`), for an app whose modules are Swift modules of their own: every
/// declaration the modules and the app use is public, and the app's side of it (the container
/// setup) imports it.
struct SupportPackage {
    /// The app's layout, which names the support module.
    let layout: ModuleLayout

    /// The support module as a module of the layout: its places and manifest.
    var module: ModulePackage { ModulePackage(name: layout.support, layout: layout) }

    /// Where it lies.
    var places: ModulePlaces { layout.supportPlaces }

    /// The support module's files with what other modules use public (its Swift files read
    /// together, so a class another file subclasses is `open`).
    func published(_ files: [RenderedFile]) -> [RenderedFile] {
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        let texts = PublicInterface.publishingAll(
            inFiles: swift.map { String(decoding: $0.contents, as: UTF8.self) })
        var published = Dictionary(uniqueKeysWithValues: zip(swift.map(\.path), texts))
        return files.map { file in
            guard let text = published.removeValue(forKey: file.path) else { return file }
            return RenderedFile(
                path: file.path, contents: Array(text.utf8), destination: file.destination)
        }
    }

    /// An app file's contents importing the support module.
    func importing(_ contents: [UInt8]) -> [UInt8] {
        Array(
            ImportLines.adding(layout.support, to: String(decoding: contents, as: UTF8.self)).utf8)
    }
}
