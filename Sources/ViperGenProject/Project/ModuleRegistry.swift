import ViperGenSwiftSource

/// Where an architecture registers its modules and services, if anywhere.
package enum ModuleRegistry: Sendable, Equatable, CaseIterable {
    /// The SwiftUI app files: the DI container in RootApp.swift, `Views`, the view builder and
    /// the navigation destinations.
    case appFiles
    /// The application router's `instantiatedModules` list (`routed`).
    case applicationRouter
    /// No registry: a module is created and shown by code the user writes where it is opened.
    case none

    /// The file every registration of `name` refers to, which the template must make
    /// (`PaymentsAssembly.swift`, `PaymentsModule.swift`), or nil without a registry.
    package func registeredFile(for name: String) -> String? {
        switch self {
        case .appFiles: return "\(name)Assembly.swift"
        case .applicationRouter: return "\(name)Module.swift"
        case .none: return nil
        }
    }

    /// The app files the registry registers in, in the order they are edited.
    package var appFileRoles: [AppFileRole] {
        switch self {
        case .appFiles: return AppFileRole.swiftUIApp
        case .applicationRouter: return AppFileRole.routedApp
        case .none: return []
        }
    }
}
