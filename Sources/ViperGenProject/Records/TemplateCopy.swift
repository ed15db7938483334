import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One version of a template, kept in the project as
/// `.viper-gen/template-versions/<digest>.json` (its files, options and description, named by
/// the first 16 hex digits of ``GenerationRecord/templateDigest(of:)``), so that `update` can
/// render again what that version made after the template has changed.
///
/// One file per version, however many modules it made; deterministic; meant to be committed.
/// It is a JSON file rather than a template folder so that no build, Xcode folder or type
/// scan ever takes its Swift files for the app's.
package struct TemplateCopy: Codable, Equatable {
    /// The folder of the copies.
    package static let folder = GenerationRecord.folder + "/template-versions"
    /// The format this version writes.
    package static let currentVersion = 1

    /// The format version.
    package var version = Self.currentVersion
    /// The template's name when it was copied.
    var name: String
    /// The full digest of the version.
    var digest: String
    /// TemplateInfo.plist's `Kind`.
    var kind: String
    /// TemplateInfo.plist's `Description`.
    var description: String
    /// The options, in plist order.
    var options: [Option]
    /// The files (TemplateInfo.plist and icons left out), by path.
    var files: [File]

    /// One option of the template, every field kept.
    struct Option: Codable, Equatable {
        /// ``TemplateOption/identifier``.
        var identifier: String
        /// ``TemplateOption/name``.
        var name: String
        /// ``TemplateOption/description``.
        var description: String
        /// ``TemplateOption/type``.
        var type: String
        /// ``TemplateOption/defaultValue``.
        var defaultValue: String?
        /// ``TemplateOption/isRequired``.
        var required: Bool
        /// ``TemplateOption/values``.
        var values: [String]
        /// ``TemplateOption/requiredOptions``.
        var requiredOptions: [String: [String]]
    }

    /// One file of the template: its path and its bytes, as text when they are UTF-8, else in
    /// base64.
    struct File: Codable, Equatable {
        /// The path inside the template.
        var path: String
        /// The contents when they are UTF-8.
        var text: String?
        /// The contents in base64 when they are not.
        var base64: String?
    }

    /// The path of the copy of the version with `digest`, relative to the project root.
    package static func path(digest: String) -> String {
        "\(folder)/\(digest.prefix(16)).json"
    }

    /// The copy of `template`, whose digest is `digest`.
    package init(of template: Template, digest: String) {
        name = template.name
        self.digest = digest
        kind = template.info.kind
        description = template.info.description
        options = template.info.options.map {
            Option(
                identifier: $0.identifier, name: $0.name, description: $0.description,
                type: $0.type, defaultValue: $0.defaultValue, required: $0.isRequired,
                values: $0.values, requiredOptions: $0.requiredOptions)
        }
        files = template.files.map { file in
            if let text = String(strictUTF8: file.contents) {
                return File(path: file.path, text: text, base64: nil)
            }
            return File(
                path: file.path, text: nil, base64: Data(file.contents).base64EncodedString())
        }
    }

    /// The copy as pretty-printed JSON with sorted keys and a final newline (deterministic).
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// The template the copy holds; `file` names it in errors.
    package func template(file: String) throws -> Template {
        let options = options.map {
            TemplateOption(
                identifier: $0.identifier, name: $0.name, description: $0.description,
                type: $0.type, defaultValue: $0.defaultValue, isRequired: $0.required,
                values: $0.values, requiredOptions: $0.requiredOptions)
        }
        let files = try self.files.map { entry in
            if let text = entry.text {
                return TemplateFile(path: entry.path, contents: Array(text.utf8))
            }
            guard let base64 = entry.base64, let data = Data(base64Encoded: base64) else {
                throw RecordError.malformed(
                    file: file, reason: "\(entry.path) has neither text nor base64")
            }
            return TemplateFile(path: entry.path, contents: [UInt8](data))
        }
        return Template(
            name: name, origin: "the copy \(file)",
            info: TemplateInfo(kind: kind, description: description, options: options),
            files: files)
    }
}

extension TemplateCopy {
    /// The copy of `template` to add to the plan rooted at `root`: nothing when the project
    /// keeps one with the same bytes already, an edit when the one it keeps differs.
    package static func planned(
        of template: Template, digest: String, root: AbsolutePath, fileSystem: any FileSystem
    ) throws -> [PlannedFile] {
        let path = path(digest: digest)
        let contents = try TemplateCopy(of: template, digest: digest).encoded()
        let existing = try? fileSystem.readFile(at: root.appending(component: path))
        guard existing != contents else { return [] }
        return [
            PlannedFile(
                path: path, contents: contents,
                intent: existing.map { PlannedFile.Intent.edit(original: $0) } ?? .create)
        ]
    }
}

extension TemplateCopy {
    /// The deletions of the copies of `digests` that no record will use: neither a record
    /// the plan writes (`written`, by digest) nor any record of `project` outside `replaced`
    /// (the record paths the plan deletes or rewrites).
    ///
    /// A record that mentions a digest anywhere in its bytes counts as using it: a copy is kept
    /// rather than lost on a doubt.
    package static func unusedCopies(
        of digests: Set<String>, written: Set<String>, replaced: Set<String>, project: Project,
        fileSystem: any FileSystem
    ) -> [PlannedFile] {
        var unused = digests.subtracting(written)
        for kind in [ScaffoldKind.module, .service] where !unused.isEmpty {
            for name in GenerationRecord.recordedNames(kind, in: project, fileSystem: fileSystem) {
                let path = GenerationRecord.path(kind: kind, name: name)
                guard !replaced.contains(path),
                    let bytes = try? fileSystem.readFile(
                        at: project.root.appending(component: path))
                else { continue }
                let text = String(decoding: bytes, as: UTF8.self)
                unused = unused.filter { !text.contains($0) }
            }
        }
        return unused.sorted().compactMap { digest in
            let path = path(digest: digest)
            guard
                let bytes = try? fileSystem.readFile(
                    at: project.root.appending(component: path))
            else { return nil }
            return PlannedFile.deletion(of: path, original: bytes)
        }
    }
}
