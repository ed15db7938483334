import ViperGenProject

/// One recorded module or service whose template is not the one that made it.
struct OutdatedFinding: Equatable {
    /// The record's name and kind, such as `Payments` and `module`.
    let name: String
    /// `module` or `service`.
    let kind: String
    /// The template's name as recorded.
    let template: String
    /// The viper-gen version that made it.
    let toolVersion: String
    /// Why: the template changed, or it can no longer be found (the lookup's message).
    let missingTemplate: String?
    /// The recorded files that differ from what viper-gen wrote (or are gone).
    let editedFiles: [String]
    /// Whether the project keeps the copy of the template version that made it, which
    /// `update` merges from.
    let hasTemplateCopy: Bool

    /// The report's line for it, with the way to bring it up to date.
    var line: String {
        let made = "\(name) (\(kind)): made with template '\(template)' by viper-gen \(toolVersion)"
        if let missingTemplate {
            return made + ", which is no longer found: \(missingTemplate)"
        }
        var line = made + "; the template has changed since"
        if !editedFiles.isEmpty {
            let were = editedFiles.count == 1 ? "was" : "were"
            line +=
                ", and \(editedFiles.count) of its files \(were) edited ("
                + editedFiles.joined(separator: ", ") + ")"
        }
        guard hasTemplateCopy else {
            return line + ". The version that made it is not kept under "
                + "\(TemplateCopy.folder)/, so update cannot merge: "
                + (editedFiles.isEmpty
                    ? "viper-gen \(kind) \(name) --force remakes it with the template as it is."
                    : "bring the template's changes into it by hand.")
        }
        return line
            + (editedFiles.isEmpty
                ? ": viper-gen update \(name) brings it up to date."
                : ": viper-gen update \(name) merges the template's changes into your edits.")
    }
}
