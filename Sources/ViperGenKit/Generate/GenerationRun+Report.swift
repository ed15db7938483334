import ViperGenOutput
import ViperGenSystem

extension GenerationRun {
    /// --dry-run: shows the plan, its diffs and the registrations left to the user, refuses
    /// its conflicts, and returns `result` with nothing written.
    func showDryRun(_ result: GenerationResult) throws -> GenerationResult {
        let checked = result.checked
        if !checked.files.isEmpty {
            reporter.dryRun(checked)
            reporter.diffs(of: checked)
        }
        for (name, manual) in result.batch.manual {
            reporter.manualRegistrations(manual, name: name)
        }
        if !checked.conflicts.isEmpty { throw OutputError.conflicts(checked.conflicts) }
        return result
    }

    /// Reports what the written run leaves to the user: the registrations to make by hand and
    /// the Xcode project's new members.
    func reportWritten(_ result: GenerationResult) {
        for (name, manual) in result.batch.manual {
            reporter.manualRegistrations(manual, name: name)
        }
        if let membership = result.xcode {
            reporter.xcodeMembership(
                membership, name: requests.count == 1 ? requests[0].name : nil)
        }
    }
}
