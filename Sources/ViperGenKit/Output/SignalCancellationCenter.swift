import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal caught while writes were registered, written only by the C signal handler.
nonisolated(unsafe) private var caughtSignal: sig_atomic_t = 0

/// Turns SIGINT/SIGTERM into cancellation requests for the writes in progress.
///
/// While at least one write is registered, a minimal async-signal-safe handler records the
/// signal instead of terminating the process; writers poll it between operations (through
/// `WriteCancellation.throwIfRequested()`), roll back, and throw `OutputError.cancelled`, whose
/// `signalExitStatus` (130/143) the CLI exits with. When the last write unregisters, the previous
/// handlers are restored, so a later signal terminates the process as usual.
final class SignalCancellationCenter: @unchecked Sendable {
    /// The process-wide instance (signal dispositions are process-wide too).
    static let shared = SignalCancellationCenter(signals: [SIGINT, SIGTERM])

    private let signals: [Int32]
    private let lock = NSLock()
    private var registered: [ObjectIdentifier: WriteCancellation] = [:]
    private var previousHandlers: [Int32: sighandler_t?] = [:]

    private init(signals: [Int32]) {
        self.signals = signals
    }

    /// Starts forwarding signals to `cancellation` until `unregister` is called.
    func register(_ cancellation: WriteCancellation) {
        lock.lock()
        defer { lock.unlock() }
        let isFirst = registered.isEmpty
        registered[ObjectIdentifier(cancellation)] = cancellation
        guard isFirst else { return }
        caughtSignal = 0
        for signalNumber in signals {
            previousHandlers[signalNumber] = signal(signalNumber) { caught in caughtSignal = caught
            }
        }
    }

    /// Stops forwarding signals to `cancellation`; restores handlers after the last one.
    func unregister(_ cancellation: WriteCancellation) {
        lock.lock()
        defer { lock.unlock() }
        registered[ObjectIdentifier(cancellation)] = nil
        guard registered.isEmpty else { return }
        for (signalNumber, handler) in previousHandlers {
            signal(signalNumber, handler ?? SIG_DFL)
        }
        previousHandlers = [:]
    }

    /// Hands a signal caught since the last call to every registered write.
    func forwardCaughtSignal() {
        let signalNumber = Int32(caughtSignal)
        guard signalNumber != 0 else { return }
        lock.lock()
        let targets = Array(registered.values)
        lock.unlock()
        for target in targets { target.request(signal: signalNumber) }
    }
}
