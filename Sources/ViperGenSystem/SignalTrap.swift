#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The first signal caught while the trap is armed; written only by the C signal handler.
nonisolated(unsafe) private var caughtSignal: sig_atomic_t = 0

/// Turns terminating signals into a flag that the writer polls, while a write is under way.
///
/// While armed, a minimal async-signal-safe handler records the first signal instead of
/// terminating the process; `caught` reports it. Arming is counted: the previous handlers come
/// back when the last arm is balanced by `disarm`, so a later signal terminates as usual.
public final class SignalTrap: @unchecked Sendable {
    /// The process-wide trap (signal dispositions are process-wide too).
    public static let shared = SignalTrap()

    #if canImport(Darwin)
        private typealias Handler = sig_t
    #else
        private typealias Handler = @convention(c) (Int32) -> Void
    #endif

    private let lock = ThreadLock()
    private var armCount = 0
    private var previousHandlers: [Int32: Handler?] = [:]

    private init() {}

    /// Starts catching `signals` (the first arm installs the handlers).
    public func arm(catching signals: [Int32]) {
        lock.withLock {
            armCount += 1
            guard armCount == 1 else { return }
            caughtSignal = 0
            for signalNumber in signals {
                previousHandlers[signalNumber] = signal(signalNumber) { caught in
                    if caughtSignal == 0 { caughtSignal = caught }
                }
            }
        }
    }

    /// Balances one `arm`; the last one restores the previous handlers.
    public func disarm() {
        lock.withLock {
            armCount -= 1
            guard armCount == 0 else { return }
            for (signalNumber, handler) in previousHandlers {
                signal(signalNumber, handler ?? SIG_DFL)
            }
            previousHandlers = [:]
        }
    }

    /// The signal caught since the trap was armed, or nil.
    public var caught: Int32? {
        let signalNumber = Int32(caughtSignal)
        return signalNumber == 0 ? nil : signalNumber
    }

    /// Ignores `signal` for the rest of the process (SIGPIPE: a closed pipe becomes EPIPE).
    public static func ignore(_ signalNumber: Int32) {
        signal(signalNumber, SIG_IGN)
    }
}
