/// A `viper-gen.spec.json` as read: the modules and services a project should have, and every
/// problem found in the file.
struct ApplySpec: Equatable, Sendable {
    /// The spec's name at the project root, where `apply` looks without an argument.
    static let fileName = "viper-gen.spec.json"
    /// The format version this viper-gen reads and documents.
    static let currentVersion = 1
    /// The keys of a spec.
    static let keys = ["modules", "services", "version"]
    /// The keys of an entry written as an object.
    static let entryKeys = ["name", "set", "template"]

    /// The format version the file declares.
    let version: Int
    /// The modules, then the services, each in file order, that can be resolved: named, once,
    /// and with a valid template if they name one (their valid `set` values only).
    let entries: [ApplySpecEntry]
    /// Every problem found in the file; it is applied only when there is none.
    let problems: [ApplySpecProblem]
}
