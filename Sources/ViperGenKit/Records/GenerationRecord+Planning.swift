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
            at: project.root.appending(component: path).pathString)
        return PlannedFile(
            path: path, contents: try record.encoded(),
            intent: existing.map { PlannedFile.Intent.edit(original: $0) } ?? .create)
    }

    /// `values` as a record keeps them: `author`, `organization`, `date`, `year`, `time`,
    /// `projectName`, each template variable as `VARIABLE_<key>` and each IDETemplateMacros.plist
    /// macro as `MACRO_<name>`.
    ///
    /// The login name (`USERNAME`) is left out: it would put each developer's account into a
    /// committed file, and a base rendered with the current one only differs where the
    /// template's change meets it.
    static func recorded(_ values: MacroValues) -> [String: String] {
        var recorded = [
            "author": values.fullUserName, "organization": values.organizationName,
            "date": values.stamp.date, "year": values.stamp.year,
            "time": values.stamp.time, "projectName": values.projectName,
        ]
        for (key, value) in values.variables { recorded["VARIABLE_" + key] = value }
        for (name, macro) in values.textMacros { recorded["MACRO_" + name] = macro.text }
        return recorded
    }

    /// The values the record's files were rendered with (``recorded(_:)`` read back), with
    /// `userName` for the login name it leaves out; a year an older record lacks comes from its
    /// date.
    func macroValues(userName: String) -> MacroValues {
        let date = values["date"] ?? ""
        let year = values["year"] ?? "20" + (date.split(separator: "/").last.map(String.init) ?? "")
        var macroValues = MacroValues(
            fileBaseName: name, projectName: values["projectName"] ?? "",
            fullUserName: values["author"] ?? "", userName: userName,
            organizationName: values["organization"] ?? "",
            stamp: DateStamp(date: date, year: year, time: values["time"] ?? ""))
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
