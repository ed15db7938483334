import ViperGenTemplates

/// A template's stored files laid out so that Xcode renders what viper-gen renders.
///
/// Files under `___TESTS___` are left out (Xcode cannot place them in a test target), and so is
/// the `tests` option that chooses them (see ``XcodeTestsOptionRemoval``): its popup would
/// change nothing. Xcode takes a template's files from the variant folder its remaining popups
/// name and nothing from beside it, so each such folder gets the files viper-gen renders for
/// those values with `tests` at its default; with no popup left they lie at the root, next to
/// TemplateInfo.plist and the icons.
struct XcodeTemplateLayout {
    /// The template, parsed.
    let template: Template
    /// Its files as stored, metadata included.
    let storedFiles: [TemplateFile]

    /// The files of the `.xctemplate` folder, paths relative to it, sorted by path.
    var files: [TemplateFile] {
        get throws {
            let rendered = Set(template.files.map(\.path))
            var metadata = storedFiles.filter { !rendered.contains($0.path) }
            var installedInfo = template.info
            if let index = metadata.firstIndex(where: { $0.path == TemplateInfo.fileName }) {
                let file = "\(template.origin)/\(TemplateInfo.fileName)"
                let bytes = try XcodeTestsOptionRemoval.templateInfo(
                    from: metadata[index].contents, file: file)
                metadata[index] = TemplateFile(path: TemplateInfo.fileName, contents: bytes)
                installedInfo = try TemplateInfo.parse(bytes, file: file)
            }
            let installed = TemplateVariantSelector(
                template: Template(
                    name: template.name, origin: template.origin, info: installedInfo, files: []))
            let selector = TemplateVariantSelector(template: template)
            let laidOut = try Self.popupChoices(of: installedInfo.options).flatMap { values in
                let folder = installed.folderName(for: values)
                return try selector.files(for: values).filter { !Self.isTestFile($0.path) }.map {
                    TemplateFile(
                        path: folder.isEmpty ? $0.path : "\(folder)/\($0.path)",
                        contents: $0.contents)
                }
            }
            return (metadata + laidOut).sorted { $0.path < $1.path }
        }
    }

    /// Every combination of the popups' values (the only options of the built-in templates
    /// that name variant folders), one dictionary of option values each; `[[:]]` with none.
    static func popupChoices(of options: [TemplateOption]) -> [[String: String]] {
        options.filter { $0.optionType == .popup }.reduce([[:]]) { combinations, option in
            combinations.flatMap { values in
                option.values.map { values.merging([option.identifier: $0]) { $1 } }
            }
        }
    }

    /// Whether `path` lies in a `___TESTS___` folder, which only viper-gen places.
    static func isTestFile(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix("___TESTS") }
    }
}
