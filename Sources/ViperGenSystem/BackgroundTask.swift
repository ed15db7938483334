import Dispatch

/// Work started on another thread now and waited for when its value is needed, so a run can
/// overlap system calls with its own work.
public final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    /// Signalled once `result` is set.
    private let done = DispatchSemaphore(value: 0)
    /// The work's value; written once, by the worker, before `done` is signalled.
    private var result: Value?

    /// Starts `work` on a global queue.
    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// The work's value, waiting for it to finish first (the semaphore orders the worker's
    /// write before this read; it is signalled again for the next reader).
    public var value: Value {
        done.wait()
        defer { done.signal() }
        guard let result else { preconditionFailure("the work signalled without a value") }
        return result
    }
}
