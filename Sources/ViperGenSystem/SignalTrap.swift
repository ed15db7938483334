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

    /// Undoes every arm still outstanding, restoring the previous handlers, and returns the
    /// signal caught meanwhile, if any.
    ///
    /// A command arms the trap and never disarms it (a signal after its commit must not turn
    /// success into 130), which a process running one command can afford. `viper-gen mcp` runs
    /// a command per call, so it releases the trap after each: between calls a signal ends
    /// the process as usual, and one caught during a call is not left to cancel the next.
    public func release() -> Int32? {
        lock.withLock {
            let caught = self.caught
            if armCount > 0 {
                for (signalNumber, handler) in previousHandlers {
                    signal(signalNumber, handler ?? SIG_DFL)
                }
            }
            previousHandlers = [:]
            armCount = 0
            caughtSignal = 0
            return caught
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
