/// What a user-typed name names; the rules in ``NameNormalizer`` differ slightly per kind.
public enum NameKind: String, CaseIterable, Sendable {
    /// A VIPER module (`Payments` → `PaymentsView`, `PaymentsAssembly`, `case payments`).
    case module
    /// A service (`Network` → `NetworkService`, `NetworkServiceAssembly`).
    case service
    /// A project: the app package, its target and module name.
    case project

    /// `module name`, `service name`, `project name`: for messages.
    public var nameDescription: String { "\(rawValue) name" }

    /// A valid example name, for messages.
    public var exampleName: String {
        switch self {
        case .module: return "Payments"
        case .service: return "Network"
        case .project: return "MyApp"
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
