import ViperGenTemplates

/// One module or service a spec lists, as written, with where its parts are.
struct ApplySpecEntry: Equatable, Sendable {
    /// `.module` or `.service`.
    let kind: ScaffoldKind
    /// The name as written.
    let name: String
    /// The name as viper-gen uses it (`Payments`, `NetworkService`).
    let normalizedName: String
    /// The template name or folder, if the entry names one.
    let template: String?
    /// The `set` values, in key order.
    let variables: [VariableAssignment]
    /// Where the entry is (`modules[1]`).
    let location: SpecLocation
    /// Where its name is (`modules[1].name`, or `modules[1]` for a bare name).
    let nameLocation: SpecLocation
    /// Where its template is, if it names one.
    let templateLocation: SpecLocation?
    /// Where its `set` is, if it has one.
    let setLocation: SpecLocation?
}
