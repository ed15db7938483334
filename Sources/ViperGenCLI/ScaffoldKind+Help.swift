import ViperGenTemplates

extension ScaffoldKind {
    /// The one-line summary shown in the tool's help.
    var summary: String {
        switch self {
        case .project: return "Create a VIPER app package (SwiftUI unless --template) with Main."
        case .module: return "Create a VIPER module in the project's style (SwiftUI by default)."
        case .service: return "Create a service: implementation, Assembly and Type (swiftui style)."
        }
    }

    /// The first line of the command's own help.
    var overview: String {
        switch self {
        case .project:
            return
                "Create a VIPER app package: by default SwiftUI with the Swilby DI container, a\n"
                + "navigation service and a Main module (--template uikit, routed, builder or\n"
                + "generic for the other styles). Run the other commands inside it to add to it."
        case .module:
            return "Create a VIPER module with the template of the project's style: in a SwiftUI\n"
                + "project (and outside one) Assembly, Contracts, Interactor, Presenter, Router,\n"
                + "View and ViewState, one folder each. Inside a viper-gen project it goes to the\n"
                + "project's modules folder, elsewhere to the current folder."
        case .service:
            return
                "Create a service: implementation, Assembly and Type (the swiftui style has\n"
                + "services; the others do not). Inside a viper-gen project it goes to the\n"
                + "project's services folder, elsewhere to the current folder."
        }
    }
}
