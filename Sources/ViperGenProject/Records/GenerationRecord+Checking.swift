import ViperGenTemplates

/// Records are committed and merged like any file, so what one says is input: checked as the
/// command line's names and values are before anything is written.
extension GenerationRecord {
    /// Throws ``RecordError/refusedField(file:field:value:reason:)`` for the first field of
    /// the record read from `file` (relative to the project root) that viper-gen would not have
    /// written: a name the name rules refuse or that is not its file's, a value with a control
    /// character, a digest that is no SHA-256, a path that is not a plain relative one.
    func check(file: String) throws {
        func refuse(_ field: String, _ value: String, _ reason: String) -> RecordError {
            .refusedField(file: file, field: field, value: value, reason: reason)
        }
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        let inFolder = parts.count == 3 && parts[0] == Self.folder && parts[2].hasSuffix(".json")
        if inFolder, parts[1] != kind.rawValue + "s" {
            throw refuse("kind", kind.rawValue, "is not the kind of the \(parts[1]) folder")
        }
        if let reason = nameProblem { throw refuse("name", name, reason) }
        if inFolder {
            let stem = String(parts[2].dropLast(".json".count))
            // Folded: on a Mac's disk, `remove payments` reads `Payments.json`.
            if stem.lowercased() != name.lowercased() {
                throw refuse("name", name, "is not the record's file name, \(stem)")
            }
        }
        if isFound != templateDigest.isEmpty {
            throw refuse("templateDigest", templateDigest, "does not go with \"template\"")
        }
        if !isFound, !Self.isDigest(templateDigest) {
            throw refuse("templateDigest", templateDigest, "is not a SHA-256 in hex")
        }
        for (field, value) in [("template", template), ("toolVersion", toolVersion)] {
            if let reason = Self.valueProblem(value, lineBreaks: false) {
                throw refuse(field, value, reason)
            }
        }
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            if let reason = Self.valueProblem(key, lineBreaks: false) {
                throw refuse("values", key, reason)
            }
            // FILEHEADER and macros of a team's own may hold line breaks and tabs, as in an
            // IDETemplateMacros.plist.
            let macro = key.hasPrefix("MACRO_") ? String(key.dropFirst("MACRO_".count)) : nil
            let lineBreaks = macro.map { !TextMacro.builtInNames.contains($0) } ?? false
            if let reason = Self.valueProblem(value, lineBreaks: lineBreaks) {
                throw refuse("values.\(key)", value, reason)
            }
        }
        for (field, paths) in [("files", files), ("createdAppFiles", createdAppFiles ?? [:])] {
            for (path, digest) in paths.sorted(by: { $0.key < $1.key }) {
                if let reason = RecordedPaths.syntaxProblem(path) {
                    throw refuse(field, path, reason)
                }
                if !(digest.isEmpty || Self.isDigest(digest)) {
                    throw refuse("\(field).\(path)", digest, "is not a SHA-256 in hex")
                }
            }
        }
    }

    /// Why the record's name is refused, or nil: a module or service viper-gen made has a name
    /// the command line's rules give as it is; one `init` found, a Swift identifier.
    private var nameProblem: String? {
        if isFound {
            return NameNormalizer.identifierProblem(name).map { "is no Swift identifier: \($0)" }
        }
        do {
            let normalized = try NameNormalizer().normalize(name, kind: kind).name
            return normalized == name
                ? nil : "is not a name viper-gen writes (it would be \(normalized))"
        } catch {
            let reason = "\(error)"
            return
                "is refused by the name rules (\(reason.hasSuffix(".") ? String(reason.dropLast()) : reason))"
        }
    }

    /// Why `value` cannot reach a template, or nil: a control character (a line break or tab
    /// too unless `lineBreaks`), or more than ``ValueChecks/maximumLength`` bytes.
    private static func valueProblem(_ value: String, lineBreaks: Bool) -> String? {
        if value.utf8.count > ValueChecks.maximumLength {
            return "is longer than \(ValueChecks.maximumLength) bytes"
        }
        var checked = value
        if lineBreaks { checked.unicodeScalars.removeAll { $0 == "\n" || $0 == "\t" } }
        return ControlCharacter.first(in: checked).map {
            "contains \($0), which could end a comment or string literal in generated code"
        }
    }

    /// Whether `text` is a SHA-256 as records write it: 64 lowercase hex digits.
    private static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64
            && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
