import Testing
import ViperGenSystem

/// Work handed to a ``BackgroundTask`` gives its value once, to every reader, whichever thread
/// ran it; work that starts and waits for more work never deadlocks.
@Suite("Background task")
struct BackgroundTaskTests {
    @Test func givesTheWorksValueToEveryReader() {
        let task = BackgroundTask { (1...1_000).reduce(0, +) }
        #expect(task.value == 500_500)
        #expect(task.value == 500_500)
    }

    /// Far more tasks than threads, each waiting for tasks it started: a reader that finds a
    /// task not started runs it, so this ends (it hangs if waiting depended on a free thread).
    @Test func workThatWaitsForWorkItStartedEnds() {
        @Sendable func sum(_ range: Range<Int>) -> Int {
            guard range.count > 64 else { return range.reduce(0, +) }
            let middle = range.lowerBound + range.count / 2
            let left = BackgroundTask { sum(range.lowerBound..<middle) }
            let right = BackgroundTask { sum(middle..<range.upperBound) }
            return left.value + right.value
        }
        #expect(sum(0..<20_000) == (0..<20_000).reduce(0, +))
    }

    /// The work runs once however many threads read it at once.
    @Test func runsTheWorkOnce() {
        final class Counter: @unchecked Sendable { var runs = 0 }
        let counter = Counter()
        let task = BackgroundTask {
            counter.runs += 1
            return counter.runs
        }
        let readers = (0..<16).map { _ in BackgroundTask { task.value } }
        #expect(readers.map(\.value) == Array(repeating: 1, count: 16))
        #expect(counter.runs == 1)
    }
}
