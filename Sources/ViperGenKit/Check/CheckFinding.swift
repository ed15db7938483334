import ViperGenSystem

/// One thing `viper-gen check` found: its kind, the module or service it concerns and the
/// path it is about, relative to the project root.
public struct CheckFinding: Equatable, Sendable, Comparable {
    /// What was found.
    public let kind: CheckFindingKind
    /// The module or service, as normalised: `Payments`, `NetworkService`.
    public let name: String
    /// The file the finding is about (the app file missing a registration, the recorded file,
    /// the record), relative to the project root.
    public let path: String

    /// The finding's line of the human report:
    /// `Sources/…/PaymentsView.swift: edited since viper-gen wrote it (informational)`.
    var line: String {
        let subject =
            kind == .unregistered || kind == .recordWithoutFiles
            ? " (\(EchoedValue.escaped(name)))" : ""
        return "\(EchoedValue.escaped(path)): \(kind.explanation)\(subject)"
    }

    /// Path, then name, then kind order: the order of the report.
    public static func < (lhs: CheckFinding, rhs: CheckFinding) -> Bool {
        (lhs.path, lhs.name, lhs.kind.rawValue) < (rhs.path, rhs.name, rhs.kind.rawValue)
    }
}
