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

    /// The report's line for it, with the way to bring it up to date.
    var line: String {
        let made = "\(name) (\(kind)): made with template '\(template)' by viper-gen \(toolVersion)"
        if let missingTemplate {
            return made + ", which is no longer found: \(missingTemplate)"
        }
        guard editedFiles.isEmpty else {
            let were = editedFiles.count == 1 ? "was" : "were"
            return made + "; the template has changed since, and \(editedFiles.count) of its "
                + "files \(were) edited (" + editedFiles.joined(separator: ", ")
                + "): bring the template's changes into them by hand."
        }
        return made + "; the template has changed since. Its files are as viper-gen wrote "
            + "them: viper-gen \(kind) \(name) --force remakes it with the template as it is."
    }
}
