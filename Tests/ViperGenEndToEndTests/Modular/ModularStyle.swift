/// What splitting a project of one style into Swift modules needs to know: where its support
/// code is, and which of a feature's types the app uses.
struct ModularStyle: Sendable, CustomStringConvertible {
    /// The style's name, for test names.
    let description: String
    /// The folders of the support code, relative to the app's sources.
    let supportFolders: [String]
    /// The suffixes of a feature's entry types (after the feature's name): the types the app
    /// uses, made public with their members.
    let entrySuffixes: [String]
    /// The suffixes of the feature's types the app only names (an entry's result), made public
    /// without their members.
    let namedSuffixes: [String]
    /// Whether the feature's preview shows it through the app's `ApplicationViewBuilder`, which
    /// its own module cannot see.
    let previewsThroughTheApp: Bool

    /// The swiftui style: the support code is the architecture's protocols, Swilby and the
    /// navigation service; the app registers and builds each feature's assembly.
    static let swiftUI = ModularStyle(
        description: "swiftui",
        supportFolders: [
            "Classes/Architecture/", "Classes/Library/Swilby/",
            "Classes/Services/NavigationService/",
        ],
        entrySuffixes: ["Assembly"], namedSuffixes: [], previewsThroughTheApp: true)

    /// The uikit style: the support code is the architecture's protocols; the app opens a
    /// feature with `PaymentsRouterInput().push(from:entryEntity:)`, whose `view(entryEntity:)`
    /// returns the feature's view controller.
    static let uikit = ModularStyle(
        description: "uikit", supportFolders: ["Classes/Architecture/"],
        entrySuffixes: ["RouterInput", "EntryEntity"], namedSuffixes: ["ViewController"],
        previewsThroughTheApp: false)
}
