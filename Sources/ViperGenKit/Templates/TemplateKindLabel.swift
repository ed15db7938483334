import ViperGenTemplates

/// The short name of a TemplateInfo.plist `Kind`, as `viper-gen templates` lists it.
enum TemplateKindLabel {
    /// `file` for Xcode's text-substitution file templates, `project` for viper-gen's project
    /// template, `xcode-project` for Xcode's project templates, else the kind itself.
    static func label(for kind: String) -> String {
        if kind.hasSuffix(".TextSubstitutionFileTemplateKind") { return "file" }
        if kind == TemplateInfo.viperGenProjectKind { return "project" }
        if kind == TemplateInfo.xcodeProjectKind { return "xcode-project" }
        return kind
    }
}
