/// The notes and warnings of a `--json` run, kept for its document instead of printed on
/// standard error.
public struct RunMessages: Equatable, Sendable {
    /// The notes, in the order they were given.
    public var notes: [String] = []
    /// The warnings, in the order they were given.
    public var warnings: [String] = []

    /// No notes and no warnings.
    public init() {}
}
