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
        case .module: return "Create a VIPER module (Assembly, Contracts, Interactor, Presenter, "
            + "Router, View, ViewState)."
        case .service: return "Create a service (implementation, Assembly and Type)."
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
