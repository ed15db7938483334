import ViperGenKit

/// A line the user must add by hand, and where.
struct ManualStep: Equatable, Sendable {
    /// Where the line goes: `in enum Views`.
    let place: String
    /// The line to add.
    let line: String
}
