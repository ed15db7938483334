/// The words that mark the parts of a VIPER module (or a Clean Swift scene) and what wires
/// them together, for telling a module's skeleton from its logic.
struct VIPERVocabulary {
    /// The module's name in upper camel case (`Profile`).
    let moduleName: String

    /// Names that are a part themselves, whole (`presenter`, `view`, `output`).
    static let roleNames: Set<String> = [
        "presenter", "interactor", "router", "wireframe", "view", "viewController", "output",
        "input", "assembly", "configurator", "builder", "worker", "dataStore", "coordinator",
        "module", "moduleInput", "moduleOutput", "viewInput", "viewOutput", "interactorInput",
        "interactorOutput", "routerInput", "transitionHandler",
    ]

    /// Last words of a name or type that make it a part (`profilePresenter`,
    /// `ProfileViewOutput`).
    static let roleSuffixes: [String] = [
        "Presenter", "Interactor", "Router", "Wireframe", "ViewController", "Output", "Input",
        "Assembly", "Configurator", "Builder", "Worker", "DataStore", "Coordinator",
        "TransitionHandler", "BusinessLogic", "PresentationLogic", "DisplayLogic", "RoutingLogic",
        "DataPassing",
    ]

    /// Methods UIKit and SwiftUI call on a view, which hand over to the presenter.
    static let lifecycleMethods: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "awakeFromNib", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]

    /// Names that are never a local a skeleton line could lose.
    static let keywords: Set<String> = [
        "self", "Self", "super", "let", "var", "return", "if", "guard", "else", "as", "is",
        "try", "await", "nil", "true", "false", "in", "weak", "unowned", "case", "where",
        "init", "some", "any", "inout", "throw", "async", "throws",
    ]

    /// Whether `name` starts with the module's name as a whole word (`ProfilePresenter`,
    /// `Profile`).
    func isModuleType(_ name: String) -> Bool {
        guard name.hasPrefix(moduleName) else { return false }
        let rest = name.dropFirst(moduleName.count)
        return rest.first.map { !$0.isLowercase } ?? true
    }

    /// Whether the type `name` is one of the parts by its last words (`ProfilePresenter`,
    /// `ProfileViewController`, not `ProfileViewState`).
    func isPart(_ name: String) -> Bool {
        Self.roleSuffixes.contains { name.hasSuffix($0) }
    }

    /// Whether the identifier `name` names a part or its type: a role name, a name ending in a
    /// role's word, or a type named after the module with more words (`ProfileRouter`).
    func isWiring(_ name: String) -> Bool {
        if Self.roleNames.contains(name) { return true }
        if isModuleType(name), name != moduleName { return true }
        return Self.roleSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
