import ViperGenSystem

/// One thing `viper-gen check` found: its kind, the module or service it concerns and the
/// path it is about, relative to the project root.
package struct CheckFinding: Equatable, Sendable, Comparable {
    /// What was found.
    package let kind: CheckFindingKind
    /// The module or service, as normalised: `Payments`, `NetworkService`.
    package let name: String
    /// The file the finding is about (the app file missing a registration, the recorded file,
    /// the record), relative to the project root.
    package let path: String
    /// The 1-based lines of the registrations a ``CheckFindingKind/registrationWithoutModule``
    /// finding is about, or of the uses of a ``CheckFindingKind/missingCaseUse`` one (whose
    /// `name` is the case); empty for the other kinds.
    package let lines: [Int]

    /// A finding of `kind` about `name` at `path`, on `lines` (1-based) of it if any.
    init(kind: CheckFindingKind, name: String, path: String, lines: [Int] = []) {
        self.kind = kind
        self.name = name
        self.path = path
        self.lines = lines
    }

    /// The finding's line of the human report:
    /// `Sources/…/PaymentsView.swift: edited since viper-gen wrote it (informational)`,
    /// `Sources/MyApp/RootApp.swift:33: registers a module or service that is not there (Payments)`.
    var line: String {
        let subject =
            kind == .unregistered || kind == .recordWithoutFiles
                || kind == .registrationWithoutModule || kind == .missingCaseUse
            ? " (\(EchoedValue.escaped(name)))" : ""
        return "\(EchoedValue.escaped(location)): \(kind.explanation)\(subject)"
    }

    /// The path, with the lines when there are some: `Sources/MyApp/Views.swift:14,20`.
    var location: String {
        lines.isEmpty ? path : path + ":" + lines.map(String.init).joined(separator: ",")
    }

    /// Path, then name, then kind order: the order of the report.
    package static func < (lhs: CheckFinding, rhs: CheckFinding) -> Bool {
        (lhs.path, lhs.name, lhs.kind.rawValue) < (rhs.path, rhs.name, rhs.kind.rawValue)
    }
}
