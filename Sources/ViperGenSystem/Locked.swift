/// A value shared between threads, read and changed only while holding a lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = ThreadLock()
    private var stored: Value

    /// Holds `value`.
    public init(_ value: Value) {
        stored = value
    }

    /// The current value.
    public var value: Value { lock.withLock { stored } }

    /// Runs `body` on the value while holding the lock; `body` may change it.
    public func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&stored) }
    }
}
