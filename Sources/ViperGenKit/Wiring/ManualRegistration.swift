import ViperGenKit

/// Registrations viper-gen left to the user in one file, because it could not place them surely.
struct ManualRegistration: Equatable, Sendable {
    /// The file, relative to the project root (`Sources/MyApp/RootView.swift`).
    let file: String
    /// Why each place could not be found.
    let reasons: [String]
    /// The lines to add, and where.
    let steps: [ManualStep]
}
