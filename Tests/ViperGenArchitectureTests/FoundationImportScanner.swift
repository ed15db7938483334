import Foundation

/// Finds Foundation imports in Sources outside the form that links only FoundationEssentials.
///
/// Issue 11: Foundation and its ICU data made the binary four times larger and slower to start.
/// The accepted form falls back to Foundation only where FoundationEssentials does not exist
/// (macOS):
///
///     #if canImport(FoundationEssentials)
///         import FoundationEssentials
///     #else
///         import Foundation
///     #endif
///
/// Any other import of a Foundation module (`Foundation`, `FoundationInternationalization`,
/// `FoundationNetworking`, `CoreFoundation`, ...) is reported, with the build-time template
/// embedder and its plugin, which are not linked into viper-gen, left out.
enum FoundationImportScanner {
    /// The folder scanned, relative to the checkout.
    static let scannedFolder = "Sources"

    /// Folders whose files may import Foundation: build-time tools, not part of the binary.
    static let buildToolFolders = ["Sources/TemplateEmbedder/", "Sources/EmbedTemplatesPlugin/"]

    /// The only accepted form, line by line (indentation ignored).
    static let conditionalForm = [
        "#if canImport(FoundationEssentials)", "import FoundationEssentials", "#else",
        "import Foundation", "#endif",
    ]

    /// `path:line: text` for every Foundation import outside the conditional form in the
    /// checkout's Swift files under Sources, except in `skipped` folders.
    static func violations(
        inCheckoutAt root: URL, skipping skipped: [String] = buildToolFolders
    ) throws -> [String] {
        let base = root.appendingPathComponent(scannedFolder)
        var found: [String] = []
        for subpath in try FileManager.default.subpathsOfDirectory(atPath: base.path).sorted()
        where subpath.hasSuffix(".swift") {
            let path = "\(scannedFolder)/\(subpath)"
            if skipped.contains(where: path.hasPrefix) { continue }
            let data = try Data(contentsOf: base.appendingPathComponent(subpath))
            found += violations(in: String(decoding: data, as: UTF8.self), path: path)
        }
        return found
    }

    /// `path:line: text` for every line of `text` importing a Foundation module outside the
    /// conditional form.
    static func violations(in text: String, path: String) -> [String] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        var accepted: Set<Int> = []
        for start in trimmed.indices
        where Array(trimmed[start...].prefix(conditionalForm.count)) == conditionalForm {
            accepted.formUnion([start + 1, start + 3])
        }
        return lines.enumerated().compactMap { index, line in
            guard let module = ImportDeclaration.module(in: line), isFoundation(module),
                !accepted.contains(index)
            else { return nil }
            return "\(path):\(index + 1): \(trimmed[index])"
        }
    }

    /// Whether `module` is Foundation or one of its parts.
    static func isFoundation(_ module: String) -> Bool {
        modules.contains(module)
    }

    /// Foundation and the modules it is made of or ships with.
    static let modules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "CoreFoundation", "_FoundationICU",
        "_FoundationCShims", "_FoundationCollections", "_FoundationUnicode",
    ]
}
