import ViperGenOutput
import ViperGenSwiftSource

/// Everything registering a module or service in its project comes to.
package struct RegistrationPlan: Equatable, Sendable {
    /// In-place edits, relative to the project root, each with the bytes it was computed from.
    package var edits: [PlannedFile] = []
    /// Files left unchanged because a place could not be found; the user adds these lines.
    package var manual: [ManualRegistration] = []
    /// Files that already register the name everywhere (relative to the project root).
    package var alreadyRegistered: [String] = []

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(
        edits: [PlannedFile] = [], manual: [ManualRegistration] = [],
        alreadyRegistered: [String] = []
    ) {
        self.edits = edits
        self.manual = manual
        self.alreadyRegistered = alreadyRegistered
    }
}
