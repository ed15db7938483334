import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The record a generating run writes beside each module or service it makes in a project.
extension GenerationRecord {
    /// The record of `entry`, rendered with `values`, as a file of the plan rooted at the project root (an edit when a
    /// record is there already); nil outside a project, for a project, or for an entry left as
    /// it is.
    static func planned(
        for entry: BatchEntry, values: MacroValues, fileSystem: any FileSystem
    ) throws -> PlannedFile? {
        let request = entry.request
        guard let project = request.project, request.command != .project, !entry.leftAsIs,
            !entry.outputFiles.isEmpty
        else { return nil }
        let values = try RequestMacroValues.values(
            for: request, template: request.template.template)
        var recorded = [
            "author": values.fullUserName, "organization": values.organizationName,
            "date": values.stamp.date, "projectName": values.projectName,
        ]
        for (key, value) in values.variables { recorded["VARIABLE_" + key] = value }
        var files: [String: String] = [:]
        for file in entry.outputFiles + entry.testFiles { files[file.path] = digest(file.contents) }
        let record = GenerationRecord(
            kind: request.command, name: request.name, template: request.template.entry.name,
            templateDigest: templateDigest(of: request.template.template),
            toolVersion: ToolVersion.current, values: recorded, files: files)
        let path = Self.path(kind: request.command, name: request.name)
        let existing = try? fileSystem.readFile(
            at: project.root.appendingPathComponent(path).path)
        return PlannedFile(
            path: path, contents: try record.encoded(),
            intent: existing.map { PlannedFile.Intent.edit(original: $0) } ?? .create)
    }
}
