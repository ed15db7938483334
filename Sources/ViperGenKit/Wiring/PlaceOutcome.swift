import ViperGenKit

/// What looking for one registration place in a file found.
enum PlaceOutcome: Equatable, Sendable {
    /// The name is already registered there; nothing to add.
    case present
    /// The registration goes in as these lines.
    case insert(Insertion)
    /// The place cannot be found with certainty; the reason says what is missing or ambiguous.
    case notFound(String)
}
