/// How `project --layout` lays a new app package out: its modules as folders of the app target
/// (`folders`, the default), or as targets of their own in the same package (`packages`).
package enum ProjectLayout: String, CaseIterable, Sendable, Equatable {
    /// Every module a folder of the app target's sources.
    case folders
    /// The support code and each module a target of their own, the app target depending on
    /// them (``ModuleLayout/Kind/targets``).
    case packages

    /// The spellings `--layout` takes, in help order.
    package static var names: [String] { allCases.map(\.rawValue) }
}
