import ViperGenKit

/// One place in a file where a registration belongs, with the line to add there by hand.
struct RegistrationPlace: Equatable, Sendable {
    /// Where, for a person: `in the // Modules group of the container setup`.
    let description: String
    /// The line a person would add there, unindented.
    let manualLine: String
    /// What looking for the place found.
    let outcome: PlaceOutcome
}
