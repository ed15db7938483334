/// Registrations viper-gen left to the user in one file, because it could not place them surely.
package struct ManualRegistration: Equatable, Sendable {
    /// A line the user must add (or, for a removal, delete) by hand, and where.
    package struct Step: Equatable, Sendable {
        /// Where the line goes: `in enum Views`.
        package let place: String
        /// The line to add.
        package let line: String

        /// The line `line`, at `place`.
        package init(place: String, line: String) {
            self.place = place
            self.line = line
        }
    }

    /// The file, relative to the project root (`Sources/MyApp/RootView.swift`).
    package let file: String
    /// Why each place could not be found.
    package let reasons: [String]
    /// The lines to add, and where.
    package let steps: [Step]

    /// The lines `steps` left to the user in `file`, for `reasons`.
    package init(file: String, reasons: [String], steps: [Step]) {
        self.file = file
        self.reasons = reasons
        self.steps = steps
    }
}
