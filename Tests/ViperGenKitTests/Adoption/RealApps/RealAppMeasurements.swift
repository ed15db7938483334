import Foundation

/// Every app of the list measured once per test run, two at a time (this machine has two
/// cores), for the suites that compare and count the outcomes.
enum RealAppMeasurements {
    /// The outcome of each app present here, in the order of `apps.tsv`; an app whose copy
    /// could not be made is refused with the reason.
    static let outcomes: [(app: RealApp, outcome: RealAppOutcome)] = {
        let apps = RealApp.all
        let results = OutcomeSlots(count: apps.count)
        DispatchQueue.concurrentPerform(iterations: apps.count) { index in
            let outcome: RealAppOutcome
            do {
                outcome = try RealAppMeasure(apps[index]).outcome
            } catch {
                outcome = RealAppOutcome(kind: .refused, detail: "not measured: \(error)")
            }
            results.set(index, outcome)
        }
        return zip(apps, results.values).map { ($0, $1) }
    }()

    /// The outcomes written from several threads, under a lock.
    private final class OutcomeSlots: @unchecked Sendable {
        private var slots: [RealAppOutcome?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ outcome: RealAppOutcome) {
            lock.lock()
            slots[index] = outcome
            lock.unlock()
        }

        var values: [RealAppOutcome] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0 ?? RealAppOutcome(kind: .refused, detail: "not measured") }
        }
    }
}
