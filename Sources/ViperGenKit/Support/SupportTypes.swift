/// The types the built-in styles' modules and services build on: what each style's project
/// template declares besides the app's entry point (base protocols, the DI container,
/// navigation, the application router).
///
/// A module that mentions one of them compiles only in an app that declares it, so a run
/// refuses to add one to an app without it (``SupportTypeCheck``). Kept as a list so a run
/// does not lex the project templates; a test checks it against them.
enum SupportTypes {
    /// Every such type, whatever its style.
    static let all: Set<String> = [
        // swiftui: the architecture protocols, Swilby, the navigation service and app files.
        "ApplicationViewBuilder", "Applier", "Assembly", "AssemblyFactory", "Container",
        "CustomAlert", "DependencyContainer", "InteractorProtocol", "NavigationAssembly",
        "NavigationService", "NavigationServiceType", "ObjectKey", "PresenterProtocol",
        "Resolver", "RootView", "RouterProtocol", "StrongBox", "ViewStateProtocol", "Views",
        "WeakBox", "WeakContainer",
        // uikit: the -able protocols.
        "Interactorable", "Presenterable", "Routerable", "Viewable",
        // routed: the application router and its module types.
        "ApplicationRouter", "ModuleCallback", "ModuleParameters", "ModulePresentationMode",
        "ModuleRoutable", "ModuleType", "ResponseError", "StoryboardBundles",
        "StoryboardIdentifiableViewController", "WireframeType",
        // generic: the coordinator and its dependencies.
        "AppCoordinator", "Dependencies",
    ]

    /// The types every project template declares for the app's entry point, which no module
    /// or service mentions.
    static let entryPoints: Set<String> = ["RootApp", "AppDelegate", "SceneDelegate"]
}
