import ViperGenTemplates

/// A template's stored files laid out so that Xcode renders what viper-gen renders.
///
/// Xcode takes a template's files from the variant folder its popups name and nothing from
/// beside it, so every variant folder gets the shared files viper-gen adds next to it (its own
/// file winning), and the root keeps only TemplateInfo.plist and the icons. Files under
/// `___TESTS___` are left out: Xcode cannot place them in a test target.
struct XcodeTemplateLayout {
    /// The template, parsed.
    let template: Template
    /// Its files as stored, metadata included.
    let storedFiles: [TemplateFile]

    /// The files of the `.xctemplate` folder, paths relative to it, sorted by path.
    var files: [TemplateFile] {
        let rendered = Set(template.files.map(\.path))
        let metadata = storedFiles.filter { !rendered.contains($0.path) }
        let variants = TemplateVariantSelector(template: template).variantFolders
        var shared: [String: TemplateFile] = [:]
        var byVariant: [String: [String: TemplateFile]] = [:]
        for file in template.files where !Self.isTestFile(file.path) {
            let parts = file.path.split(separator: "/", maxSplits: 1).map(String.init)
            if parts.count == 2, variants.contains(parts[0]) {
                byVariant[parts[0], default: [:]][parts[1]] = file
            } else {
                shared[file.path] = file
            }
        }
        guard !variants.isEmpty else {
            return metadata + shared.values.sorted { $0.path < $1.path }
        }
        let laidOut = variants.flatMap { variant in
            shared.merging(byVariant[variant] ?? [:]) { $1 }.map { path, file in
                TemplateFile(path: "\(variant)/\(path)", contents: file.contents)
            }
        }
        return (metadata + laidOut).sorted { $0.path < $1.path }
    }

    /// Whether `path` lies in a `___TESTS___` folder, which only viper-gen places.
    static func isTestFile(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix("___TESTS") }
    }
}
