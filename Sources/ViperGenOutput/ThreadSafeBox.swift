import Foundation

/// A value shared between threads, read and changed under a lock.
final class ThreadSafeBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    /// The current value.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Changes the value in place under the lock.
    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&stored)
    }
}
