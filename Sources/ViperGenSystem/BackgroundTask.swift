#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Work started on another thread now and waited for when its value is needed, so a run can
/// overlap system calls with its own work.
///
/// Whichever thread comes first does the work: a reader that finds it not yet started does it
/// itself, so waiting never depends on a free thread (work started from work cannot deadlock).
/// Built on a detached task and a `pthread` mutex: Dispatch is not part of every toolchain's
/// view of the platform, and `Mutex` needs macOS 15.
public final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    /// Held by the thread doing the work for as long as it runs, and by readers.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The work, until a thread takes it.
    private var work: (@Sendable () -> Value)?
    /// The work's value, once it ran.
    private var result: Value?

    /// Starts `work` on another thread.
    public init(_ work: @escaping @Sendable () -> Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.work = work
        Task.detached { _ = self.finished() }
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The work's value: waits while another thread does it, or does it here if none has yet.
    public var value: Value { finished() }

    /// The work's value, doing the work first if no thread has taken it.
    private func finished() -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let work {
            self.work = nil
            result = work()
        }
        guard let result else { preconditionFailure("the work ended without a value") }
        return result
    }
}
