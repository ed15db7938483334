import Foundation

/// A thread-safe flag asking a running write to stop; checked between file operations.
public final class WriteCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var signal: Int32?

    /// Creates a flag that is not set.
    public init() {}

    /// Asks the write to stop because of `signal` such as `SIGINT`; the first request wins.
    public func request(signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if self.signal == nil { self.signal = signal }
    }

    /// The signal that requested cancellation, or nil if none did.
    public var requestedSignal: Int32? {
        SignalCancellationCenter.shared.forwardCaughtSignal()
        lock.lock()
        defer { lock.unlock() }
        return signal
    }

    /// Throws `OutputError.cancelled` if cancellation was requested.
    func throwIfRequested() throws {
        if let signal = requestedSignal { throw OutputError.cancelled(signal: signal) }
    }
}
