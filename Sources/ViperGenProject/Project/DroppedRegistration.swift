/// A registration that regenerating a project's app files would lose.
public struct DroppedRegistration: Equatable, Sendable {
    /// The app file, as shown to the user.
    public var file: String
    /// What would be lost: `module Payments`, `container.apply(AnalyticsAssembly.self)`.
    public var registration: String
    /// Why it would be lost.
    public var reason: String

    /// Creates the description of a lost registration.
    public init(file: String, registration: String, reason: String) {
        self.file = file
        self.registration = registration
        self.reason = reason
    }
}
