import ViperGenProject

/// The layout a `project` request lays its files out in.
extension GenerationRequest {
    /// `--layout`, else the layout of the project rendered over (a `moduleLayout` of targets is
    /// `packages`), else `folders`.
    ///
    /// - Throws: ``ProjectLayoutChangeError`` when `--layout` names another layout than the
    ///   existing project's: its modules would be left where the new layout does not look.
    func projectLayout() throws -> ProjectLayout {
        let existing = existingProject.map {
            $0.config.moduleLayout?.kind == .targets ? ProjectLayout.packages : .folders
        }
        guard let asked = flags.layout else { return existing ?? .folders }
        if let existing, existing != asked {
            throw ProjectLayoutChangeError(project: name, existing: existing, asked: asked)
        }
        return asked
    }
}
