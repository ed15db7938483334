import ViperGenTemplates

extension ScaffoldKind {
    /// The one-line summary shown in the tool's help.
    var summary: String {
        switch self {
        case .project: return "Create a SwiftUI VIPER app package with its Main module."
        case .module: return "Create a SwiftUI VIPER module: seven files, one folder per layer."
        case .service: return "Create a service (implementation, Assembly and Type)."
        }
    }

    /// The first line of the command's own help.
    var overview: String {
        switch self {
        case .project:
            return "Create a SwiftUI VIPER app package: Swilby DI container, navigation service,\n"
                + "and a Main module. Run the other commands inside it to add to it."
        case .module:
            return "Create a SwiftUI VIPER module: Assembly, Contracts, Interactor, Presenter,\n"
                + "Router, View and ViewState, one folder each. Inside a viper-gen project it goes\n"
                + "to the project's modules folder, elsewhere to the current folder."
        case .service:
            return
                "Create a service: implementation, Assembly and Type. Inside a viper-gen project\n"
                + "it goes to the project's services folder, elsewhere to the current folder."
        }
    }
}
