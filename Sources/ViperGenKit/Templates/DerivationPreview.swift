/// What `templates derive --dry-run` prints: the template's files as a tree, then the
/// exemplar's skeleton, file by file.
struct DerivationPreview {
    /// The planned template.
    let derived: DerivedTemplate
    /// The exemplar's folder, as shown.
    let module: String

    /// The preview.
    var text: String {
        var text = "Would create \(derived.folder)/ from \(derived.moduleName) (\(module)):\n"
        let prefix = derived.folder + "/"
        for file in derived.files {
            text += "  " + String(file.path.dropFirst(prefix.count)) + "\n"
        }
        if !derived.leftOut.isEmpty {
            text += "Left out (not Swift): " + derived.leftOut.joined(separator: ", ") + "\n"
        }
        for file in derived.skeleton {
            text += "\n--- \(file.path) (skeleton)\n" + file.text
            if !file.text.hasSuffix("\n") { text += "\n" }
        }
        return text
    }
}
