import ViperGenKit

/// Why a registration place could not be found with certainty.
struct PlaceFailure: Error, Equatable, Sendable {
    /// What is missing or ambiguous, for the warning.
    let reason: String

    /// A failure for `reason`.
    init(_ reason: String) {
        self.reason = reason
    }
}
