import ViperGenKit

/// Lines to add to a file before a given line, as decided by one registration place.
struct Insertion: Equatable, Sendable {
    /// The 0-based line the new lines go before.
    let line: Int
    /// The new lines, indented, without terminators.
    let lines: [String]
}
