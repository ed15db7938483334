#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An exclusive advisory lock (`flock`) on a folder, serialising the runs that write into it.
///
/// The kernel releases it when the process ends, however it ends.
public final class FolderLock: @unchecked Sendable {
    /// What `acquire` saw.
    public enum Outcome: Sendable {
        /// The lock is held; release it with `release()` or by ending the process.
        case acquired(FolderLock)
        /// Another process held it for the whole timeout.
        case timedOut
        /// `shouldStop` asked to give up while waiting.
        case stopped
    }

    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { release() }

    /// Takes the lock on the folder at `path`, waiting up to `timeout` seconds.
    ///
    /// `onWait` is called once, when the lock is held by someone else; `shouldStop` is polled
    /// while waiting (a signal arrived). Throws `FileSystemError` if the folder cannot be opened.
    public static func acquire(
        _ path: String, timeout: Double, onWait: () -> Void, shouldStop: () -> Bool
    ) throws -> Outcome {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else {
            throw FileSystemError(operation: .inspect, path: path, code: errno)
        }
        let start = monotonicSeconds()
        var announced = false
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                return .acquired(FolderLock(descriptor: descriptor))
            }
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw FileSystemError(operation: .inspect, path: path, code: code)
            }
            if !announced {
                announced = true
                onWait()
            }
            if shouldStop() {
                close(descriptor)
                return .stopped
            }
            if monotonicSeconds() - start >= timeout {
                close(descriptor)
                return .timedOut
            }
            usleep(20_000)
        }
    }

    /// Releases the lock now (also done when the process ends).
    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    /// Seconds on a clock that never jumps.
    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
