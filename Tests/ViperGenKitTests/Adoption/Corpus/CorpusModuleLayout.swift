/// The files of one module as the corpus apps lay modules out, each layout a kind of app
/// teams make: module `name`'s files relative to the folder of its modules.
enum CorpusModuleLayout {
    /// viper-gen's swiftui layout: a folder per part.
    case swiftUIViper
    /// viper-gen's uikit layout: flat, with `<X>Entities.swift`.
    case uikitViper
    /// A Generamba-made UIKit VIPER module: a folder per part, View input and output protocols.
    case generamba
    /// A Clean Swift (VIP) scene: flat, with a worker and models.
    case cleanSwift
    /// A SwiftUI MVVM feature: a view and its view model.
    case mvvm
    /// viper-gen's routed layout: a module and its wireframe.
    case routed
    /// viper-gen's builder layout: factory, application logic and user interface folders.
    case builder
    /// viper-gen's generic layout: a module, its state and view model.
    case generic

    /// The files of module `name`, relative to the modules folder.
    func files(_ name: String) -> [String] {
        let parts: [String]
        switch self {
        case .swiftUIViper:
            parts = [
                "Assembly/#Assembly", "Contracts/#Contracts", "Interactor/#Interactor",
                "Presenter/#Presenter", "Router/#Router", "View/#View", "ViewState/#ViewState",
            ]
        case .uikitViper:
            parts = ["#Entities", "#Interactor", "#Presenter", "#Router", "#ViewController"]
        case .generamba:
            parts = [
                "Assembly/#Assembly", "Interactor/#Interactor", "Interactor/#InteractorInput",
                "Interactor/#InteractorOutput", "Presenter/#Presenter", "Presenter/#ModuleInput",
                "Router/#Router", "Router/#RouterInput", "View/#ViewController", "View/#ViewInput",
                "View/#ViewOutput",
            ]
        case .cleanSwift:
            parts = [
                "#ViewController", "#Interactor", "#Presenter", "#Router", "#Worker", "#Models",
            ]
        case .mvvm: parts = ["#View", "#ViewModel"]
        case .routed:
            parts = ["#Module", "#Wireframe", "#Presenter", "#Interactor", "#ViewController"]
        case .builder:
            parts = [
                "Factory/#Builder", "Factory/I#Builder", "Application Logic/Interactor/#Interactor",
                "Application Logic/Interactor/#InteractorIO",
                "Application Logic/Datastore/#Datastore",
                "User Interface/View/#ViewController", "User Interface/Presenter/#Presenter",
                "User Interface/Wireframe/#Wireframe",
            ]
        case .generic: parts = ["#Module", "#Presenter", "#State", "#ViewController", "#ViewModel"]
        }
        return parts.map { name + "/" + $0.replacingOccurrences(of: "#", with: name) + ".swift" }
    }

    /// The files of the modules `names` in `folder`.
    func files(_ names: [String], in folder: String) -> [String] {
        names.flatMap { files($0).map { folder + "/" + $0 } }
    }
}
