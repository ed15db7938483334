import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What viper-gen wrote for one module or service of a project, kept in
/// `.viper-gen/modules/<Name>.json` (or `services/`), so that later commands know which files
/// are its, whether they were edited since, and which template made them.
///
/// One small file per module, deterministic (sorted keys, no time beyond the run's date) and so
/// merge-friendly; it is meant to be committed.
package struct GenerationRecord: Equatable, Sendable {
    /// The folder of the records, at the project root.
    package static let folder = ".viper-gen"
    /// The record format this version writes.
    package static let currentVersion = 1

    /// `module` or `service`.
    package var kind: ScaffoldKind
    /// The module or service name, as normalised (`Payments`, `NetworkService`).
    package var name: String
    /// The template as chosen: a built-in or searched template's name, or a folder's path.
    package var template: String
    /// The SHA-256 of the template's files (``templateDigest(of:)``), to tell when it changed.
    package var templateDigest: String
    /// The viper-gen version that wrote it.
    package var toolVersion: String
    /// The values it was rendered with: `author`, `organization`, `date`, `projectName`, and
    /// each template variable as `VARIABLE_<key>`.
    package var values: [String: String]
    /// Every file written, relative to the project root, with the SHA-256 of its bytes.
    package var files: [String: String]
    /// The app files the run that made it created for it, with the SHA-256 of their bytes.
    ///
    /// A swiftui app's view builder and RootView, made with its first module: removing it takes
    /// them away again while they are as written. Nil when none.
    package var createdAppFiles: [String: String]? = nil

    /// Creates a record from its parts.
    package init(
        kind: ScaffoldKind, name: String, template: String, templateDigest: String,
        toolVersion: String, values: [String: String], files: [String: String]
    ) {
        self.kind = kind
        self.name = name
        self.template = template
        self.templateDigest = templateDigest
        self.toolVersion = toolVersion
        self.values = values
        self.files = files
    }

    /// The record's path relative to the project root: `.viper-gen/modules/Payments.json`.
    package static func path(kind: ScaffoldKind, name: String) -> String {
        "\(folder)/\(kind.rawValue)s/\(name).json"
    }

    /// The SHA-256 of `bytes`, as the record writes it.
    package static func digest(_ bytes: [UInt8]) -> String {
        SHA256.hex(bytes)
    }

    /// The SHA-256 of every file of `template` (path and bytes, in path order) and of its
    /// options (identifier, type, default, choices): what changes the output when it changes.
    package static func templateDigest(of template: Template) -> String {
        var parts: [[UInt8]] = template.files.map { Array($0.path.utf8) + [0] + $0.contents }
        for option in template.info.options {
            let fields =
                [option.identifier, option.type, option.defaultValue ?? ""] + option.values
            parts.append(Array(fields.joined(separator: "\u{1F}").utf8))
        }
        return SHA256.hex(Array(parts.joined(separator: [0, 0])))
    }

    /// The record as pretty-printed JSON with sorted keys and a final newline (deterministic).
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(Encoded(self))) + [UInt8(ascii: "\n")]
    }

    /// The JSON shape of a record.
    private struct Encoded: Encodable {
        let version = GenerationRecord.currentVersion
        let kind: String
        let name: String
        let template: String
        let templateDigest: String
        let toolVersion: String
        let values: [String: String]
        let files: [String: String]
        let createdAppFiles: [String: String]?

        init(_ record: GenerationRecord) {
            kind = record.kind.rawValue
            name = record.name
            template = record.template
            templateDigest = record.templateDigest
            toolVersion = record.toolVersion
            values = record.values
            files = record.files
            createdAppFiles = record.createdAppFiles
        }
    }
}
