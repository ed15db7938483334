import ViperGenTemplates

/// Making a record from what a run rendered, the same way for every command that writes one.
extension GenerationRecord {
    /// The record of the `kind` named `name`, rendered from the template chosen as
    /// `templateName`, whose digest is `templateDigest` (``templateDigest(of:)``), with
    /// `values`; its `files` have paths relative to the project root.
    package static func made(
        kind: ScaffoldKind, name: String, templateName: String, templateDigest: String,
        values: MacroValues, files: [(path: String, contents: [UInt8])]
    ) -> GenerationRecord {
        var digests: [String: String] = [:]
        for file in files { digests[file.path] = digest(file.contents) }
        return GenerationRecord(
            kind: kind, name: name, template: templateName,
            templateDigest: templateDigest, toolVersion: ToolVersion.current,
            values: recorded(values), files: digests)
    }
}

/// Records of what viper-gen found rather than made.
extension GenerationRecord {
    /// The record of a `kind` named `name` that `init` found made without viper-gen, owning
    /// `files` (relative to the project root): no template, no values, and an empty digest
    /// for every file, so every file counts as edited.
    package static func found(kind: ScaffoldKind, name: String, files: [String]) -> GenerationRecord
    {
        GenerationRecord(
            kind: kind, name: name, template: "", templateDigest: "",
            toolVersion: ToolVersion.current, values: [:],
            files: Dictionary(uniqueKeysWithValues: files.map { ($0, "") }))
    }

    /// Whether this record is of a module or service `init` found, which viper-gen did not
    /// make (``found(kind:name:files:)``): it has no template.
    package var isFound: Bool { template.isEmpty }
}
