import ViperGenTemplates

extension GenerationRecord {
    /// `values` as a record keeps them: `author`, `organization`, `date`, `year`, `time`,
    /// `projectName`, each template variable as `VARIABLE_<key>` and each IDETemplateMacros.plist
    /// macro as `MACRO_<name>`.
    ///
    /// The login name (`USERNAME`) is left out: it would put each developer's account into a
    /// committed file, and a base rendered with the current one only differs where the
    /// template's change meets it.
    package static func recorded(_ values: MacroValues) -> [String: String] {
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
    package func macroValues(userName: String) -> MacroValues {
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
