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
    /// The record of `entry`, rendered with `values`, and the copy of its template version
    /// when the project has none yet, as files of the plan rooted at the project root (the
    /// record an edit when one is there already); none outside a project, for a project, or
    /// for an entry left as it is.
    static func planned(
        for entry: BatchEntry, values: MacroValues, fileSystem: any FileSystem
    ) throws -> [PlannedFile] {
        let request = entry.request
        guard let project = request.project, request.command != .project, !entry.leftAsIs,
            !entry.outputFiles.isEmpty
        else { return [] }
        let template = request.template.template
        let record = made(
            kind: request.command, name: request.name, templateName: request.template.entry.name,
            template: template, values: values,
            files: (entry.outputFiles + entry.testFiles).map { ($0.path, $0.contents) })
        let path = Self.path(kind: request.command, name: request.name)
        let existing = try? fileSystem.readFile(
            at: project.root.appendingPathComponent(path).path)
        var planned = [
            PlannedFile(
                path: path, contents: try record.encoded(),
                intent: existing.map { PlannedFile.Intent.edit(original: $0) } ?? .create)
        ]
        planned += try TemplateCopy.planned(
            of: template, digest: record.templateDigest, root: project.root,
            fileSystem: fileSystem)
        return planned
    }

    /// `values` as a record keeps them: `author`, `organization`, `userName`, `date`, `year`,
    /// `time`, `projectName`, each template variable as `VARIABLE_<key>` and each
    /// IDETemplateMacros.plist macro as `MACRO_<name>`.
    static func recorded(_ values: MacroValues) -> [String: String] {
        var recorded = [
            "author": values.fullUserName, "organization": values.organizationName,
            "userName": values.userName, "date": values.stamp.date, "year": values.stamp.year,
            "time": values.stamp.time, "projectName": values.projectName,
        ]
        for (key, value) in values.variables { recorded["VARIABLE_" + key] = value }
        for (name, macro) in values.textMacros { recorded["MACRO_" + name] = macro.text }
        return recorded
    }

    /// The values the record's files were rendered with (``recorded(_:)`` read back); a value
    /// an older record lacks is taken from `current`.
    func macroValues(current: MacroValues? = nil) -> MacroValues {
        let date = values["date"] ?? current?.stamp.date ?? ""
        let year =
            values["year"] ?? current?.stamp.year
            ?? "20" + (date.split(separator: "/").last.map(String.init) ?? "")
        var macroValues = MacroValues(
            fileBaseName: name, projectName: values["projectName"] ?? current?.projectName ?? "",
            fullUserName: values["author"] ?? current?.fullUserName ?? "",
            userName: values["userName"] ?? current?.userName ?? "",
            organizationName: values["organization"] ?? current?.organizationName ?? "",
            stamp: DateStamp(
                date: date, year: year, time: values["time"] ?? current?.stamp.time ?? ""))
        for (key, value) in values {
            if key.hasPrefix("VARIABLE_") {
                macroValues.variables[String(key.dropFirst(9))] = value
            } else if key.hasPrefix("MACRO_") {
                macroValues.textMacros[String(key.dropFirst(6))] = TextMacro(
                    text: value, source: "the record of \(name)")
            }
        }
        return macroValues
    }
}
