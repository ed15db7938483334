/// Why an app file cannot be edited, as a clause after "was left unchanged:".
package struct ReadRefusal: Error {
    /// The clause, such as "it is a symbolic link, and viper-gen edits only regular files".
    package let reason: String

    /// A refusal giving `reason`.
    init(_ reason: String) {
        self.reason = reason
    }
}
