import ViperGenOutput
import ViperGenProject
import ViperGenXcode

/// The Xcode side of `check`: recorded files the app's project file does not build.
extension ConsistencyChecker {
    /// A finding for each present file of `subjects` that the app target (or, for a test,
    /// the unit-test target testing it) does not build; none without an `.xcodeproj` or for
    /// files in a synchronized folder.
    ///
    /// Asked as adding the files would be: the files such an edit would add are the missing
    /// members, and the edit is the repair.
    func notInTarget(_ subjects: [RemovalSubject]) throws
        -> (findings: [CheckFinding], edits: [PlannedFile])
    {
        // A generated project file is the generator's: nothing to check or repair there.
        guard project.config.projectGenerator == nil,
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: fileSystem)
        else { return ([], []) }
        let testsFolder = project.config.testsPath + "/"
        var owners: [String: (name: String, path: String)] = [:]
        var files: [String] = []
        var tests: [String] = []
        for subject in subjects {
            for (path, _) in subject.files {
                guard let relative = membership.relative([path]).first else { continue }
                owners[relative] = (subject.name, path)
                if path.hasPrefix(testsFolder) { tests.append(path) } else { files.append(path) }
            }
        }
        guard let result = try membership.add(files, tests: tests) else { return ([], []) }
        func findings(_ outcome: XcodeMembership?, _ kind: CheckFindingKind) -> [CheckFinding] {
            guard case .edited(_, let added, _)? = outcome else { return [] }
            return added.compactMap { file in
                owners[file].map { CheckFinding(kind: kind, name: $0.name, path: $0.path) }
            }
        }
        var found = findings(result.membership, .notInTarget)
        if case .member(let outcome)? = result.tests {
            found += findings(outcome, .testsNotInTarget)
        }
        return (found, result.edit.map { [$0] } ?? [])
    }
}
