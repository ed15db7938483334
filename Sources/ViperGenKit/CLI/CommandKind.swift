/// The generating commands: each renders one built-in template.
public enum CommandKind: String, CaseIterable, Sendable {
    /// `viper-gen project MyApp`: a SwiftPM app package with its Main module.
    case project
    /// `viper-gen module Payments`: a VIPER module.
    case module
    /// `viper-gen service Network`: a service with its assembly and interface.
    case service

    /// The one-line summary shown in help.
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

    /// The name of the built-in template the command renders.
    var templateName: String { rawValue }

    /// The kind of name the command's argument is.
    var nameKind: NameKind {
        switch self {
        case .project: return .project
        case .module: return .module
        case .service: return .service
        }
    }

    /// The template variable that receives the normalised name, if any.
    var nameVariable: String? {
        switch self {
        case .project: return nil
        case .module: return "moduleName"
        case .service: return "serviceName"
        }
    }

    /// An example name used in help.
    var exampleName: String {
        switch self {
        case .project: return "MyApp"
        case .module: return "Payments"
        case .service: return "Network"
        }
    }
}
