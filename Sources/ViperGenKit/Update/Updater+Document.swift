import ViperGenOutput
import ViperGenProject
import ViperGenText

extension Updater {
    /// Prints the run's ``UpdateDocument``: `updates` of `project` as `checked` writes them,
    /// or nothing to do when `checked` is nil.
    func printDocument(
        _ updates: [SubjectUpdate], checked: CheckedOutputPlan?, project: Project
    ) throws {
        console.document(
            try JSONText.encode(
                UpdateDocument(
                    updates: updates, checked: checked, root: project.root,
                    dryRun: options.dryRun,
                    messages: console.messages?.value ?? RunMessages(),
                    display: environment.pathDisplay)))
    }
}

extension UpdateError: DocumentedError {
    /// `update --json` lists the files left with conflicts (`conflicts`).
    package var isStatedByDocument: Bool {
        if case .conflicts = self { return true }
        return false
    }
}
