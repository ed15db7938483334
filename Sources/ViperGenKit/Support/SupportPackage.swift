import ViperGenProject
import ViperGenSwiftSource

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

    /// A support file's contents with what other modules use public.
    func published(_ contents: [UInt8]) -> [UInt8] {
        Array(PublicInterface.publishingAll(in: String(decoding: contents, as: UTF8.self)).utf8)
    }

    /// An app file's contents importing the support module.
    func importing(_ contents: [UInt8]) -> [UInt8] {
        Array(ImportLines.adding(layout.support, to: String(decoding: contents, as: UTF8.self)).utf8)
    }
}
