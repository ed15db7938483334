import ViperGenSystem

/// Asks a running write to stop; checked between file operations.
///
/// A write stops when `request(signal:)` was called (tests, or a caller's own reason) or, while
/// the writer has armed the process's `SignalTrap`, when a terminating signal arrived.
package final class WriteCancellation: Sendable {
    private let requested = Locked<Int32?>(nil)
    private let trap: SignalTrap?

    /// Creates a flag that is not set; `trap` (the process's by default) reports signals.
    package init(trap: SignalTrap? = .shared) {
        self.trap = trap
    }

    /// Asks the write to stop because of `signal` such as `SIGINT`; the first request wins.
    package func request(signal: Int32) {
        requested.withValue { if $0 == nil { $0 = signal } }
    }

    /// The signal that requested cancellation, or nil if none did.
    package var requestedSignal: Int32? {
        if let caught = trap?.caught { request(signal: caught) }
        return requested.value
    }

    /// Throws `OutputError.cancelled` if cancellation was requested.
    func throwIfRequested() throws {
        if let signal = requestedSignal { throw OutputError.cancelled(signal: signal) }
    }
}
