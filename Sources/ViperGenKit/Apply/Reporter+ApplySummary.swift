/// The closing lines of `apply`: what was written, what was left as is, and what is left to do.
extension Reporter {
    /// Prints the summary of `entries`, made from the spec shown as `spec`.
    func applySummary(for entries: [BatchEntry], spec: String) {
        nextSteps(applySummaryText(for: entries, spec: spec))
    }

    /// The summary of `entries`, made from the spec shown as `spec`.
    private func applySummaryText(for entries: [BatchEntry], spec: String) -> String {
        let dryRun = style.dryRun
        let new = entries.filter { !$0.leftAsIs }
        let registeredNow = entries.filter { $0.leftAsIs && $0.registersNow }
        let allRegistered = entries.allSatisfy(isRegistered)
        // A module of a style without a registry is opened by the user's code: advice on how to
        // open it is given when it is new only.
        let advised = entries.filter {
            !isRegistered($0)
                && !($0.leftAsIs
                    && $0.registration.compilesInTheApp(inProject: $0.request.project != nil))
        }
        if new.isEmpty, registeredNow.isEmpty {
            let state = allRegistered ? "exists and is registered" : "exists"
            let lead = dryRun ? "Dry run: nothing to do" : "Nothing to do"
            return "\(lead): every module and service of \(spec) \(state)."
                + (applyAdvice(for: advised).map { "\n" + $0 } ?? "")
        }
        guard !dryRun else { return "" }
        var text = "Applied \(spec): \(new.count) new, \(entries.count - new.count) left as is"
        if !registeredNow.isEmpty { text += " (\(registeredNow.count) of them registered now)" }
        text += "."
        if let advice = applyAdvice(for: advised) { return text + "\n" + advice }
        guard allRegistered else { return text }
        return text + "\nNext steps: every module and service of the spec is registered in the app."
    }

    /// Whether the entry is registered with nothing left to add by hand.
    private func isRegistered(_ entry: BatchEntry) -> Bool {
        guard case .registered(let plan) = entry.registration else { return false }
        return plan.manual.isEmpty
    }

    /// What to do about the entries that are not registered; nil when there are none.
    private func applyAdvice(for entries: [BatchEntry]) -> String? {
        guard !entries.isEmpty else { return nil }
        if entries.allSatisfy(\.needsManualRegistration) {
            return "Next steps: add the lines listed in the warnings above, then build."
        }
        return entries.map(nextStepsText(for:)).joined(separator: "\n")
    }
}
