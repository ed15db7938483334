/// What viper-gen generates: a project, a module or a service.
///
/// The one definition of the three kinds: the commands, the name rules in ``NameNormalizer``,
/// the built-in templates and registration all switch on it.
package enum ScaffoldKind: String, CaseIterable, Sendable {
    /// `viper-gen project MyApp`: the app package, its target and module name.
    case project
    /// `viper-gen module Payments`: a VIPER module (`PaymentsView`, `case payments`).
    case module
    /// `viper-gen service Network`: a service (`NetworkService`, `NetworkServiceAssembly`).
    case service

    /// `module name`, `service name`, `project name`: for messages.
    package var nameDescription: String { "\(rawValue) name" }

    /// A valid example name, for messages and help.
    package var exampleName: String {
        switch self {
        case .project: return "MyApp"
        case .module: return "Payments"
        case .service: return "Network"
        }
    }

    /// The name of the built-in template this kind renders.
    package var templateName: String { rawValue }

    /// The template variable that receives the normalised name, if any.
    package var nameVariable: String? {
        switch self {
        case .project: return nil
        case .module: return "moduleName"
        case .service: return "serviceName"
        }
    }

    /// What a suggested replacement for a refused name ends with (`TabScreen`, `ClassApp`).
    var disambiguatingSuffix: String {
        switch self {
        case .module: return "Screen"
        case .service: return "Service"
        case .project: return "App"
        }
    }
}
