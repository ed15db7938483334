/// The result of removing a name's registration from one file: edited, already absent, or left
/// to the user.
package enum FileRemoval: Equatable, Sendable {
    /// No place registers it; the file stays as it is.
    case alreadyAbsent
    /// The file's new text, without the registration's lines.
    case edited(String)
    /// Some place could not be found with certainty; the file stays as it is, and the user
    /// deletes these lines.
    case manual(reasons: [String], steps: [ManualRegistration.Step])
}
