/// What is being registered: a module or a service, and the names its registrations use.
public struct RegistrationSubject: Equatable, Sendable {
    /// Whether a module or a service is registered.
    public enum Kind: String, Equatable, Sendable {
        /// A module: the container, `Views`, the view builder and the navigation destination,
        /// or the application router's module list.
        case module
        /// A service: the container only.
        case service
    }

    /// `.module` or `.service`; projects are never registered.
    public let kind: Kind
    /// The normalised name: `Payments`, `NetworkService`.
    public let name: String
    /// The `Views` case: `payments`.
    public let caseName: String
    /// Whether the module's assembly builds it on the main actor (`@MainActor func build()`
    /// outside main-actor default isolation): the view builder may only call it from
    /// main-actor code.
    public var buildsOnMainActor = false

    /// A subject named `name` whose `Views` case is `caseName`.
    public init(kind: Kind, name: String, caseName: String) {
        self.kind = kind
        self.name = name
        self.caseName = caseName
    }

    /// The assembly applied in the container: `PaymentsAssembly`.
    public var assemblyType: String { name + "Assembly" }
    /// The view builder's method: `buildPayments`.
    public var builderMethod: String { "build" + name }
    /// The group comment in the container setup: `Modules` or `Services`.
    public var groupName: String { kind == .module ? "Modules" : "Services" }
    /// The application router's module type: `PaymentsModule`.
    public var moduleType: String { name + "Module" }
}
