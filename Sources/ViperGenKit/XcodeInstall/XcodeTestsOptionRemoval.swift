import ViperGenTemplates

/// Takes the `tests` option out of a TemplateInfo.plist for Xcode: install leaves out the
/// `___TESTS___` files (Xcode cannot put a file template's files in a test target), so in
/// Xcode's dialog the popup would choose nothing.
enum XcodeTestsOptionRemoval {
    /// The identifier of the option removed.
    static let identifier = "tests"

    /// `bytes` (a TemplateInfo.plist; `file` names it in errors) without the `tests` option and
    /// the `RequiredOptions` entries naming it, rewritten by ``PropertyListXMLWriter``; `bytes`
    /// as they are when the plist has no such option.
    ///
    /// - Throws: `TemplateError.malformedInfo` when the plist cannot be read, or holds a date
    ///   or data, which cannot be written back.
    static func templateInfo(from bytes: [UInt8], file: String) throws -> [UInt8] {
        let root: PropertyListValue
        do {
            root = try PropertyListValue.parse(bytes)
        } catch {
            throw TemplateError.malformedInfo(
                file: file, reason: error.reason(in: TemplateInfo.fileName))
        }
        guard var entries = root.dictionary, let options = entries["Options"]?.array else {
            return bytes
        }
        let kept = options.filter { $0.dictionary?["Identifier"]?.string != identifier }
        guard kept.count < options.count else { return bytes }
        entries["Options"] = .array(kept.map(withoutRequirement))
        if let description = entries["Description"]?.string {
            entries["Description"] = .string(withoutTests(description))
        }
        guard let text = PropertyListXMLWriter.text(of: .dictionary(entries)) else {
            throw TemplateError.malformedInfo(
                file: file, reason: "it holds a date or data, which viper-gen cannot write back")
        }
        return Array(text.utf8)
    }

    /// `description` without its closing clause about the tests (`…; with presenter tests and
    /// spies for the test target.`), which Xcode's dialog would show for files it does not get.
    static func withoutTests(_ description: String) -> String {
        let clauseEnd = " for the test target."
        guard description.hasSuffix(clauseEnd),
            let clause = description.ranges(of: "; with ").last
        else { return description }
        return description[..<clause.lowerBound] + "."
    }

    /// `option` without the `RequiredOptions` entry naming the `tests` option (and without
    /// `RequiredOptions` when nothing else is left in it).
    private static func withoutRequirement(_ option: PropertyListValue) -> PropertyListValue {
        guard var entries = option.dictionary,
            var required = entries["RequiredOptions"]?.dictionary
        else { return option }
        required[identifier] = nil
        entries["RequiredOptions"] = required.isEmpty ? nil : .dictionary(required)
        return .dictionary(entries)
    }
}
