/// What splitting a project of one style into Swift modules needs to know: where its support
/// code is, and which of a feature's types the app uses.
struct ModularStyle: Sendable, CustomStringConvertible {
    /// The style's name, for test names.
    let description: String
    /// The folders of the support code, relative to the app's sources.
    let supportFolders: [String]
    /// The names of a feature's entry types, given the feature's name: the types the app uses,
    /// made public with their members.
    let entryTypes: @Sendable (String) -> [String]
    /// The names of the feature's types the app only names (an entry's result), made public
    /// without their members.
    let namedTypes: @Sendable (String) -> [String]
    /// Whether the feature's preview shows it through the app's `ApplicationViewBuilder`, which
    /// its own module cannot see.
    let previewsThroughTheApp: Bool
    /// Whether the support code names the app's `ApplicationRouter` (for its window), which
    /// the support module cannot see.
    var supportNamesTheAppsRouter = false
    /// Whether the feature's entry cannot be public alone, so every declaration of the feature
    /// is made public.
    var publishesWholeFeature = false

    /// The swiftui style: the support code is the architecture's protocols, Swilby and the
    /// navigation service; the app registers and builds each feature's assembly.
    static let swiftUI = ModularStyle(
        description: "swiftui",
        supportFolders: [
            "Classes/Architecture/", "Classes/Library/Swilby/",
            "Classes/Services/NavigationService/",
        ],
        entryTypes: { ["\($0)Assembly"] }, namedTypes: { _ in [] }, previewsThroughTheApp: true)

    /// The uikit style: the support code is the architecture's protocols; the app opens a
    /// feature with `PaymentsRouterInput().push(from:entryEntity:)`, whose `view(entryEntity:)`
    /// returns the feature's view controller.
    static let uikit = ModularStyle(
        description: "uikit", supportFolders: ["Classes/Architecture/"],
        entryTypes: { ["\($0)RouterInput", "\($0)EntryEntity"] },
        namedTypes: { ["\($0)ViewController"] }, previewsThroughTheApp: false)

    /// The routed style: the support code is the architecture's types; the app lists each
    /// feature's module in `ApplicationRouter.instantiatedModules`.
    static let routed = ModularStyle(
        description: "routed", supportFolders: ["Classes/Architecture/"],
        entryTypes: { ["\($0)Module"] }, namedTypes: { _ in [] }, previewsThroughTheApp: false,
        supportNamesTheAppsRouter: true)

    /// The builder style: no support code; the app makes a feature with its builder and talks
    /// to it through its input and output protocols.
    static let builder = ModularStyle(
        description: "builder", supportFolders: [],
        entryTypes: { ["\($0)Builder", "I\($0)Input", "I\($0)Output"] }, namedTypes: { _ in [] },
        previewsThroughTheApp: false)

    /// The generic style: the support code is the app's `Dependencies`.
    ///
    /// GenericModule is a package already; the app makes a feature's module from its state and
    /// the dependencies. A feature's module is a `Module<Presenter>` whose presenter and view controller are
    /// generic over its state, view model, view input and output: the public module type needs
    /// every one of them public, and their conformances public witnesses, so the whole feature
    /// is made public.
    static let generic = ModularStyle(
        description: "generic", supportFolders: ["Classes/Services/"],
        entryTypes: { ["\($0)Module", "\($0)State", "\($0)ModuleInput", "\($0)ModuleOutput"] },
        namedTypes: { _ in [] }, previewsThroughTheApp: false, publishesWholeFeature: true)

    /// This style with only its entry types made public (for negative controls).
    var publishingEntriesOnly: ModularStyle {
        var style = self
        style.publishesWholeFeature = false
        return style
    }
}
