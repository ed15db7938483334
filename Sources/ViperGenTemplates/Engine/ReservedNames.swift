/// The Swift keywords and clashing type names that ``NameNormalizer`` refuses.
enum ReservedNames {
    /// The refused keywords.
    ///
    /// Swift keywords that cannot be type or enum case names without backticks, plus the
    /// contextual keywords that break type names (`Type`, `Protocol`, `Self`, `Any`, `some`,
    /// `any`, `async`, `await`, `actor`, `macro`, ...). Contextual keywords that are fine as
    /// type and case names (`get`, `set`, `lazy`, `weak`, `left`, ...) are allowed.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws",
        "true", "try", "Any", "AnyObject", "Self", "Type", "Protocol", "some", "any", "async",
        "await", "actor", "macro", "package", "nonisolated", "consume", "borrowing",
        "consuming",
    ]

    /// Module names whose generated types (`<Name>View`, `<Name>Assembly`, `case <name>`)
    /// clash with SwiftUI, the project skeleton or the VIPER layer names.
    static let moduleClashes: [String: String] = [
        "Any": swiftUI("AnyView"), "Empty": swiftUI("EmptyView"), "Tuple": swiftUI("TupleView"),
        "Progress": swiftUI("ProgressView"), "Scroll": swiftUI("ScrollView"),
        "Tab": swiftUI("TabView"), "Timeline": swiftUI("TimelineView"),
        "Equatable": swiftUI("EquatableView"), "Web": swiftUI("WebView"),
        "ContentUnavailable": swiftUI("ContentUnavailableView"),
        "NavigationSplit": swiftUI("NavigationSplitView"),
        "Navigation": "would generate NavigationView and NavigationAssembly, which clash with "
            + "SwiftUI's NavigationView and the project's NavigationAssembly",
        "Root": "would generate RootView, which clashes with the project's RootView",
        "View": layer("View"), "Views": "would clash with the project's Views enum",
        "Assembly": layer("Assembly"), "Router": layer("Router"),
        "Presenter": layer("Presenter"), "Interactor": layer("Interactor"),
        "ViewState": layer("ViewState"), "Contracts": layer("Contracts"),
        "Container": "would clash with the dependency container types",
        "Module": "would clash with the VIPER module types",
        "Id": "would add 'case id', which clashes with the 'id' property of the Views enum",
        "StringKey": "would add 'case stringKey', which clashes with Views.stringKey",
    ]

    /// Service names (with the suffix) that clash with platform types.
    static let serviceClashes: [String: String] = [
        "NetService": "clashes with Foundation's NetService"
    ]

    /// Project names that shadow a platform module or a type generated inside the project.
    static let projectClashes: [String: String] = [
        "Swift": platformModule("Swift"), "SwiftUI": platformModule("SwiftUI"),
        "Foundation": platformModule("Foundation"), "Combine": platformModule("Combine"),
        "Observation": platformModule("Observation"), "Dispatch": platformModule("Dispatch"),
        "UIKit": platformModule("UIKit"), "AppKit": platformModule("AppKit"),
        "Testing": platformModule("Testing"), "XCTest": platformModule("XCTest"),
        "RootApp": projectType("RootApp"), "RootView": projectType("RootView"),
        "Views": projectType("Views"),
        "ApplicationViewBuilder": projectType(
            "ApplicationViewBuilder"),
        "NavigationAssembly": projectType("NavigationAssembly"),
        "MainAssembly": projectType("MainAssembly"),
    ]

    /// The clash description for a normalised name of a kind, if it is refused.
    static func clash(for name: String, kind: ScaffoldKind) -> String? {
        switch kind {
        case .module: return moduleClashes[name]
        case .service: return serviceClashes[name]
        case .project: return projectClashes[name]
        }
    }

    private static func swiftUI(_ type: String) -> String {
        "would generate \(type), which clashes with SwiftUI's \(type)"
    }

    private static func layer(_ type: String) -> String {
        "is the name of a VIPER layer type ('\(type)'), which would clash with generated types"
    }

    private static func platformModule(_ module: String) -> String {
        "would shadow the \(module) module"
    }

    private static func projectType(_ type: String) -> String {
        "is the name of a type generated inside the project ('\(type)')"
    }
}
