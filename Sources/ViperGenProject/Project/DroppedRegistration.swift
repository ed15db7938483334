/// A registration that regenerating a project's app files would lose.
package struct DroppedRegistration: Equatable, Sendable {
    /// The app file, as shown to the user.
    package var file: String
    /// What would be lost: `module Payments`, `container.apply(AnalyticsAssembly.self)`.
    package var registration: String
    /// Why it would be lost.
    package var reason: String

    /// Creates the description of a lost registration.
    package init(file: String, registration: String, reason: String) {
        self.file = file
        self.registration = registration
        self.reason = reason
    }
}
