import ViperGenProject
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The part of a template one module was made from.
///
/// That is the variant folder its recorded option values choose (with the files shared by
/// every variant) and the options. A change elsewhere in the template, such as in another
/// variant folder, changes nothing that module would get.
enum RecordedVariant {
    /// The template option values `record` was rendered with (its `VARIABLE_` values).
    static func optionValues(of record: GenerationRecord) -> [String: String] {
        let prefix = "VARIABLE_"
        var values: [String: String] = [:]
        for (key, value) in record.values where key.hasPrefix(prefix) {
            values[String(key.dropFirst(prefix.count))] = value
        }
        return values
    }

    /// The SHA-256 of the files `template` renders for `values` (paths as rendered, and bytes,
    /// in path order) and of its options, as ``GenerationRecord/templateDigest(of:)`` hashes
    /// the whole template; nil when the values choose no files.
    static func digest(of template: Template, values: [String: String]) -> String? {
        guard let files = try? TemplateVariantSelector(template: template).files(for: values)
        else { return nil }
        var parts: [[UInt8]] = files.map { Array($0.path.utf8) + [0] + $0.contents }
        for option in template.info.options {
            let fields =
                [option.identifier, option.type, option.defaultValue ?? ""] + option.values
            parts.append(Array(fields.joined(separator: "\u{1F}").utf8))
        }
        return SHA256.hex(Array(parts.joined(separator: [0, 0])))
    }

    /// Whether `current` renders for `record`'s module what the version that made it did.
    ///
    /// That is: the whole template is unchanged, or the version's copy kept in the project
    /// (``TemplateCopy``) has the same files in the module's variant and the same options.
    /// Without that copy any change counts.
    static func isCurrent(
        _ record: GenerationRecord, template current: Template, root: AbsolutePath,
        fileSystem: any FileSystem
    ) -> Bool {
        if GenerationRecord.templateDigest(of: current) == record.templateDigest { return true }
        guard
            let old = try? TemplateCopy.template(
                digest: record.templateDigest, in: root, fileSystem: fileSystem)
        else { return false }
        let values = optionValues(of: record)
        guard let before = digest(of: old, values: values) else { return false }
        return digest(of: current, values: values) == before
    }
}
