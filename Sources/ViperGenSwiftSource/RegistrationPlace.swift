/// One place in a file where a registration belongs, with the line to add there by hand.
struct RegistrationPlace: Equatable, Sendable {
    /// What looking for the place found.
    enum Outcome: Equatable, Sendable {
        /// The name is already registered there; nothing to add.
        case present
        /// The registration goes in as these lines.
        case insert(Insertion)
        /// The place cannot be found with certainty; the reason says what is missing or
        /// ambiguous.
        case notFound(String)
    }

    /// Lines to add to a file before a given line.
    struct Insertion: Equatable, Sendable {
        /// The 0-based line the new lines go before.
        let line: Int
        /// The new lines, indented, without terminators.
        let lines: [String]
    }

    /// Why a place could not be found with certainty.
    struct Failure: Error, Equatable, Sendable {
        /// What is missing or ambiguous, for the warning.
        let reason: String

        /// A failure for `reason`.
        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// Where, for a person: `in the // Modules group of the container setup`.
    let description: String
    /// The line a person would add there, unindented.
    let manualLine: String
    /// What looking for the place found.
    let outcome: Outcome
}
