import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The record a generating run writes beside each module or service it makes in a project.
extension GenerationRecord {
    /// The record of `entry`, rendered with `values` from the template whose digest is
    /// `templateDigest`, as a file of the plan rooted at the project root (an edit when one is
    /// there already); none outside a project, for a project, or for an entry left as it is.
    static func planned(
        for entry: BatchEntry, values: MacroValues, templateDigest: String,
        fileSystem: any FileSystem
    ) throws -> PlannedFile? {
        let request = entry.request
        guard let project = request.project, request.command != .project, !entry.leftAsIs,
            !entry.outputFiles.isEmpty
        else { return nil }
        let record = made(
            kind: request.command, name: request.name, templateName: request.template.entry.name,
            templateDigest: templateDigest, values: values,
            files: (entry.outputFiles + entry.testFiles).map { ($0.path, $0.contents) })
        let path = Self.path(kind: request.command, name: request.name)
        let existing = try? fileSystem.readFile(
            at: project.root.appending(component: path))
        return PlannedFile(
            path: path, contents: try record.encoded(),
            intent: existing.map { PlannedFile.Intent.edit(original: $0) } ?? .create)
    }
}
