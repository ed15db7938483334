import ViperGenOutput
import ViperGenSwiftSource

/// Everything taking modules and services out of their project's app files comes to.
struct UnregistrationPlan {
    /// One edit per app file, holding every subject's removal, relative to the project root.
    var edits: [PlannedFile] = []
    /// Per subject, the app files its registrations were removed from.
    var removedFrom: [[String]]
    /// Per subject, the lines left to the user to delete, by file.
    var manual: [[ManualRegistration]]

    /// An empty plan for `count` subjects.
    init(count: Int) {
        removedFrom = Array(repeating: [], count: count)
        manual = Array(repeating: [], count: count)
    }
}
