/// What is being registered: a module or a service, and the names its registrations use.
package struct RegistrationSubject: Equatable, Sendable {
    /// Whether a module or a service is registered.
    package enum Kind: String, Equatable, Sendable {
        /// A module: the container, `Views`, the view builder and the navigation destination,
        /// or the application router's module list.
        case module
        /// A service: the container only.
        case service
    }

    /// `.module` or `.service`; projects are never registered.
    package let kind: Kind
    /// The normalised name: `Payments`, `NetworkService`.
    package let name: String
    /// The `Views` case: `payments`.
    package let caseName: String
    /// Whether the module's assembly builds it on the main actor (`@MainActor func build()`
    /// outside main-actor default isolation): the view builder may only call it from
    /// main-actor code.
    package var buildsOnMainActor = false

    /// A subject named `name` whose `Views` case is `caseName`.
    package init(kind: Kind, name: String, caseName: String) {
        self.kind = kind
        self.name = name
        self.caseName = caseName
    }

    /// The assembly applied in the container: `PaymentsAssembly`.
    package var assemblyType: String { name + "Assembly" }
    /// The view builder's method: `buildPayments`.
    package var builderMethod: String { "build" + name }
    /// The group comment in the container setup: `Modules` or `Services`.
    package var groupName: String { kind == .module ? "Modules" : "Services" }
    /// The application router's module type: `PaymentsModule`.
    package var moduleType: String { name + "Module" }
}
