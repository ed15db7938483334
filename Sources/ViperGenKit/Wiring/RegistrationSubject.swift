import ViperGenTemplates

/// What is being registered: a module or a service, and the names its registrations use.
struct RegistrationSubject: Equatable, Sendable {
    /// `.module` (container, `Views`, view builder and navigation destination) or `.service`
    /// (container only); projects are never registered.
    let kind: ScaffoldKind
    /// The normalised name: `Payments`, `NetworkService`.
    let name: String

    /// The assembly applied in the container: `PaymentsAssembly`.
    var assemblyType: String { name + "Assembly" }
    /// The `Views` case: `payments`.
    var caseName: String { NameCasing.lowerCamel(name) }
    /// The view builder's method: `buildPayments`.
    var builderMethod: String { "build" + name }
    /// The group comment in the container setup: `Modules` or `Services`.
    var groupName: String { kind == .module ? "Modules" : "Services" }
}
