/// Registrations viper-gen left to the user in one file, because it could not place them surely.
struct ManualRegistration: Equatable, Sendable {
    /// A line the user must add by hand, and where.
    struct Step: Equatable, Sendable {
        /// Where the line goes: `in enum Views`.
        let place: String
        /// The line to add.
        let line: String
    }

    /// The file, relative to the project root (`Sources/MyApp/RootView.swift`).
    let file: String
    /// Why each place could not be found.
    let reasons: [String]
    /// The lines to add, and where.
    let steps: [Step]
}
