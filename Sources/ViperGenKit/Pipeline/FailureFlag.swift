import Foundation

/// A flag that any thread may raise once and read later.
final class FailureFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    /// Raises the flag.
    func set() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    /// Whether the flag was raised.
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
