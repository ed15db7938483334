/// The notes and warnings of a `--json` run, kept for its document instead of printed on
/// standard error.
package struct RunMessages: Equatable, Sendable {
    /// The notes, in the order they were given.
    package var notes: [String] = []
    /// The warnings, in the order they were given.
    package var warnings: [String] = []

    /// No notes and no warnings.
    package init() {}
}
