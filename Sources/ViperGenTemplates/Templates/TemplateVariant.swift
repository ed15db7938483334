/// Picks the files of a template whose popup options choose a variant folder, as Xcode does.
///
/// A template with popup options (`Type` `popup` with `Values`) may hold one top-level folder
/// per combination of choices, named by the chosen values joined in the options' plist order
/// (for one popup option, exactly the chosen value: `ObservableObject/`, `Observable/`). Only
/// the chosen folder's files are rendered, as if they were at the template's top level. A
/// template without such folders renders all its files whatever the choices.
enum TemplateVariant {
    /// The most combinations of choices looked for; more are not a template anyone writes.
    static let combinationLimit = 1_024

    /// The files of `template` to render for `variables`, with the variant folder stripped.
    static func files(of template: Template, for variables: [String: String]) throws
        -> [TemplateFile]
    {
        let popups = template.info.options.filter(\.isPopup)
        let names = folderNames(for: popups)
        let present = Set(template.files.compactMap { topFolder(of: $0.path) }).intersection(names)
        guard !present.isEmpty else { return template.files }
        let chosen = popups.map { variables[$0.identifier] ?? "" }.joined()
        guard present.contains(chosen) else {
            throw TemplateError.missingVariant(
                template: template.origin, folder: chosen, available: present.sorted())
        }
        return template.files.compactMap { file in
            guard topFolder(of: file.path) == chosen else { return nil }
            return TemplateFile(
                path: String(file.path.dropFirst(chosen.count + 1)), contents: file.contents)
        }
    }

    /// Every folder name the popups' choices can give, up to ``combinationLimit``.
    private static func folderNames(for popups: [TemplateOption]) -> Set<String> {
        guard !popups.isEmpty else { return [] }
        var names = [""]
        for option in popups {
            names = names.flatMap { prefix in option.values.map { prefix + $0 } }
            if names.count > combinationLimit { return [] }
        }
        return Set(names)
    }

    /// The first component of a path inside a folder, or nil for a top-level file.
    private static func topFolder(of path: String) -> String? {
        guard let slash = path.firstIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
