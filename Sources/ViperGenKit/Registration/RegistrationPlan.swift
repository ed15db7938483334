import ViperGenOutput
import ViperGenSwiftSource

/// Everything registering a module or service in its project comes to.
struct RegistrationPlan: Equatable, Sendable {
    /// In-place edits, relative to the project root, each with the bytes it was computed from.
    var edits: [PlannedFile] = []
    /// Files left unchanged because a place could not be found; the user adds these lines.
    var manual: [ManualRegistration] = []
    /// Files that already register the name everywhere (relative to the project root).
    var alreadyRegistered: [String] = []
}
