import ViperGenOutput
import ViperGenProject
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
            unrecordedGenerator(of: membership)
        }
    }

    /// Warns when a project adopted without a recorded generator (before viper-gen knew them)
    /// had its `.xcodeproj` edited although a generator's spec lies beside it.
    private func unrecordedGenerator(of membership: XcodeProjectMembership.Result) {
        guard membership.edit != nil, let project = requests[0].project,
            project.config.projectGenerator == nil
        else { return }
        let folder = project.root.appending(component: membership.xcodeProject).parentDirectory
        guard
            let (generator, spec) = ProjectGenerator.detect(
                in: folder, fileSystem: environment.fileSystem)
        else { return }
        reporter.warning(
            "\(EchoedValue.escaped(membership.xcodeProject)) was edited, but \(spec) beside it "
                + "looks like \(generator.rawValue)'s spec, and `\(generator.command)` would undo "
                + "the edit. If it makes the project file, add \"projectGenerator\": "
                + "\"\(generator.rawValue)\" to \(ProjectConfig.fileName): viper-gen then leaves "
                + "the file to it.")
    }
}
