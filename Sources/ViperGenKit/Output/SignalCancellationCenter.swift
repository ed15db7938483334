import Dispatch
import Foundation
import Glibc

/// Turns SIGINT/SIGTERM into cancellation requests for the writes in progress.
///
/// While at least one write is registered, the signals' default action (terminating the
/// process) is replaced by `SIG_IGN` and a `DispatchSource` on a private queue sets every
/// registered `WriteCancellation`. The writer notices between operations, rolls back, and
/// throws `OutputError.cancelled`, whose `signalExitStatus` (130/143) the CLI exits with.
/// When the last write unregisters, the previous handlers are restored.
final class SignalCancellationCenter: @unchecked Sendable {
    /// The process-wide instance (signal dispositions are process-wide too).
    static let shared = SignalCancellationCenter(signals: [SIGINT, SIGTERM])

    private let signals: [Int32]
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "viper-gen.signal-cancellation")
    private var registered: [ObjectIdentifier: WriteCancellation] = [:]
    private var sources: [any DispatchSourceSignal] = []
    private var previousHandlers: [Int32: __sighandler_t?] = [:]

    private init(signals: [Int32]) {
        self.signals = signals
    }

    /// Starts forwarding signals to `cancellation` until `unregister` is called.
    func register(_ cancellation: WriteCancellation) {
        lock.lock()
        defer { lock.unlock() }
        registered[ObjectIdentifier(cancellation)] = cancellation
        guard sources.isEmpty else { return }
        for signalNumber in signals {
            previousHandlers[signalNumber] = signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in self?.deliver(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops forwarding signals to `cancellation`; restores handlers after the last one.
    func unregister(_ cancellation: WriteCancellation) {
        lock.lock()
        defer { lock.unlock() }
        registered[ObjectIdentifier(cancellation)] = nil
        guard registered.isEmpty else { return }
        for source in sources { source.cancel() }
        sources = []
        for (signalNumber, handler) in previousHandlers { signal(signalNumber, handler ?? SIG_DFL) }
        previousHandlers = [:]
    }

    private func deliver(_ signalNumber: Int32) {
        lock.lock()
        let targets = Array(registered.values)
        lock.unlock()
        for target in targets { target.request(signal: signalNumber) }
    }
}
